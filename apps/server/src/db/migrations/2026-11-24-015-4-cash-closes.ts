import type { Migration } from "kysely";
import { column, createIndex, tableWithId } from "../migration-helpers.ts";

// The daily cash close: one live close per day; reopening stamps it (who, when, why) and a
// later close is a new row, so every close and reopening stays on record.
export const cashCloses: Migration = {
  async up(db) {
    await tableWithId(db, "cash_closes")
      .addColumn("day", "text", column.notNull)
      .addColumn("by_method", "text", column.notNull)
      .addColumn("expected_cash", "integer", column.notNull)
      .addColumn("counted_cash", "integer", column.notNull)
      .addColumn("difference", "integer", column.notNull)
      .addColumn("notes", "text")
      .addColumn("closed_by", "integer", column.references("users.id"))
      .addColumn("closed_at", "text", column.notNull)
      .addColumn("reopened_by", "integer", column.optionalReference("users.id"))
      .addColumn("reopened_at", "text")
      .addColumn("reopen_reason", "text")
      .execute();
    await createIndex(db, "cash_closes_live_day_uq", "cash_closes", "day", {
      unique: true,
      where: { reopened_at: null },
    });
  },
};
