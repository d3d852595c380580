import type { IsoDate } from "../calendar/date";
import { monthOf, type YearMonth } from "../calendar/month";

/** The dates of an enrollment that decide which months it bills. */
export type EnrollmentPeriod = { enrollmentDate: IsoDate; endedOn: IsoDate | null };

/**
 * Whether an enrollment bills month M: enrolled in or before M, and not ended before M ends.
 * Ending an enrollment during a month waives that month (M < month(endedOn) fails for it),
 * unless it was already paid, which the caller knows from the payments.
 */
export function isEnrollmentEligible(enrollment: EnrollmentPeriod, month: YearMonth): boolean {
  if (monthOf(enrollment.enrollmentDate) > month) return false;
  return enrollment.endedOn === null || month < monthOf(enrollment.endedOn);
}

/** Whether any of a student's enrollments in a class bills month M. */
export function isEligibleForMonth(
  enrollments: readonly EnrollmentPeriod[],
  month: YearMonth,
): boolean {
  return enrollments.some((e) => isEnrollmentEligible(e, month));
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
