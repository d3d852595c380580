import type { Migration } from "kysely";
import {
  type AnyDb,
  createIndex,
  createTableWithId,
  mayReference,
  notNull,
  references,
} from "../migration-helpers.ts";

// Personal data under Ley 21.719 (issue 29): the published versions of the privacy notice,
// consents per student (never deleted: a withdrawal is recorded on the row), the privacy state
// of a student kept apart from the students table (health notes, so no list query can ever
// select them; blocking, opposition, legal hold, anonymisation), and the register of
// data-rights requests.
export const privacy: Migration = {
  async up(db: AnyDb) {
    await createTableWithId(db, "privacy_notices")
      .addColumn("version", "integer", (c) => c.notNull().unique())
      .addColumn("text", "text", notNull)
      .addColumn("published_at", "text", notNull)
      .addColumn("published_by", "integer", mayReference("users.id"))
      .execute();

    await createTableWithId(db, "consents")
      .addColumn("student_id", "integer", references("students.id"))
      .addColumn("purpose", "text", notNull)
      .addColumn("method", "text", notNull)
      // Who gave it: the student herself or, for a minor, a guardian (issue 26 adds guardian_id).
      .addColumn("given_by_name", "text", notNull)
      .addColumn("given_by_relationship", "text", notNull)
      .addColumn("given_at", "text", notNull)
      .addColumn("notice_version", "integer", notNull)
      .addColumn("recorded_by", "integer", mayReference("users.id"))
      .addColumn("withdrawn_at", "text")
      .addColumn("withdrawn_by_name", "text")
      .addColumn("withdrawal_method", "text")
      .addColumn("withdrawal_recorded_by", "integer", mayReference("users.id"))
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
      .addColumn("updated_at", "text", notNull)
      .execute();

    await createTableWithId(db, "privacy_requests")
      .addColumn("type", "text", notNull)
      .addColumn("requester_name", "text", notNull)
      .addColumn("student_id", "integer", mayReference("students.id"))
      .addColumn("channel", "text", notNull)
      .addColumn("received_on", "text", notNull)
      .addColumn("deadline", "text", notNull)
      .addColumn("details", "text")
      .addColumn("status", "text", notNull)
      .addColumn("answer", "text")
      .addColumn("action_taken", "text")
      .addColumn("created_by", "integer", mayReference("users.id"))
      .addColumn("created_at", "text", notNull)
      .addColumn("updated_at", "text", notNull)
      .execute();
  },
};
