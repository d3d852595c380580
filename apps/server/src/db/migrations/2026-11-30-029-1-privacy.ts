import type { Migration } from "kysely";
import { column, createIndex, tableWithId } from "../migration-helpers.ts";

// Personal data under Ley 21.719 (issue 29): the published versions of the privacy notice,
// consents per student (never deleted: a withdrawal is recorded on the row), the privacy state
// of a student kept apart from the students table (health notes, so no list query can ever
// select them; blocking, opposition, legal hold, anonymisation), and the register of
// data-rights requests.
export const privacy: Migration = {
  async up(db) {
    await tableWithId(db, "privacy_notices")
      .addColumn("version", "integer", (c) => c.notNull().unique())
      .addColumn("text", "text", column.notNull)
      .addColumn("published_at", "text", column.notNull)
      .addColumn("published_by", "integer", column.optionalReference("users.id"))
      .execute();

    await tableWithId(db, "consents")
      .addColumn("student_id", "integer", column.references("students.id"))
      .addColumn("purpose", "text", column.notNull)
      .addColumn("method", "text", column.notNull)
      // Who gave it: the student herself or, for a minor, a guardian (issue 26 adds guardian_id).
      .addColumn("given_by_name", "text", column.notNull)
      .addColumn("given_by_relationship", "text", column.notNull)
      .addColumn("given_at", "text", column.notNull)
      .addColumn("notice_version", "integer", column.notNull)
      .addColumn("recorded_by", "integer", column.optionalReference("users.id"))
      .addColumn("withdrawn_at", "text")
      .addColumn("withdrawn_by_name", "text")
      .addColumn("withdrawal_method", "text")
      .addColumn("withdrawal_recorded_by", "integer", column.optionalReference("users.id"))
      .execute();
    await createIndex(db, "consents_student_idx", "consents", ["student_id", "purpose"]);

    await db.schema
      .createTable("student_privacy")
      .addColumn("student_id", "integer", (c) => c.primaryKey().references("students.id"))
      .addColumn("health_notes", "text")
      .addColumn("blocked", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("opposed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("legal_hold_reason", "text")
      .addColumn("anonymized_at", "text")
      .addColumn("updated_at", "text", column.notNull)
      .execute();

    await tableWithId(db, "privacy_requests")
      .addColumn("type", "text", column.notNull)
      .addColumn("requester_name", "text", column.notNull)
      .addColumn("student_id", "integer", column.optionalReference("students.id"))
      .addColumn("channel", "text", column.notNull)
      .addColumn("received_on", "text", column.notNull)
      .addColumn("deadline", "text", column.notNull)
      .addColumn("details", "text")
      .addColumn("status", "text", column.notNull)
      .addColumn("answer", "text")
      .addColumn("action_taken", "text")
      .addColumn("created_by", "integer", column.optionalReference("users.id"))
      .addColumn("created_at", "text", column.notNull)
      .addColumn("updated_at", "text", column.notNull)
      .execute();
  },
};
