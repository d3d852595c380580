import type { AttendanceKind, AttendanceMark, AttendanceStatus } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { idIn } from "../../db/sql-fragments.ts";
import { recordsOfIds } from "../../lib/db-helpers.ts";

/**
 * A saved attendance mark: the domain's mark with whose it is, its note and when it was made.
 * Read by the attendance module (sessions, reports, a student's page) and by the family portal
 * (the children's attendance), so it lives on the records floor.
 */
export type MarkRecord = AttendanceMark & {
  studentId: number;
  note: string | null;
  markedAt: string;
};

export const MARK_COLUMNS = [
  "class_id",
  "session_date",
  "start_time",
  "student_id",
  "status",
  "kind",
  "note",
  "marked_at",
] as const;

export const toMark = (row: {
  class_id: number;
  session_date: string;
  start_time: string;
  student_id: number;
  status: AttendanceStatus;
  kind: AttendanceKind;
  note: string | null;
  marked_at: string;
}): MarkRecord => ({
  classId: row.class_id,
  date: row.session_date,
  startTime: row.start_time,
  studentId: row.student_id,
  status: row.status,
  kind: row.kind,
  note: row.note,
  markedAt: row.marked_at,
});

/** Marks in session order (date, start time, then as saved); callers add their filters. */
export const marksInSessionOrder = (db: Database) =>
  db
    .selectFrom("attendance_marks")
    .select(MARK_COLUMNS)
    .orderBy("session_date")
    .orderBy("start_time")
    .orderBy("id");

/** Every mark of the given students up to `to` (included), oldest first. */
export const marksOfStudents = recordsOfIds(
  (db, studentIds, to: string) =>
    marksInSessionOrder(db)
      .where(idIn(db, "student_id", [...new Set(studentIds)]))
      .where("session_date", "<=", to),
  toMark,
);
