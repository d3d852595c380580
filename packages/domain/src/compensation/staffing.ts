import type { IsoDate } from "../calendar/date";
import { firstDayOfMonth, lastDayOfMonth, type YearMonth } from "../calendar/month";
import { groupBy } from "../shared/group-by";
import { compensationRatePercent, type RatePeriod, ratePercentInMonth } from "./rates";

/**
 * A teacher's assignment to a class as a period: she teaches it from `from` (included) until
 * `endedOn` (excluded; null while it lasts). Unassigning her, deleting her or deleting the
 * class ends the period; it is never removed, so past months keep their staffing.
 */
export type AssignmentPeriod = {
  classId: number;
  teacherId: number;
  from: IsoDate;
  endedOn: IsoDate | null;
};

/** From `from` on, the teacher is (or is not) the studio's owner. */
export type OwnerStatusChange = { teacherId: number; from: IsoDate; isStudioOwner: boolean };

/**
 * Whether a period covers at least one day of the month. A teacher who taught any day of M
 * shares M's revenue (assigned on the 20th or unassigned on the 5th: she still worked in M);
 * a period that ended the day it started covers no day (an assignment undone at once).
 */
export function periodCoversMonth(period: AssignmentPeriod, month: YearMonth): boolean {
  return coversDays(period, firstDayOfMonth(month), lastDayOfMonth(month));
}

/** periodCoversMonth with the month's first and last days worked out once for many periods. */
function coversDays(period: AssignmentPeriod, first: IsoDate, last: IsoDate): boolean {
  if (period.endedOn !== null && period.endedOn <= period.from) return false;
  return period.from <= last && (period.endedOn === null || period.endedOn > first);
}

/**
 * A teacher's owner status for a month, from her changes in the order they were recorded: the
 * latest change dated on or before the month's last day (of two on the same day, the one
 * recorded last), so a change made during M applies to all of M and to the months after it,
 * never to the months before. Her first status covers every month before her first change;
 * without any recorded change, `current` is her status.
 */
export function ownerStatusInMonth(
  changes: readonly { from: IsoDate; isStudioOwner: boolean }[],
  month: YearMonth,
  current: boolean,
): boolean {
  const last = lastDayOfMonth(month);
  let inEffect: { from: IsoDate; isStudioOwner: boolean } | undefined;
  let first: { from: IsoDate; isStudioOwner: boolean } | undefined;
  for (const change of changes) {
    if (first === undefined || change.from < first.from) first = change;
    if (change.from <= last && (inEffect === undefined || change.from >= inEffect.from)) {
      inEffect = change;
    }
  }
  return (inEffect ?? first)?.isStudioOwner ?? current;
}

/**
 * Who taught what in a month, as compensation reads it: the teachers with the owner status
 * and the rate (whole percent) they had in M, and one (class, teacher) pair for each class a
 * teacher taught on some day of M. Changes dated after M (new assignments, ended ones, status
 * switches, new rates) never alter this. A teacher without rate periods is paid her role's
 * default in M (owner 100 %, instructor 50 %).
 */
export function staffingOfMonth<T extends { id: number; isStudioOwner: boolean }>(
  facts: {
    teachers: readonly T[];
    statusChanges: readonly OwnerStatusChange[];
    periods: readonly AssignmentPeriod[];
    ratePeriods?: readonly RatePeriod[];
  },
  month: YearMonth,
): {
  teachers: (T & { compensationPercent: number })[];
  assignments: { classId: number; teacherId: number }[];
} {
  const changesByTeacher = groupBy(facts.statusChanges, (change) => change.teacherId);
  const ratesByTeacher = groupBy(facts.ratePeriods ?? [], (period) => period.teacherId);
  const teachers = facts.teachers.map((t) => {
    const isStudioOwner = ownerStatusInMonth(
      changesByTeacher.get(t.id) ?? [],
      month,
      t.isStudioOwner,
    );
    const compensationPercent = ratePercentInMonth(
      ratesByTeacher.get(t.id) ?? [],
      month,
      compensationRatePercent(isStudioOwner),
    );
    return { ...t, isStudioOwner, compensationPercent };
  });
  const first = firstDayOfMonth(month);
  const last = lastDayOfMonth(month);
  const seen = new Set<string>();
  const assignments: { classId: number; teacherId: number }[] = [];
  for (const period of facts.periods) {
    if (!coversDays(period, first, last)) continue;
    const key = `${period.classId}:${period.teacherId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    assignments.push({ classId: period.classId, teacherId: period.teacherId });
  }
  return { teachers, assignments };
}
