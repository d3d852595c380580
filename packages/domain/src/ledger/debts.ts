import type { IsoDate } from "../calendar/date";
import { monthNamesByYear, type YearMonth } from "../calendar/month";
import type { OwedStatus } from "../enums/payment";
import { compareEs } from "../shared/compare-es";
import { groupBy } from "../shared/group-by";
import { insertSorted } from "../shared/insert-sorted";
import { joinEs } from "../shared/join-es";
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
  const groups = monthNamesByYear(months).map(([year, names]) => `${joinEs(names)} ${year}`);
  return joinEs(groups, ", ");
}

/** The unpaid part of a month's surcharge: payments settle the charge first, then the surcharge. */
export function surchargeOwed(m: { surcharge: number; remainingAmount: number }): number {
  return Math.min(m.surcharge, m.remainingAmount);
}

/** One owed month as the debts report is given it (its age is worked out here). */
export type OwedDebtMonth = Omit<DebtMonth, "daysOverdue" | "ageBucket"> & { studentId: number };

/**
 * The age of a debt by its due date, as of `asOf`. The studio's thousands of owed months fall
 * due on a few dozen days: each day's age is worked out once (date arithmetic was most of the
 * report's cost).
 */
export function debtAges(asOf: IsoDate): (dueDate: IsoDate) => {
  days: number;
  bucket: DebtAgeBucket;
} {
  const ages = new Map<IsoDate, { days: number; bucket: DebtAgeBucket }>();
  return (dueDate) => {
    let age = ages.get(dueDate);
    if (!age) {
      age = { days: daysOverdue(dueDate, asOf), bucket: debtAgeBucketOf(dueDate, asOf) };
      ages.set(dueDate, age);
    }
    return age;
  };
}

/**
 * One student's line of the debts report from her owed months (months whose remaining amount is
 * 0 are ignored; none left: null): her months oldest first (then by class name), her totals by
 * age. The DebtMonth rows are built field by field: a caller's extra fields never reach the
 * report.
 */
export function studentDebtOf(
  student: { id: number; fullName: string; phone: string | null },
  owed: readonly OwedDebtMonth[],
  ageOf: ReturnType<typeof debtAges>,
): StudentDebt | null {
  const months: DebtMonth[] = [];
  for (const o of owed) {
    if (o.remainingAmount <= 0) continue;
    const age = ageOf(o.dueDate);
    months.push({
      classId: o.classId,
      ...(o.enrollmentFeeId === undefined ? {} : { enrollmentFeeId: o.enrollmentFeeId }),
      className: o.className,
      paymentMonth: o.paymentMonth,
      dueDate: o.dueDate,
      expectedAmount: o.expectedAmount,
      paidAmount: o.paidAmount,
      remainingAmount: o.remainingAmount,
      surcharge: o.surcharge,
      status: o.status,
      daysOverdue: age.days,
      ageBucket: age.bucket,
    });
  }
  if (months.length === 0) return null;
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
    total += m.remainingAmount;
    surcharge += surchargeOwed(m);
  }
  return {
    studentId: student.id,
    studentName: student.fullName,
    phone: student.phone,
    totalOwed: total,
    surchargeOwed: surcharge,
    totalsByBucket: buckets,
    months,
  };
}

/**
 * The debts report from its students' lines, given in name order: students by total owed,
 * largest first, then in name order (a stable sort keeps it among equal debts), and the studio's
 * totals.
 */
export function debtsReportOf(asOf: IsoDate, lines: readonly StudentDebt[]): DebtsReport {
  const totalsByBucket = emptyBuckets();
  for (const line of lines) {
    for (const bucket of DEBT_AGE_BUCKETS) totalsByBucket[bucket] += line.totalsByBucket[bucket];
  }
  const students = [...lines].sort((a, b) => b.totalOwed - a.totalOwed);
  return {
    asOf,
    students,
    totalOwed: students.reduce((sum, s) => sum + s.totalOwed, 0),
    totalsByBucket,
    studentsWithDebt: students.length,
  };
}

/**
 * The report again after some students' lines changed, without sorting the studio anew (a
 * payment changes one line of thousands): the lines of `replaced` leave, `lines` (what those
 * students owe now; a student who owes nothing has none) go in at their places, and the totals
 * move by the difference. `nameRank` is a student's place in name order, the order
 * `debtsReportOf` was given its lines in: it breaks ties among equal debts as that stable sort
 * does. The same report as `debtsReportOf` over every line in name order.
 */
export function debtsReportWith(
  report: DebtsReport,
  replaced: ReadonlySet<number>,
  lines: readonly StudentDebt[],
  nameRank: (studentId: number) => number,
): DebtsReport {
  const totalsByBucket = { ...report.totalsByBucket };
  let totalOwed = report.totalOwed;
  const move = (line: StudentDebt, sign: 1 | -1) => {
    totalOwed += sign * line.totalOwed;
    for (const bucket of DEBT_AGE_BUCKETS)
      totalsByBucket[bucket] += sign * line.totalsByBucket[bucket];
  };
  const students: StudentDebt[] = [];
  for (const line of report.students) {
    if (replaced.has(line.studentId)) move(line, -1);
    else students.push(line);
  }
  const before = (a: StudentDebt, b: StudentDebt) =>
    b.totalOwed - a.totalOwed || nameRank(a.studentId) - nameRank(b.studentId);
  for (const line of lines) {
    move(line, 1);
    insertSorted(students, line, before);
  }
  return {
    asOf: report.asOf,
    students,
    totalOwed,
    totalsByBucket,
    studentsWithDebt: students.length,
  };
}

/**
 * The debts report from every owed month of every student (months whose remaining amount is 0
 * are ignored): each student's months oldest first (then by class name), totals by age of the
 * debt (days past the due date), students by total owed, largest first, then by name.
 */
export function buildDebtsReport(facts: {
  asOf: IsoDate;
  students: readonly { id: number; fullName: string; phone: string | null }[];
  owed: readonly OwedDebtMonth[];
}): DebtsReport {
  const byStudent = groupBy(facts.owed, (o) => o.studentId);
  const ageOf = debtAges(facts.asOf);
  const lines: StudentDebt[] = [];
  const byName = [...facts.students].sort((a, b) => compareEs(a.fullName, b.fullName));
  for (const student of byName) {
    const line = studentDebtOf(student, byStudent.get(student.id) ?? [], ageOf);
    if (line) lines.push(line);
  }
  return debtsReportOf(facts.asOf, lines);
}
