import type { Migration } from "kysely";
import { createIndex } from "../migration-helpers.ts";

// Issue 37: the reports' twelve months ask, for every enrolled pair and month, how much was paid
// and how much of it by the due date. The pair index held the amount but not the payment date,
// so each by-due sum read the payment rows themselves (SQLite grouped every live payment of the
// twelve months into a table instead, 40 ms of the dashboard's 90 ms after a write). With the
// date, and on SQLite the deleted mark its partial rows all share (SQLite serves a query from a
// partial index alone only when every column it names is in the index), both sums and the
// lines are read from the index alone. The same leading columns: every plan that probed the old
// one probes this one, and a payment writes no extra index. A new name, made before the old one
// goes: SQLite's reading connection, which checks each statement first, still sees the old
// index until the migrations commit.
export const paymentsPairCovering: Migration = {
  async up(db) {
    await createIndex(
      db,
      "payments_month_paid_idx",
      "payments",
      ["payment_month", "student_id", "class_id", "payment_date", "amount", "deleted_at"],
      { where: { deleted_at: null } },
    );
    await db.schema.dropIndex("payments_month_pair_idx").execute();
  },
};
