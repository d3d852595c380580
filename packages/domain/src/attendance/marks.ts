import type { IsoDate } from "../calendar/date";
import { codesOf } from "../shared/codes-of";

/** How a student was at a session. */
export const ATTENDANCE_STATUS_LABELS = {
  PRESENT: "Presente",
  ABSENT: "Ausente",
  LATE: "Atraso",
  EXCUSED: "Justificado",
};
export type AttendanceStatus = keyof typeof ATTENDANCE_STATUS_LABELS;
export const ATTENDANCE_STATUSES = codesOf(ATTENDANCE_STATUS_LABELS);

/**
 * Why a student is on a session's list: enrolled in the class, making up a justified absence
 * in another class of the same type, or trying the studio out.
 */
export const ATTENDANCE_KINDS = ["REGULAR", "MAKEUP", "TRIAL"] as const;
export type AttendanceKind = (typeof ATTENDANCE_KINDS)[number];

/** One student's mark at one session. */
export interface AttendanceMark {
  classId: number;
  date: IsoDate;
  /** HH:MM: a class may meet twice on one day. */
  startTime: string;
  status: AttendanceStatus;
  kind: AttendanceKind;
}

/** Whether a mark counts as having come (a late arrival came). */
export const attended = (status: AttendanceStatus) => status === "PRESENT" || status === "LATE";

/**
 * Share of sessions attended, from 0 to 1, over the marks given; a justified absence is left
 * out of the count (neither for nor against). Null when nothing counts.
 */
export function attendanceRate(marks: readonly Pick<AttendanceMark, "status">[]): number | null {
  const counted = marks.filter((m) => m.status !== "EXCUSED");
  if (counted.length === 0) return null;
  return counted.filter((m) => attended(m.status)).length / counted.length;
}

/** Marks in session order (date, then start time). */
export function inSessionOrder<T extends Pick<AttendanceMark, "date" | "startTime">>(
  marks: readonly T[],
): T[] {
  return [...marks].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
  );
}
