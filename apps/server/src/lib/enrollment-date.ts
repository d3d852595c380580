import { enrollmentDateProblem, type IsoDate, studioFirstMonth } from "@nova/domain";
import { failure } from "./errors.ts";

/**
 * The day an enrollment starts: the one asked for, or the studio's today. Desk enrollments,
 * their preview and a trial request's enrollment all refuse a day after today or before the
 * studio's first month, as a VALIDATION_ERROR on the request's `field`.
 */
export function checkedEnrollmentDate(
  studio: Parameters<typeof studioFirstMonth>[0] & { today: IsoDate },
  requested: IsoDate | null | undefined,
  field: "enrollmentDate" | "startDate",
): IsoDate {
  const date = requested ?? studio.today;
  const problem = enrollmentDateProblem(date, studio.today, studioFirstMonth(studio));
  if (problem) throw failure("VALIDATION_ERROR", { field, rejectedValue: date }, problem);
  return date;
}
