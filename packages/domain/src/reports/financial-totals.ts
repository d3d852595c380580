import type { YearMonth } from "../calendar/month";
import type { RatePeriod } from "../compensation/rates";
import type { CompensatedTeacher } from "../compensation/split-revenue";
import { splitClassRevenue } from "../compensation/split-revenue";
import {
  type AssignmentPeriod,
  type OwnerStatusChange,
  staffingOfMonth,
} from "../compensation/staffing";
import { groupBy } from "../shared/group-by";
import type { FinancialMonth } from "./financial";

/** A month's payments as SQL totals them (non-deleted payments whose paymentMonth is the month). */
export type MonthPaymentTotals = {
  month: YearMonth;
  totalRevenue: number;
  totalPayments: number;
  latePayments: number;
  latePaymentAmount: number;
};

/** Revenue of one class for one month (sum of its non-deleted payments for that month). */
export type ClassMonthRevenue = { month: YearMonth; classId: number; revenue: number };

/** What a month's staffing is read from: the teachers, who owned the studio when, who taught what. */
export type StaffingFacts = {
  teachers: readonly { id: number; isStudioOwner: boolean }[];
  statusChanges: readonly OwnerStatusChange[];
  periods: readonly AssignmentPeriod[];
  ratePeriods?: readonly RatePeriod[];
};

/** Each class's teachers in `month`, at their rates of that month (see staffingOfMonth). */
export function classTeachersOfMonth(
  facts: StaffingFacts,
  month: YearMonth,
): Map<number, CompensatedTeacher[]> {
  const staffing = staffingOfMonth(facts, month);
  const teacherById = new Map(staffing.teachers.map((t) => [t.id, t]));
  const teachersByClass = new Map<number, CompensatedTeacher[]>();
  for (const { classId, teacherId } of staffing.assignments) {
    const teacher = teacherById.get(teacherId);
    if (!teacher) continue;
    teachersByClass.set(classId, [...(teachersByClass.get(classId) ?? []), teacher]);
  }
  return teachersByClass;
}

/**
 * The financial figures of several months from SQL aggregates rather than payment rows, so a
 * 24-month range costs two grouped queries instead of every payment of two years. Each
 * month's teacher compensation applies the rule of `splitClassRevenue` to each class's revenue
 * (R/k per teacher, remainder to the lowest id, each at her rate of the month), exactly as
 * `computeTeacherCompensation` does on the payment rows; classes without a teacher pay nobody.
 * Months without payments give zeros. The result follows the order of `months`.
 * `classTeachersOf`: each month's `classTeachersOfMonth` when the caller keeps them (no payment
 * changes a month's staffing); computed from the facts otherwise.
 */
export function financialMonthsFromTotals(
  facts: StaffingFacts & {
    months: readonly YearMonth[];
    totals: readonly MonthPaymentTotals[];
    classRevenues: readonly ClassMonthRevenue[];
    classTeachersOf?: (month: YearMonth) => ReadonlyMap<number, readonly CompensatedTeacher[]>;
  },
): FinancialMonth[] {
  const totalsByMonth = new Map(facts.totals.map((t) => [t.month, t]));
  const revenuesByMonth = groupBy(facts.classRevenues, (r) => r.month);
  const classTeachersOf =
    facts.classTeachersOf ?? ((month: YearMonth) => classTeachersOfMonth(facts, month));
  return facts.months.map((month) => {
    const totals = totalsByMonth.get(month);
    let compensation = 0;
    const teachersByClass = classTeachersOf(month);
    for (const { classId, revenue } of revenuesByMonth.get(month) ?? []) {
      for (const share of splitClassRevenue(revenue, teachersByClass.get(classId) ?? [])) {
        compensation += share.compensation;
      }
    }
    const totalRevenue = totals?.totalRevenue ?? 0;
    return {
      month,
      totalRevenue,
      totalTeacherCompensation: compensation,
      studioRevenue: totalRevenue - compensation,
      totalPayments: totals?.totalPayments ?? 0,
      latePayments: totals?.latePayments ?? 0,
      latePaymentAmount: totals?.latePaymentAmount ?? 0,
    };
  });
}
