import type { IsoDate } from "../calendar/date";
import { addMonths, firstDayOfMonth, monthOf, type YearMonth } from "../calendar/month";
import type { FirstMonthTerms } from "./rules";

/** The dates of an enrollment that decide which months it bills. */
export type EnrollmentPeriod = {
  enrollmentDate: IsoDate;
  endedOn: IsoDate | null;
  /** The first-month terms fixed when it was made (issue 36); missing: the current rules'. */
  firstMonth?: FirstMonthTerms | null;
};

/**
 * The first day after month M, the one date that decides whether an enrollment bills M: it
 * must have started before that day and not ended before it. Queries that filter enrollments
 * in SQL compare with this date, so the rule is written here once.
 */
export function billingCutoff(month: YearMonth): IsoDate {
  return firstDayOfMonth(addMonths(month, 1));
}

/**
 * Whether an enrollment bills month M: enrolled in or before M, and not ended before M ends.
 * Ending an enrollment during a month waives that month (it did not last past M's end),
 * unless it was already paid, which the caller knows from the payments.
 */
export function isEnrollmentEligible(enrollment: EnrollmentPeriod, month: YearMonth): boolean {
  return billsBefore(enrollment, billingCutoff(month));
}

/** Whether an enrollment bills the month whose billing cutoff is given. */
function billsBefore(enrollment: EnrollmentPeriod, cutoff: IsoDate): boolean {
  return (
    enrollment.enrollmentDate < cutoff &&
    (enrollment.endedOn === null || enrollment.endedOn >= cutoff)
  );
}

/** Whether any of a student's enrollments in a class bills month M. */
export function isEligibleForMonth(
  enrollments: readonly EnrollmentPeriod[],
  month: YearMonth,
): boolean {
  return isEligibleByCutoff(enrollments, billingCutoff(month));
}

/**
 * Whether any of the enrollments bills the month of `cutoff` (billingCutoff): for a report
 * that checks every student against one month, the date is worked out once.
 */
export function isEligibleByCutoff(
  enrollments: readonly EnrollmentPeriod[],
  cutoff: IsoDate,
): boolean {
  return enrollments.some((e) => billsBefore(e, cutoff));
}

/** The earliest enrollment month among a student's enrollments in a class, or null when none. */
export function firstEnrollmentMonth(enrollments: readonly EnrollmentPeriod[]): YearMonth | null {
  let first: YearMonth | null = null;
  for (const e of enrollments) {
    const month = monthOf(e.enrollmentDate);
    if (first === null || month < first) first = month;
  }
  return first;
}
