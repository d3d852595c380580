import type { Kysely, Migration } from "kysely";
import { createTableWithId } from "./2026-11-23-001-initial.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// Personal data under Ley 21.719 (issue 29): the published versions of the privacy notice,
// consents per student (never deleted: a withdrawal is recorded on the row), the privacy state
// of a student kept apart from the students table (health notes, so no list query can ever
// select them; blocking, opposition, legal hold, anonymisation), and the register of
// data-rights requests.
export const privacy: Migration = {
  async up(db: AnyDb) {
    await (await createTableWithId(db, "privacy_notices"))
      .addColumn("version", "integer", (c) => c.notNull().unique())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("published_at", "text", (c) => c.notNull())
      .addColumn("published_by", "integer", (c) => c.references("users.id"))
      .execute();

    await (await createTableWithId(db, "consents"))
      .addColumn("student_id", "integer", (c) => c.notNull().references("students.id"))
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("method", "text", (c) => c.notNull())
      // Who gave it: the student herself or, for a minor, a guardian (issue 26 adds guardian_id).
      .addColumn("given_by_name", "text", (c) => c.notNull())
      .addColumn("given_by_relationship", "text", (c) => c.notNull())
      .addColumn("given_at", "text", (c) => c.notNull())
      .addColumn("notice_version", "integer", (c) => c.notNull())
      .addColumn("recorded_by", "integer", (c) => c.references("users.id"))
      .addColumn("withdrawn_at", "text")
      .addColumn("withdrawn_by_name", "text")
      .addColumn("withdrawal_method", "text")
      .addColumn("withdrawal_recorded_by", "integer", (c) => c.references("users.id"))
      .execute();
    await db.schema
      .createIndex("consents_student_idx")
      .on("consents")
      .columns(["student_id", "purpose"])
      .execute();

    await db.schema
      .createTable("student_privacy")
      .addColumn("student_id", "integer", (c) => c.primaryKey().references("students.id"))
      .addColumn("health_notes", "text")
      .addColumn("blocked", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("opposed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("legal_hold_reason", "text")
      .addColumn("anonymized_at", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await (await createTableWithId(db, "privacy_requests"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("requester_name", "text", (c) => c.notNull())
      .addColumn("student_id", "integer", (c) => c.references("students.id"))
      .addColumn("channel", "text", (c) => c.notNull())
      .addColumn("received_on", "text", (c) => c.notNull())
      .addColumn("deadline", "text", (c) => c.notNull())
      .addColumn("details", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("answer", "text")
      .addColumn("action_taken", "text")
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};
