import type { Database } from "../../db/database.ts";
import { idIn } from "../../db/sql-fragments.ts";
import {
  MARK_COLUMNS,
  type MarkRecord,
  marksInSessionOrder,
  toMark,
} from "../../records/classes/attendance-marks.ts";

export type { MarkRecord };

/** The marks of the given classes' sessions from `from` to `to` (both included). */
export async function marksOfClasses(
  db: Database,
  classIds: readonly number[],
  from: string,
  to: string,
): Promise<MarkRecord[]> {
  if (classIds.length === 0) return [];
  const rows = await marksInSessionOrder(db)
    .where(idIn(db, "class_id", classIds))
    .where("session_date", ">=", from)
    .where("session_date", "<=", to)
    .execute();
  return rows.map(toMark);
}

/** Every mark from `from` to `to` (reports, the at-risk list). */
export async function marksBetween(db: Database, from: string, to: string): Promise<MarkRecord[]> {
  const rows = await marksInSessionOrder(db)
    .where("session_date", ">=", from)
    .where("session_date", "<=", to)
    .execute();
  return rows.map(toMark);
}

/** The marks of one session for the given students. */
export async function marksOfSession(
  db: Database,
  session: { classId: number; date: string; startTime: string },
): Promise<MarkRecord[]> {
  const rows = await db
    .selectFrom("attendance_marks")
    .select(MARK_COLUMNS)
    .where("class_id", "=", session.classId)
    .where("session_date", "=", session.date)
    .where("start_time", "=", session.startTime)
    .execute();
  return rows.map(toMark);
}

/**
 * Writes one student's mark at a session: a new row, or the one already there corrected in
 * place (one statement, so two phones saving the same student at once leave one row).
 */
export async function upsertMark(
  db: Database,
  mark: Omit<MarkRecord, "markedAt"> & {
    markedAt: string;
    markedBy: number;
    /** The staff account booking a visitor onto the list; null for everyone else. */
    bookedBy: number | null;
  },
): Promise<void> {
  // What a marking says, written on a new row and over the one already there.
  const marking = {
    status: mark.status,
    kind: mark.kind,
    note: mark.note,
    marked_by: mark.markedBy,
    marked_at: mark.markedAt,
  };
  const values = {
    class_id: mark.classId,
    session_date: mark.date,
    start_time: mark.startTime,
    student_id: mark.studentId,
    ...marking,
    booked_by: mark.bookedBy,
  };
  await db
    .insertInto("attendance_marks")
    .values(values)
    .onConflict((oc) =>
      oc.columns(["class_id", "session_date", "start_time", "student_id"]).doUpdateSet({
        ...marking,
        // The first booking stays: a teacher marking a booked visitor does not undo it.
        booked_by: (eb) =>
          eb.fn.coalesce("attendance_marks.booked_by", eb.ref("excluded.booked_by")),
      }),
    )
    .execute();
}

/**
 * The visitors the studio booked onto the given classes' sessions of a date (issue 35): a
 * teacher may mark them and sees them on her list without a make-up credit.
 */
export async function bookedVisitors(
  db: Database,
  classIds: readonly number[],
  date: string,
): Promise<{ classId: number; date: string; startTime: string; studentId: number }[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectFrom("attendance_marks")
    .select(["class_id", "session_date", "start_time", "student_id"])
    .where(idIn(db, "class_id", classIds))
    .where("session_date", "=", date)
    .where("booked_by", "is not", null)
    .execute();
  return rows.map((r) => ({
    classId: r.class_id,
    date: r.session_date,
    startTime: r.start_time,
    studentId: r.student_id,
  }));
}
