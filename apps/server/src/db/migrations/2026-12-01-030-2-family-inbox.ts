import type { Kysely, Migration } from "kysely";
import { createTableWithId } from "./2026-11-23-001-initial.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// The staff inbox of families online (issue 30): why a transfer notice was rejected (the family
// reads it in the portal), and the correction requests families send from the portal, kept as
// their own rows so staff can mark each handled (until now only an audit row).
export const familyInbox: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("transfer_notices").addColumn("reject_reason", "text").execute();
    await (await createTableWithId(db, "correction_requests"))
      .addColumn("guardian_id", "integer", (c) => c.notNull().references("guardians.id"))
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("handled_at", "text")
      .addColumn("handled_by", "integer", (c) => c.references("users.id"))
      .addColumn("handled_note", "text")
      .execute();
    await db.schema
      .createIndex("correction_requests_open_idx")
      .on("correction_requests")
      .columns(["handled_at", "id"])
      .execute();
  },
};
