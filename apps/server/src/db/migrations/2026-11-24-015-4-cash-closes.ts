import { type Kysely, type Migration, sql } from "kysely";
import { createTableWithId } from "./2026-11-23-001-initial.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// The daily cash close: one live close per day; reopening stamps it (who, when, why) and a
// later close is a new row, so every close and reopening stays on record.
export const cashCloses: Migration = {
  async up(db: AnyDb) {
    await (await createTableWithId(db, "cash_closes"))
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("by_method", "text", (c) => c.notNull())
      .addColumn("expected_cash", "integer", (c) => c.notNull())
      .addColumn("counted_cash", "integer", (c) => c.notNull())
      .addColumn("difference", "integer", (c) => c.notNull())
      .addColumn("notes", "text")
      .addColumn("closed_by", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("closed_at", "text", (c) => c.notNull())
      .addColumn("reopened_by", "integer", (c) => c.references("users.id"))
      .addColumn("reopened_at", "text")
      .addColumn("reopen_reason", "text")
      .execute();
    await db.schema
      .createIndex("cash_closes_live_day_uq")
      .on("cash_closes")
      .column("day")
      .unique()
      .where(sql.ref("reopened_at"), "is", null)
      .execute();
  },
};
