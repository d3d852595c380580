import type { Migration } from "kysely";
import { column, createIndex, tableWithId } from "../migration-helpers.ts";

// One row per student per session (issue 27). A session is a class's weekly slot on a date;
// it has no row of its own: it is computed from the schedule, the holidays and the closures,
// and "held" means at least one mark was saved for it. Marks are corrected in place (audited),
// so the unique key is the session and the student.
export const attendance: Migration = {
  async up(db) {
    await tableWithId(db, "attendance_marks")
      .addColumn("class_id", "integer", column.references("classes.id"))
      .addColumn("session_date", "text", column.notNull)
      .addColumn("start_time", "text", column.notNull)
      .addColumn("student_id", "integer", column.references("students.id"))
      .addColumn("status", "text", column.notNull)
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("REGULAR"))
      .addColumn("note", "text")
      .addColumn("marked_by", "integer", column.references("users.id"))
      .addColumn("marked_at", "text", column.notNull)
      .execute();
    await createIndex(
      db,
      "attendance_marks_session_student",
      "attendance_marks",
      ["class_id", "session_date", "start_time", "student_id"],
      { unique: true },
    );
    await createIndex(db, "attendance_marks_student_date", "attendance_marks", [
      "student_id",
      "session_date",
    ]);
    await createIndex(db, "attendance_marks_date", "attendance_marks", "session_date");
  },
};
