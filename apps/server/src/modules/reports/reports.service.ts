import {
  addMonths,
  averagePerStudent,
  type ClassMonthRevenue,
  classPaymentStatuses,
  classTeachersOfMonth,
  computeTeacherCompensation,
  efficiency,
  type FinancialMonth,
  type FinancialMonthResponse,
  financialMonthsFromTotals,
  ledgerItems,
  type MonthPaymentTotals,
  monthRange,
  monthsBetween,
  type OutstandingReport,
  type OutstandingReportQuery,
  outstandingPageOf,
  outstandingReportFromItems,
  type PaginationQuery,
  profitMargin,
  staffingOfMonth,
  summarizeCompensation,
  summarizeFinancialRange,
  type TeacherCompensationResponse,
  teacherEfficiency,
  type YearMonth,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";
import { memoOnRecords } from "../../db/records-memo.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { loadStudioDebts } from "../../records/ledger/debts.ts";
import { loadLedgerFamilies } from "../../records/ledger/family-facts.ts";
import {
  findLiveClass,
  loadClassEnrollments,
  loadClassMonthPayments,
  loadClassNames,
  loadMonthPayments,
  loadTeachers,
  paymentTotalsByMonthAndClass,
} from "../../records/ledger/ledger.ts";
import { classBillingFacts } from "../../records/ledger/ledger-facts.ts";
import { loadOwedMonths } from "../../records/ledger/owed-months.ts";
import { waivedStudentIds } from "../../records/ledger/waivers.ts";
import { payerContacts } from "../../records/people/reminder-payers.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { assignmentPeriods } from "../../records/teachers/assignments.ts";

/**
 * The outstanding-payments report of a month as of today (studio calendar): every student
 * who still owes part of an eligible class (what remains after her payment lines, issue 25),
 * largest debt first. Four queries whatever the studio's size (settings, the month's ledger,
 * the studio's name among the settings, and the weekdays only when first months are prorated).
 */
export async function outstandingReport(
  db: Database,
  month: YearMonth,
  now: Date,
  query: Partial<OutstandingReportQuery> = {},
  versions?: Promise<DataVersions>,
): Promise<
  Omit<OutstandingReport, "students"> & {
    students: Array<
      OutstandingReport["students"][number] & {
        phone: string | null;
        payerName: string;
        payerPhone: string | null;
      }
    >;
    matchingStudents: number;
    asOf: string;
  }
> {
  const studio = await loadStudio(db, now, versions);
  const [owed] = await loadOwedMonths(db, studio, [month]);
  const students = owed?.students ?? [];
  const report = outstandingReportFromItems({ month, students, items: owed?.owed ?? [] });
  // Issue 37: the console asks for a page (and the desk's search); the totals stay the month's.
  const { shown, matching } = outstandingPageOf(report.students, query);
  const phones = new Map(students.map((s) => [s.id, s.phone]));
  // Who pays for each (issue 36): the desk sees whom the reminder goes to. Only the lines sent.
  const sent = new Set(shown.map((e) => e.studentId));
  const payers = await payerContacts(
    db,
    students.filter((s) => sent.has(s.id)),
    studio.today,
    versions,
  );
  return {
    ...report,
    students: shown.map((entry) => ({
      ...entry,
      phone: phones.get(entry.studentId) ?? null,
      payerName: payers.get(entry.studentId)?.payerName ?? entry.studentName,
      payerPhone: payers.get(entry.studentId)?.payerPhone ?? null,
    })),
    matchingStudents: matching,
    asOf: studio.today,
  };
}

/**
 * Each student of a class and whether she is billed, and has paid, for a month: PAID when
 * nothing remains, PARTIAL when part was paid, PENDING when nothing was, with the amounts.
 */
export async function classPaymentStatus(
  ctx: AppContext,
  classId: number,
  month: YearMonth,
  versions?: Promise<DataVersions>,
) {
  const cls = await findLiveClass(ctx.db, classId);
  if (!cls) throw failure("CLASS_NOT_FOUND");
  const studio = await loadStudio(ctx.db, ctx.now(), versions);
  const [enrollments, payments, waived] = await Promise.all([
    loadClassEnrollments(ctx.db, classId),
    loadClassMonthPayments(ctx.db, classId, month),
    waivedStudentIds(ctx.db, month),
  ]);
  const [{ weekdays, prices }, family] = await Promise.all([
    classBillingFacts(ctx.db, classId),
    loadLedgerFamilies(
      ctx.db,
      studio.rules,
      { studentIds: enrollments.map((e) => e.studentId) },
      studio.settings.families,
    ),
  ]);
  const names = new Map(enrollments.map((e) => [e.studentId, e.studentName]));
  const items = ledgerItems({
    months: [month],
    asOf: studio.today,
    rules: studio.rules,
    classes: [
      { id: classId, name: cls.name, price: cls.price, weekdays, prices },
      ...family.classes,
    ],
    families: family.families,
    context: family.context,
    enrollments: enrollments.map((e) => ({ ...e, classId })),
    lines: payments.map((p) => ({ ...p, classId, paymentMonth: month })),
    waivers: waived.map((studentId) => ({ studentId, paymentMonth: month })),
  });
  const owed = new Map(items.map((i) => [i.studentId, i]));
  const students = classPaymentStatuses({ month, enrollments, payments }).map((s) => {
    const item = owed.get(s.studentId);
    const state = !item ? s.state : item.status === "PAID" ? "PAID" : item.status;
    return {
      ...s,
      // Paid means nothing left to pay: a partial payment is not yet paid.
      paid: item ? item.status === "PAID" : s.paid,
      state,
      studentName: names.get(s.studentId) ?? "",
      expectedAmount: item?.expectedAmount ?? 0,
      paidAmount: item?.paidAmount ?? s.paymentAmount ?? 0,
      remainingAmount: item?.remainingAmount ?? 0,
    };
  });
  return { classId, className: cls.name, month, students };
}

/** Students per page of the debts report when ?page= comes without ?size=. */
const DEBTS_PAGE_SIZE = 50;

/**
 * GET /api/reports/debts: every student who owes anything in the last
 * OUTSTANDING_REPORT_MONTHS up to the current month, and every enrollment fee still owing, each
 * owed month oldest first with what remains, days overdue and age bucket (a month not yet due
 * apart), totals by bucket, largest debt first, and who pays for each (her reminder is
 * GET /api/reminders'). The same figure as the dashboard's total owed (records/ledger/debts.ts).
 */
export async function debtsReport(
  ctx: AppContext,
  paging: PaginationQuery = {},
  versions?: Promise<DataVersions>,
) {
  const studio = await loadStudio(ctx.db, ctx.now(), versions);
  const { report } = await loadStudioDebts(ctx.db, studio);
  // Issue 37: a page of the students (largest debt first) when asked for; the totals are
  // always everyone's (studentsWithDebt says how many pages there are). Without ?page= every
  // student, as old clients read it (a megabyte for a studio of 2,000).
  const size = paging.size ?? DEBTS_PAGE_SIZE;
  const shown =
    paging.page === undefined && paging.size === undefined
      ? report.students
      : report.students.slice(((paging.page ?? 1) - 1) * size, (paging.page ?? 1) * size);
  // Who pays for each (issue 36): the desk sees whom the reminder goes to.
  const payers = await payerContacts(
    ctx.db,
    shown.map((d) => ({ id: d.studentId, fullName: d.studentName, phone: d.phone })),
    studio.today,
    versions,
  );
  return {
    ...report,
    students: shown.map((d) => ({
      ...d,
      payerName: payers.get(d.studentId)?.payerName ?? d.studentName,
      payerPhone: payers.get(d.studentId)?.payerPhone ?? null,
    })),
  };
}

/** A teacher's compensation for a month, with the per-teacher figures of the report. */
/**
 * Every teacher's compensation for a month (four queries), with the staffing of that month:
 * the teachers who taught each class during it, at the status they had then. Teachers deleted
 * since are still paid for the months they worked, so they are computed with the rest and
 * listed only when they earned something that month.
 */
export async function compensationForMonth(db: Database, month: YearMonth, teacherId?: number) {
  const [{ teachers, statusChanges, ratePeriods }, classes, periods, allPayments] =
    await Promise.all([
      loadTeachers(db),
      loadClassNames(db),
      assignmentPeriods(db),
      // Every teacher's pay needs every payment of the month: read with the rest, not after.
      teacherId === undefined ? loadMonthPayments(db, month) : undefined,
    ]);
  const staffing = staffingOfMonth({ teachers, statusChanges, periods, ratePeriods }, month);
  // One teacher's pay depends on the payments of the classes she taught that month only.
  const payments =
    allPayments ??
    (await loadMonthPayments(
      db,
      month,
      staffing.assignments.filter((a) => a.teacherId === teacherId).map((a) => a.classId),
    ));
  const reports = computeTeacherCompensation({ ...staffing, classes, payments });
  const live = new Set(teachers.filter((t) => !t.deleted).map((t) => t.id));
  const views = reports
    .filter((r) => live.has(r.teacherId) || r.totalCompensation > 0)
    .map(
      (r): TeacherCompensationResponse => ({
        ...r,
        month,
        averagePerStudent: averagePerStudent(r),
        efficiency: teacherEfficiency(r),
      }),
    );
  return { views, live };
}

/** The teacher compensation report of a month (the current one when none is given). */
export async function teacherCompensationReport(ctx: AppContext, month?: YearMonth) {
  const target = month ?? (await loadStudio(ctx.db, ctx.now())).month;
  const { views } = await compensationForMonth(ctx.db, target);
  return { month: target, teachers: views, summary: summarizeCompensation(views) };
}

/** One teacher's compensation for a month; 404 for an unknown or deleted teacher. */
export async function teacherCompensationOf(
  ctx: AppContext,
  teacherId: number,
  month: YearMonth,
): Promise<TeacherCompensationResponse> {
  const { views, live } = await compensationForMonth(ctx.db, month, teacherId);
  const report = views.find((t) => t.teacherId === teacherId);
  if (!report || !live.has(teacherId)) throw failure("TEACHER_NOT_FOUND");
  return report;
}

/** A month of the financial report with its ratios. */

const withRatios = (m: FinancialMonth): FinancialMonthResponse => ({
  ...m,
  profitMargin: profitMargin(m.studioRevenue, m.totalRevenue),
  efficiency: efficiency(m.totalTeacherCompensation, m.totalRevenue),
});

/**
 * Financial figures of every month of `first`..`last`. The payments come grouped by month and
 * class; adding those groups up per month gives the SQL totals the domain computes the months
 * from, and each group is a class's revenue of its month. Who taught each class in each month
 * reads no money: it is kept until the records move (a payment recomputes only the sums).
 */
async function financialMonths(
  db: Database,
  first: YearMonth,
  last: YearMonth,
  versions?: Promise<DataVersions>,
) {
  const [groups, staffing] = await Promise.all([
    paymentTotalsByMonthAndClass(db, first, last),
    memoOnRecords(db, "financial-staffing", () => keptStaffing(db), versions),
  ]);
  const totals = new Map<YearMonth, MonthPaymentTotals>();
  for (const g of groups) {
    const month = totals.get(g.month) ?? {
      month: g.month,
      totalRevenue: 0,
      totalPayments: 0,
      latePayments: 0,
      latePaymentAmount: 0,
    };
    month.totalRevenue += g.amount;
    month.totalPayments += g.payments;
    month.latePayments += g.latePayments;
    month.latePaymentAmount += g.lateAmount;
    totals.set(g.month, month);
  }
  const classRevenues: ClassMonthRevenue[] = groups.map((g) => ({
    month: g.month,
    classId: g.classId,
    revenue: g.amount,
  }));
  return financialMonthsFromTotals({
    ...staffing.facts,
    months: monthRange(first, last),
    totals: [...totals.values()],
    classRevenues,
    classTeachersOf: staffing.classTeachersOf,
  }).map(withRatios);
}

/**
 * The studio's staffing facts and each month's teachers per class, computed once per month
 * asked (at 20,000 students a two-year range spent half a second on it after every payment).
 */
async function keptStaffing(db: Database) {
  const [{ teachers, statusChanges, ratePeriods }, periods] = await Promise.all([
    loadTeachers(db),
    assignmentPeriods(db),
  ]);
  const facts = { teachers, statusChanges, periods, ratePeriods };
  const byMonth = new Map<YearMonth, ReturnType<typeof classTeachersOfMonth>>();
  const classTeachersOf = (month: YearMonth) => {
    let teachersByClass = byMonth.get(month);
    if (!teachersByClass) {
      teachersByClass = classTeachersOfMonth(facts, month);
      byMonth.set(month, teachersByClass);
    }
    return teachersByClass;
  };
  return { facts, classTeachersOf };
}

/** GET /api/reports/financial/{month}. */
export async function financialMonthReport(
  db: Database,
  month: YearMonth,
  versions?: Promise<DataVersions>,
) {
  const [figures] = await financialMonths(db, month, month, versions);
  if (!figures) throw new Error("unreachable: a one-month range has one month");
  return figures;
}

/**
 * GET /api/reports/financial?from=&to=: every month of the range, the equal-length range just
 * before it (for the growth cards) and the summary cards, in one response.
 */
export async function financialRangeReport(
  db: Database,
  from: YearMonth,
  to: YearMonth,
  versions?: Promise<DataVersions>,
) {
  const count = monthsBetween(from, to) + 1;
  const previousFrom = addMonths(from, -count);
  const all = await financialMonths(db, previousFrom, to, versions);
  const previousMonths = all.slice(0, count);
  const months = all.slice(count);
  return {
    from,
    to,
    months,
    previousMonths,
    previousFrom,
    previousTo: addMonths(from, -1),
    summary: summarizeFinancialRange(months, previousMonths),
  };
}

/** The months a range query covers when one end is missing: a single month. */
export function rangeOrCurrent(
  from: YearMonth | undefined,
  to: YearMonth | undefined,
  current: YearMonth,
): { from: YearMonth; to: YearMonth } {
  const end = to ?? from ?? current;
  return { from: from ?? end, to: end };
}
