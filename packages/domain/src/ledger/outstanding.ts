import { dueDateOf, isOverdue } from "../billing/due-date";
import { billingCutoff, type EnrollmentPeriod, isEligibleByCutoff } from "../billing/eligibility";
import {
  type BillingRules,
  type ClassPricePeriod,
  classPriceForMonth,
  effectiveClassPrice,
  roundToForMonth,
} from "../billing/rules";
import type { IsoDate } from "../calendar/date";
import { lastNMonths, monthOf, type YearMonth } from "../calendar/month";
import type { DayOfWeek } from "../enums/days";
import { type OwedStatus, owedStatusOf } from "../enums/payment";
import { percentOf } from "../money/rounding";
import { compareEs } from "../shared/compare-es";
import { groupBy } from "../shared/group-by";
import { surchargeOwed } from "./debts";
import { type MonthOwed, monthCharge, monthOwed } from "./owed";

/** Surcharge of a late month: round(price × lateFee %), half-up, in pesos. */
export function lateSurcharge(price: number, lateFeePercentage: number): number {
  return percentOf(price, lateFeePercentage);
}

/** What a month of a class costs: the price, plus the surcharge when late. */
export function expectedAmount(price: number, isLate: boolean, lateFeePercentage: number): number {
  return isLate ? price + lateSurcharge(price, lateFeePercentage) : price;
}

/**
 * A class as billing sees it (`price` null or 0 uses the fallback price); `weekdays` (its
 * weekly schedule) prorates a first month under the `prorated` policy.
 */
export type BillableClass = {
  id: number;
  name: string;
  price: number | null | undefined;
  weekdays?: readonly DayOfWeek[];
  /** Its prices from a month on (issue 36); missing or empty: `price` for every month. */
  prices?: readonly ClassPricePeriod[];
};

/** A live payment line of a student's class and month, as the ledger reads it. */
export type PaidLine = { classId: number; amount: number; paymentDate: IsoDate };

/** An enrollment of a student in a class. */
export type ClassEnrollment = EnrollmentPeriod & { classId: number };

/** One class of a month with something still owed (a paid month is never an item). */
export type OutstandingItem = {
  classId: number;
  className: string;
  price: number;
  /** What the month charges: the price, or the first month's charge by the policy. */
  charge: number;
  surcharge: number;
  /** charge + surcharge. */
  expectedAmount: number;
  /** What live payment lines already paid of it. */
  paidAmount: number;
  /** What is still owed: expectedAmount − paidAmount. */
  remainingAmount: number;
  status: OwedStatus;
  isLate: boolean;
  /** An admin waived this late month's surcharge: it is late, but owes the price only. */
  surchargeWaived: boolean;
  dueDate: IsoDate;
};

/** A student's unpaid classes for a month. */
export type StudentOutstanding = {
  month: YearMonth;
  hasOutstandingPayments: boolean;
  outstandingPayments: OutstandingItem[];
  totalOutstandingAmount: number;
};

/** A student's classes, enrollments and payments of a month: what her outstanding month is priced from. */
type StudentMonthFacts = {
  classes: readonly BillableClass[];
  enrollments: readonly ClassEnrollment[];
  /** Classes settled for the month whatever their lines say (older callers). */
  paidClassIds?: Iterable<number>;
  /** The live payment lines of the month: what they paid adds up against what is owed. */
  lines?: readonly PaidLine[];
  /** An admin waived the student's late fee for this month (every class of it). */
  surchargeWaived?: boolean;
};

/**
 * A student's outstanding classes for month M as of `today`: classes the student is eligible
 * for in M and has not paid; late (with surcharge) when today is after M's due date. Pass the
 * payment date as `today` to price a payment being registered.
 */
export function outstandingForStudent(
  facts: StudentMonthFacts & { month: YearMonth; today: IsoDate; rules: BillingRules },
): StudentOutstanding {
  return studentOutstanding(monthTerms(facts.month, facts.today, facts.rules), facts);
}

/** What a month's bills share whoever the student: worked out once for a whole report. */
type MonthTerms = {
  month: YearMonth;
  today: IsoDate;
  rules: BillingRules;
  isLate: boolean;
  dueDate: IsoDate;
  cutoff: IsoDate;
};

function monthTerms(month: YearMonth, today: IsoDate, rules: BillingRules): MonthTerms {
  return {
    month,
    today,
    rules,
    isLate: isOverdue(month, today, rules),
    dueDate: dueDateOf(month, rules),
    cutoff: billingCutoff(month),
  };
}

function studentOutstanding(terms: MonthTerms, facts: StudentMonthFacts): StudentOutstanding {
  const { month, rules, cutoff } = terms;
  const paid = new Set(facts.paidClassIds ?? []);
  const linesByClass = groupBy(facts.lines ?? [], (l) => l.classId);
  const items: OutstandingItem[] = [];
  for (const cls of facts.classes) {
    if (paid.has(cls.id)) continue;
    const own = facts.enrollments.filter((e) => e.classId === cls.id);
    if (!isEligibleByCutoff(own, cutoff)) continue;
    const owed = monthOwed({
      charge: monthCharge({
        month,
        price: effectiveClassPrice(classPriceForMonth(cls.price, cls.prices, month), rules),
        enrollments: own,
        weekdays: cls.weekdays ?? [],
        rules,
      }),
      asOf: terms.today,
      lateFeePercentage: rules.lateFeePercentage,
      roundTo: roundToForMonth(rules, month),
      surchargeWaived: facts.surchargeWaived === true,
      lines: linesByClass.get(cls.id) ?? [],
    });
    if (owed.status === "PAID") continue;
    items.push(outstandingItemOf({ classId: cls.id, className: cls.name }, owed));
  }
  return studentOutstandingOf(month, items);
}

/** An owing class of a month as the outstanding views list it, from what the month owes. */
export function outstandingItemOf(
  cls: { classId: number; className: string },
  owed: MonthOwed,
): OutstandingItem {
  return {
    classId: cls.classId,
    className: cls.className,
    price: owed.price,
    charge: owed.charge,
    surcharge: owed.surcharge,
    expectedAmount: owed.expectedAmount,
    paidAmount: owed.paidAmount,
    remainingAmount: owed.remainingAmount,
    // Only a month with something left is an item: partly paid, or not at all.
    status: owedStatusOf(owed.status),
    isLate: owed.isLate,
    surchargeWaived: owed.surchargeWaived,
    dueDate: owed.dueDate,
  };
}

/**
 * A student's month from the classes she still owes in it, in class-name order, with what they
 * owe together: one shape whether the items were priced here or read from the ledger.
 */
export function studentOutstandingOf(
  month: YearMonth,
  items: OutstandingItem[],
): StudentOutstanding {
  items.sort((a, b) => compareEs(a.className, b.className) || a.classId - b.classId);
  return {
    month,
    hasOutstandingPayments: items.length > 0,
    outstandingPayments: items,
    totalOutstandingAmount: items.reduce((sum, item) => sum + item.remainingAmount, 0),
  };
}

/**
 * Every month of the `count` ending with today's month that the student still owes, oldest
 * first, each priced as of `today` (so a past month carries its late surcharge). A student
 * behind on several months sees all of them, not only the current one.
 */
export function unpaidMonthsForStudent(facts: {
  today: IsoDate;
  count: number;
  rules: BillingRules;
  classes: readonly BillableClass[];
  enrollments: readonly ClassEnrollment[];
  /**
   * The student's live payments in those months; a payment without its amount and date
   * settles its class and month (older callers).
   */
  payments: ReadonlyArray<{
    classId: number;
    paymentMonth: YearMonth;
    amount?: number;
    paymentDate?: IsoDate;
  }>;
  /** The months whose late fee an admin waived for the student. */
  waivedMonths?: Iterable<YearMonth>;
}): StudentOutstanding[] {
  const paidByMonth = groupBy(facts.payments, (p) => p.paymentMonth);
  const waived = new Set(facts.waivedMonths ?? []);
  return lastNMonths(monthOf(facts.today), facts.count)
    .map((month) =>
      outstandingForStudent({
        month,
        today: facts.today,
        rules: facts.rules,
        classes: facts.classes,
        enrollments: facts.enrollments,
        ...paidOf(paidByMonth.get(month) ?? []),
        surchargeWaived: waived.has(month),
      }),
    )
    .filter((month) => month.hasOutstandingPayments);
}

/** A student line of the outstanding-payments report. */
export type OutstandingReportEntry = {
  id: number;
  studentId: number;
  studentName: string;
  totalOwed: number;
  outstandingPayments: OutstandingItem[];
};

/** The outstanding-payments report of a month. */
export type OutstandingReport = {
  month: YearMonth;
  students: OutstandingReportEntry[];
  /** What is owed including surcharges. */
  totalOutstandingAmount: number;
  /** What is owed at list price, surcharges excluded. */
  totalBaseAmount: number;
  totalSurchargeAmount: number;
  studentsWithOutstandingPayments: number;
};

/**
 * The outstanding-payments report of month M from plain rows: every student with at least one
 * unpaid eligible class, sorted by total owed (largest first), then by name.
 */
export function buildOutstandingReport(facts: {
  month: YearMonth;
  today: IsoDate;
  rules: BillingRules;
  students: readonly { id: number; fullName: string }[];
  classes: readonly BillableClass[];
  enrollments: readonly (ClassEnrollment & { studentId: number })[];
  /** Live payments of the month; one without amount and date settles its class (older callers). */
  payments: readonly {
    studentId: number;
    classId: number;
    amount?: number;
    paymentDate?: IsoDate;
  }[];
  /** Students whose late fee of this month an admin waived. */
  waivedStudentIds?: Iterable<number>;
}): OutstandingReport {
  const waived = new Set(facts.waivedStudentIds ?? []);
  const terms = monthTerms(facts.month, facts.today, facts.rules);
  const enrollmentsByStudent = groupBy(facts.enrollments, (e) => e.studentId);
  const paidByStudent = groupBy(facts.payments, (p) => p.studentId);
  const classById = new Map(facts.classes.map((c) => [c.id, c]));
  const entries: OutstandingReportEntry[] = [];
  for (const student of facts.students) {
    const enrollments = enrollmentsByStudent.get(student.id) ?? [];
    if (enrollments.length === 0) continue;
    const classes = [...new Set(enrollments.map((e) => e.classId))]
      .map((id) => classById.get(id))
      .filter((c): c is BillableClass => c !== undefined);
    const outstanding = studentOutstanding(terms, {
      classes,
      enrollments,
      ...paidOf(paidByStudent.get(student.id) ?? []),
      surchargeWaived: waived.has(student.id),
    });
    const entry = outstandingReportEntryOf(student, outstanding);
    if (entry) entries.push(entry);
  }
  return outstandingReportOf(facts.month, entries);
}

/**
 * Payments as the ledger reads them: lines with amount and date add up; a payment without
 * them (older callers that only know which classes are paid) settles its class.
 */
function paidOf(payments: readonly { classId: number; amount?: number; paymentDate?: IsoDate }[]): {
  paidClassIds: number[];
  lines: PaidLine[];
} {
  const paidClassIds: number[] = [];
  const lines: PaidLine[] = [];
  for (const p of payments) {
    if (p.amount === undefined || p.paymentDate === undefined) paidClassIds.push(p.classId);
    else lines.push({ classId: p.classId, amount: p.amount, paymentDate: p.paymentDate });
  }
  return { paidClassIds, lines };
}

/** A student's line of the outstanding report; null when she owes nothing in the month. */
export function outstandingReportEntryOf(
  student: { id: number; fullName: string },
  own: StudentOutstanding,
): OutstandingReportEntry | null {
  if (!own.hasOutstandingPayments) return null;
  return {
    id: student.id,
    studentId: student.id,
    studentName: student.fullName,
    totalOwed: own.totalOutstandingAmount,
    outstandingPayments: own.outstandingPayments,
  };
}

/**
 * The report from its student lines: largest debt first (then by name), with the totals; what
 * remains splits into surcharge (paid last) and base, the two adding up to the total.
 */
export function outstandingReportOf(
  month: YearMonth,
  entries: OutstandingReportEntry[],
): OutstandingReport {
  entries.sort((a, b) => b.totalOwed - a.totalOwed || compareEs(a.studentName, b.studentName));
  const items = entries.flatMap((e) => e.outstandingPayments);
  return {
    month,
    students: entries,
    totalOutstandingAmount: items.reduce((sum, i) => sum + i.remainingAmount, 0),
    totalBaseAmount: items.reduce((sum, i) => sum + i.remainingAmount - surchargeOwed(i), 0),
    totalSurchargeAmount: items.reduce((sum, i) => sum + surchargeOwed(i), 0),
    studentsWithOutstandingPayments: entries.length,
  };
}
