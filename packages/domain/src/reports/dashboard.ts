import { isOverdue } from "../billing/due-date";
import { paymentStatusOf } from "../billing/payment-status";
import { type BillingRules, effectiveClassPrice } from "../billing/rules";
import type { IsoDate } from "../calendar/date";
import { dayOfWeekOf } from "../calendar/date";
import type { YearMonth } from "../calendar/month";
import type { DateRange } from "../calendar/period";
import { isInRange } from "../calendar/period";
import type { Schedule } from "../calendar/schedule";
import { meetsOn } from "../calendar/schedule";
import { RECENT_ACTIVITY_LIMIT } from "../enums/constants";
import type { PaymentStatus } from "../enums/payment";
import { expectedAmount, type OutstandingReport } from "../ledger/outstanding";
import { roundTo1 } from "../money/rounding";
import { ratioPercent } from "./ratios";

/**
 * Classes meeting on the weekday of `today`. Cancelled and completed classes do not meet,
 * so they are not counted.
 */
export function countClassesToday(
  classes: readonly { status?: string | null; schedules: readonly Schedule[] }[],
  today: IsoDate,
): number {
  const day = dayOfWeekOf(today);
  return classes.filter(
    (c) => c.status !== "cancelled" && c.status !== "completed" && meetsOn(c.schedules, day),
  ).length;
}

/** Revenue of payments dated in a period (the dashboard's "monthlyRevenue" for the chosen period). */
export function revenueInRange(
  payments: readonly { paymentDate: IsoDate; amount: number }[],
  range: DateRange,
): number {
  return payments
    .filter((p) => isInRange(p.paymentDate, range))
    .reduce((sum, p) => sum + p.amount, 0);
}

/** Students with an open enrollment, as a percentage of all (non-deleted) students. */
export function activeStudentsPercentage(totalStudents: number, studentsEnrolled: number): number {
  return ratioPercent(studentsEnrolled, totalStudents);
}

/** Average number of students per class, one decimal; 0 without classes. */
export function averageClassSize(studentsPerClass: readonly number[]): number {
  if (studentsPerClass.length === 0) return 0;
  return roundTo1(studentsPerClass.reduce((sum, n) => sum + n, 0) / studentsPerClass.length);
}

/** An item of the dashboard's recent activity. */
export type RecentActivityItem = {
  paymentId: number;
  studentName: string;
  date: IsoDate;
  amount: number;
  status: PaymentStatus;
};

/**
 * The last payments (default 5), newest payment date first; on the same date the one created
 * last (highest id) first.
 */
export function recentActivity(
  payments: readonly {
    id: number;
    studentName: string;
    paymentDate: IsoDate;
    amount: number;
    isLatePayment: boolean;
  }[],
  limit: number = RECENT_ACTIVITY_LIMIT,
): RecentActivityItem[] {
  return [...payments]
    .sort((a, b) =>
      a.paymentDate < b.paymentDate ? 1 : a.paymentDate > b.paymentDate ? -1 : b.id - a.id,
    )
    .slice(0, limit)
    .map((p) => ({
      paymentId: p.id,
      studentName: p.studentName,
      date: p.paymentDate,
      amount: p.amount,
      status: paymentStatusOf(p),
    }));
}

/** Counts of the current month's outstanding payments for the dashboard KPIs and alerts. */
export function outstandingCounts(report: OutstandingReport): {
  outstandingPayments: number;
  outstandingAmount: number;
  latePayments: number;
  pendingPayments: number;
} {
  const items = report.students.flatMap((s) => s.outstandingPayments);
  const late = items.filter((i) => i.isLate).length;
  return {
    outstandingPayments: items.length,
    outstandingAmount: report.totalOutstandingAmount,
    latePayments: late,
    pendingPayments: items.length - late,
  };
}

/**
 * The same counts from the unpaid eligible (student, class) pairs of month M counted per class
 * (one grouped query instead of every enrollment): lateness is the month's, so every unpaid
 * class owes the same amount for each of its students, except the `waived` ones: students whose
 * late fee for M was waived owe the price alone, as in the report.
 */
export function outstandingCountsByClass(facts: {
  month: YearMonth;
  today: IsoDate;
  rules: BillingRules;
  classes: readonly { price: number | null | undefined; unpaid: number; waived: number }[];
}): ReturnType<typeof outstandingCounts> {
  const isLate = isOverdue(facts.month, facts.today, facts.rules);
  let count = 0;
  let amount = 0;
  for (const cls of facts.classes) {
    const price = effectiveClassPrice(cls.price, facts.rules);
    count += cls.unpaid;
    const fee = facts.rules.lateFeePercentage;
    amount +=
      (cls.unpaid - cls.waived) * expectedAmount(price, isLate, fee) +
      cls.waived * expectedAmount(price, false, fee);
  }
  return {
    outstandingPayments: count,
    outstandingAmount: amount,
    latePayments: isLate ? count : 0,
    pendingPayments: isLate ? 0 : count,
  };
}

/** The alert of active minors without a guardian (apoderado). */
export const MINORS_WITHOUT_GUARDIAN_ALERT = "Estudiantes menores de edad sin apoderado";

/** Online payments (Flow) for months meanwhile paid at the desk: a credit staff must resolve (issue 30). */
export const ONLINE_CREDITS_ALERT = "Pagos en línea con saldo a favor por resolver";
/** Bank transfers families announced from the portal, waiting for staff to confirm (issue 30). */
export const TRANSFER_NOTICES_ALERT = "Avisos de transferencia por confirmar";

/** Severity of a dashboard alert. */
export const ALERT_TYPES = ["error", "warning", "info"] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** A dashboard alert card. */
/** The alert of data-rights requests near or past their legal deadline (issue 29). */
export const PRIVACY_REQUESTS_DUE_ALERT = "Solicitudes de datos personales por vencer";

export type DashboardAlert = { type: AlertType; message: string; count: number };

/**
 * Dashboard alerts, only those with something to report, most severe first: error for late
 * outstanding payments, warning for pending (not yet late) payments of the month, info for
 * classes without a teacher, minors without a guardian and students missing contact data (kept
 * last: screens read it as the last card).
 */
export function buildDashboardAlerts(counts: {
  latePayments: number;
  pendingPayments: number;
  classesWithoutTeacher: number;
  studentsMissingContactData: number;
  /** Active minors saved before guardians existed, still without one (issue 26). */
  minorsWithoutGuardian?: number;
  /** Issue 30: paid online orders with an unresolved credit, and pending transfer notices. */
  openOnlineCredits?: number;
  pendingTransferNotices?: number;
  /** Open data-rights requests overdue or due within a few business days (issue 29). */
  privacyRequestsDue?: number;
}): DashboardAlert[] {
  const alerts: DashboardAlert[] = [
    { type: "error", message: "Pagos atrasados sin registrar", count: counts.latePayments },
    { type: "warning", message: "Pagos pendientes este mes", count: counts.pendingPayments },
    { type: "warning", message: ONLINE_CREDITS_ALERT, count: counts.openOnlineCredits ?? 0 },
    {
      type: "warning",
      message: TRANSFER_NOTICES_ALERT,
      count: counts.pendingTransferNotices ?? 0,
    },
    { type: "warning", message: PRIVACY_REQUESTS_DUE_ALERT, count: counts.privacyRequestsDue ?? 0 },
    { type: "info", message: "Clases sin profesora asignada", count: counts.classesWithoutTeacher },
    {
      type: "info",
      message: MINORS_WITHOUT_GUARDIAN_ALERT,
      count: counts.minorsWithoutGuardian ?? 0,
    },
    {
      type: "info",
      message: "Estudiantes con datos de contacto incompletos",
      count: counts.studentsMissingContactData,
    },
  ];
  return alerts.filter((a) => a.count > 0);
}
