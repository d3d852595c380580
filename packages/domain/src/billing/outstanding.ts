import type { IsoDate } from "../calendar/date";
import { lastNMonths, monthOf, type YearMonth } from "../calendar/month";
import { percentOf } from "../money/rounding";
import { compareEs } from "../shared/compare-es";
import { groupBy } from "../shared/group-by";
import { dueDateOf, isOverdue } from "./due-date";
import { billingCutoff, type EnrollmentPeriod, isEligibleByCutoff } from "./eligibility";
import { type BillingRules, effectiveClassPrice } from "./rules";

/** Surcharge of a late month: round(price × lateFee %), half-up, in pesos. */
export function lateSurcharge(price: number, lateFeePercentage: number): number {
  return percentOf(price, lateFeePercentage);
}

/** What a month of a class costs: the price, plus the surcharge when late. */
export function expectedAmount(price: number, isLate: boolean, lateFeePercentage: number): number {
  return isLate ? price + lateSurcharge(price, lateFeePercentage) : price;
}

/** A class as billing sees it (`price` null or 0 uses the fallback price). */
export type BillableClass = { id: number; name: string; price: number | null | undefined };

/** An enrollment of a student in a class. */
export type ClassEnrollment = EnrollmentPeriod & { classId: number };

/** One unpaid class of a month. */
export type OutstandingItem = {
  classId: number;
  className: string;
  price: number;
  surcharge: number;
  expectedAmount: number;
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

/**
 * A student's outstanding classes for month M as of `today`: classes the student is eligible
 * for in M and has not paid; late (with surcharge) when today is after M's due date. Pass the
 * payment date as `today` to price a payment being registered.
 */
export function outstandingForStudent(facts: {
  month: YearMonth;
  today: IsoDate;
  rules: BillingRules;
  classes: readonly BillableClass[];
  enrollments: readonly ClassEnrollment[];
  paidClassIds: Iterable<number>;
  /** An admin waived the student's late fee for this month (every class of it). */
  surchargeWaived?: boolean;
}): StudentOutstanding {
  return studentOutstanding(monthTerms(facts.month, facts.today, facts.rules), facts);
}

/** What a month's bills share whoever the student: worked out once for a whole report. */
type MonthTerms = {
  month: YearMonth;
  rules: BillingRules;
  isLate: boolean;
  dueDate: IsoDate;
  cutoff: IsoDate;
};

function monthTerms(month: YearMonth, today: IsoDate, rules: BillingRules): MonthTerms {
  return {
    month,
    rules,
    isLate: isOverdue(month, today, rules),
    dueDate: dueDateOf(month, rules),
    cutoff: billingCutoff(month),
  };
}

function studentOutstanding(
  terms: MonthTerms,
  facts: {
    classes: readonly BillableClass[];
    enrollments: readonly ClassEnrollment[];
    paidClassIds: Iterable<number>;
    surchargeWaived?: boolean;
  },
): StudentOutstanding {
  const { month, rules, isLate, dueDate, cutoff } = terms;
  const paid = new Set(facts.paidClassIds);
  const items: OutstandingItem[] = [];
  for (const cls of facts.classes) {
    if (paid.has(cls.id)) continue;
    const own = facts.enrollments.filter((e) => e.classId === cls.id);
    if (!isEligibleByCutoff(own, cutoff)) continue;
    const price = effectiveClassPrice(cls.price, rules);
    const waived = isLate && facts.surchargeWaived === true;
    const surcharge = isLate && !waived ? lateSurcharge(price, rules.lateFeePercentage) : 0;
    items.push({
      classId: cls.id,
      className: cls.name,
      price,
      surcharge,
      expectedAmount: price + surcharge,
      isLate,
      surchargeWaived: waived,
      dueDate,
    });
  }
  items.sort((a, b) => compareEs(a.className, b.className) || a.classId - b.classId);
  const total = items.reduce((sum, item) => sum + item.expectedAmount, 0);
  return {
    month,
    hasOutstandingPayments: items.length > 0,
    outstandingPayments: items,
    totalOutstandingAmount: total,
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
  /** The student's live payments in those months. */
  payments: ReadonlyArray<{ classId: number; paymentMonth: YearMonth }>;
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
        paidClassIds: (paidByMonth.get(month) ?? []).map((p) => p.classId),
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
  payments: readonly { studentId: number; classId: number }[];
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
      paidClassIds: (paidByStudent.get(student.id) ?? []).map((p) => p.classId),
      surchargeWaived: waived.has(student.id),
    });
    if (!outstanding.hasOutstandingPayments) continue;
    entries.push({
      id: student.id,
      studentId: student.id,
      studentName: student.fullName,
      totalOwed: outstanding.totalOutstandingAmount,
      outstandingPayments: outstanding.outstandingPayments,
    });
  }
  entries.sort((a, b) => b.totalOwed - a.totalOwed || compareEs(a.studentName, b.studentName));
  const items = entries.flatMap((e) => e.outstandingPayments);
  return {
    month: facts.month,
    students: entries,
    totalOutstandingAmount: items.reduce((sum, i) => sum + i.expectedAmount, 0),
    totalBaseAmount: items.reduce((sum, i) => sum + i.price, 0),
    totalSurchargeAmount: items.reduce((sum, i) => sum + i.surcharge, 0),
    studentsWithOutstandingPayments: entries.length,
  };
}
