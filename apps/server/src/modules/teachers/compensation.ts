import { groupBy, splitClassRevenue } from "@nova/domain";

/** What a teacher earned in one month: her shares of her classes' revenue and her pay. */
export interface TeacherMonthTotals {
  revenue: number;
  compensation: number;
}

/**
 * Each teacher's totals for a month from the revenue of each class and the class-teacher
 * assignments, by the domain's split (R/k per teacher, each at her rate of the month: her
 * rate period in force, else her role's default).
 * Teachers without revenue are absent from the map.
 */
export function compensationByTeacher(
  revenueByClass: ReadonlyMap<number, number>,
  assignments: readonly {
    classId: number;
    teacherId: number;
    isStudioOwner: boolean;
    compensationPercent?: number | undefined;
  }[],
): Map<number, TeacherMonthTotals> {
  const teachersByClass = groupBy(assignments, (a) => a.classId);
  const totals = new Map<number, TeacherMonthTotals>();
  for (const [classId, revenue] of revenueByClass) {
    for (const share of splitClassRevenue(
      revenue,
      (teachersByClass.get(classId) ?? []).map((a) => ({
        id: a.teacherId,
        isStudioOwner: a.isStudioOwner,
        ...(a.compensationPercent === undefined
          ? {}
          : { compensationPercent: a.compensationPercent }),
      })),
    )) {
      const current = totals.get(share.teacherId) ?? { revenue: 0, compensation: 0 };
      totals.set(share.teacherId, {
        revenue: current.revenue + share.base,
        compensation: current.compensation + share.compensation,
      });
    }
  }
  return totals;
}
