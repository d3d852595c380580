import type { Kysely, Migration } from "kysely";
import { createTableWithId } from "./2026-11-23-001-initial.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// One row per student per session (issue 27). A session is a class's weekly slot on a date;
// it has no row of its own: it is computed from the schedule, the holidays and the closures,
// and "held" means at least one mark was saved for it. Marks are corrected in place (audited),
// so the unique key is the session and the student.
export const attendance: Migration = {
  async up(db: AnyDb) {
    await (await createTableWithId(db, "attendance_marks"))
      .addColumn("class_id", "integer", (c) => c.notNull().references("classes.id"))
      .addColumn("session_date", "text", (c) => c.notNull())
      .addColumn("start_time", "text", (c) => c.notNull())
      .addColumn("student_id", "integer", (c) => c.notNull().references("students.id"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("REGULAR"))
      .addColumn("note", "text")
      .addColumn("marked_by", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("marked_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("attendance_marks_session_student")
      .on("attendance_marks")
      .columns(["class_id", "session_date", "start_time", "student_id"])
      .unique()
      .execute();
    await db.schema
      .createIndex("attendance_marks_student_date")
      .on("attendance_marks")
      .columns(["student_id", "session_date"])
      .execute();
    await db.schema
      .createIndex("attendance_marks_date")
      .on("attendance_marks")
      .column("session_date")
      .execute();
  },
};
