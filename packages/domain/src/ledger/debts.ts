import type { IsoDate } from "../calendar/date";
import { MONTH_NAMES_ES, parseMonth, type YearMonth } from "../calendar/month";
import type { OwedStatus } from "../enums/payment";
import { compareEs } from "../shared/compare-es";
import { DEBT_AGE_BUCKETS, type DebtAgeBucket, daysOverdue, debtAgeBucketOf } from "./owed";

/** One owed month of one class, as the debts report lists it. */
export type DebtMonth = {
  /** 0 for an enrollment fee (matrícula), which is of no class: see enrollmentFeeId. */
  classId: number;
  /** Set on an enrollment fee's row (issue 26): the charge a receipt's fee line pays. */
  enrollmentFeeId?: number;
  className: string;
  paymentMonth: YearMonth;
  dueDate: IsoDate;
  expectedAmount: number;
  paidAmount: number;
  remainingAmount: number;
  surcharge: number;
  status: OwedStatus;
  daysOverdue: number;
  ageBucket: DebtAgeBucket;
};

/** A student who owes something, every owed month oldest first. */
export type StudentDebt = {
  studentId: number;
  studentName: string;
  phone: string | null;
  totalOwed: number;
  /** The part of totalOwed that is late surcharge still unpaid. */
  surchargeOwed: number;
  totalsByBucket: Record<DebtAgeBucket, number>;
  months: DebtMonth[];
};

/** GET /api/reports/debts: every student owing anything, largest debt first. */
export type DebtsReport = {
  asOf: IsoDate;
  students: StudentDebt[];
  totalOwed: number;
  totalsByBucket: Record<DebtAgeBucket, number>;
  studentsWithDebt: number;
};

const emptyBuckets = (): Record<DebtAgeBucket, number> =>
  Object.fromEntries(DEBT_AGE_BUCKETS.map((b) => [b, 0])) as Record<DebtAgeBucket, number>;

/** "octubre y noviembre 2026", "diciembre 2025, enero y febrero 2026": months named by year. */
export function formatMonthListEs(months: readonly YearMonth[]): string {
  const sorted = [...new Set(months)].sort();
  const byYear = new Map<number, string[]>();
  for (const m of sorted) {
    const { year, month } = parseMonth(m);
    const names = byYear.get(year) ?? [];
    names.push(MONTH_NAMES_ES[month - 1] ?? "");
    byYear.set(year, names);
  }
  const groups = [...byYear].map(([year, names]) => `${joinEs(names)} ${year}`);
  return joinEs(groups, ", ");
}

function joinEs(items: readonly string[], last = " y "): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")}${last === ", " ? ", " : last}${items[items.length - 1]}`;
}

/** The unpaid part of a month's surcharge: payments settle the charge first, then the surcharge. */
export function surchargeOwed(m: { surcharge: number; remainingAmount: number }): number {
  return Math.min(m.surcharge, m.remainingAmount);
}

/**
 * The debts report from every owed month of every student (months whose remaining amount is 0
 * are ignored): each student's months oldest first (then by class name), totals by age of the
 * debt (days past the due date), students by total owed, largest first, then by name.
 */
export function buildDebtsReport(facts: {
  asOf: IsoDate;
  students: readonly { id: number; fullName: string; phone: string | null }[];
  owed: readonly (Omit<DebtMonth, "daysOverdue" | "ageBucket"> & { studentId: number })[];
}): DebtsReport {
  const byStudent = new Map<number, DebtMonth[]>();
  for (const o of facts.owed) {
    if (o.remainingAmount <= 0) continue;
    const days = daysOverdue(o.dueDate, facts.asOf);
    const { studentId, ...rest } = o;
    const list = byStudent.get(studentId) ?? [];
    list.push({ ...rest, daysOverdue: days, ageBucket: debtAgeBucketOf(o.dueDate, facts.asOf) });
    byStudent.set(studentId, list);
  }
  const totalsByBucket = emptyBuckets();
  const students: StudentDebt[] = [];
  for (const student of facts.students) {
    const months = byStudent.get(student.id);
    if (!months) continue;
    months.sort(
      (a, b) =>
        (a.paymentMonth < b.paymentMonth ? -1 : a.paymentMonth > b.paymentMonth ? 1 : 0) ||
        compareEs(a.className, b.className) ||
        a.classId - b.classId,
    );
    const buckets = emptyBuckets();
    let total = 0;
    let surcharge = 0;
    for (const m of months) {
      buckets[m.ageBucket] += m.remainingAmount;
      totalsByBucket[m.ageBucket] += m.remainingAmount;
      total += m.remainingAmount;
      surcharge += surchargeOwed(m);
    }
    students.push({
      studentId: student.id,
      studentName: student.fullName,
      phone: student.phone,
      totalOwed: total,
      surchargeOwed: surcharge,
      totalsByBucket: buckets,
      months,
    });
  }
  students.sort((a, b) => b.totalOwed - a.totalOwed || compareEs(a.studentName, b.studentName));
  return {
    asOf: facts.asOf,
    students,
    totalOwed: students.reduce((sum, s) => sum + s.totalOwed, 0),
    totalsByBucket,
    studentsWithDebt: students.length,
  };
}
