import type { Migration } from "kysely";
import {
  type AnyDb,
  createIndex,
  createTableWithId,
  mayReference,
  notNull,
  references,
} from "../migration-helpers.ts";

// The daily cash close: one live close per day; reopening stamps it (who, when, why) and a
// later close is a new row, so every close and reopening stays on record.
export const cashCloses: Migration = {
  async up(db: AnyDb) {
    await createTableWithId(db, "cash_closes")
      .addColumn("day", "text", notNull)
      .addColumn("by_method", "text", notNull)
      .addColumn("expected_cash", "integer", notNull)
      .addColumn("counted_cash", "integer", notNull)
      .addColumn("difference", "integer", notNull)
      .addColumn("notes", "text")
      .addColumn("closed_by", "integer", references("users.id"))
      .addColumn("closed_at", "text", notNull)
      .addColumn("reopened_by", "integer", mayReference("users.id"))
      .addColumn("reopened_at", "text")
      .addColumn("reopen_reason", "text")
      .execute();
    await createIndex(db, "cash_closes_live_day_uq", "cash_closes", "day", {
      unique: true,
      where: { reopened_at: null },
    });
  },
};
