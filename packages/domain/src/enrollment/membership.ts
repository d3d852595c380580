import { compareDates, type IsoDate } from "../calendar/date";

/** Whether a class with `maxStudents` seats can take one more student (409 CLASS_FULL if not). */
export function hasFreeSeat(enrolledStudents: number, maxStudents: number): boolean {
  return enrolledStudents < maxStudents;
}

/** Whether an enrollment is active: it has not been closed. */
export function isEnrollmentActive(enrollment: { endedOn: IsoDate | null }): boolean {
  return enrollment.endedOn === null;
}

/**
 * The day an enrollment closed today ends: today, or its own start when it starts later (an
 * enrollment recorded in advance and cancelled before it began), so that no enrollment ever
 * ends before it starts.
 */
export function enrollmentEndDate(enrollmentDate: IsoDate, today: IsoDate): IsoDate {
  return compareDates(enrollmentDate, today) > 0 ? enrollmentDate : today;
}
