import type { Migration } from "kysely";
import { createIndex } from "../migration-helpers.ts";

// Issue 37: the reports read, for every enrolled pair and month, the pair's lines with their
// sums, in one probe of the pair's index (records/ledger/month-ledger.ts). The index held every
// column of that probe but the line's id, so each probe still read the payment rows: at 20,000
// students, 311,000 of them for the debts' twelve months. With the id at its end the probe reads
// the index alone (on PostgreSQL once the rows are marked visible, as vacuum leaves them). The
// same leading columns, so every plan that probed the old index probes this one, and a payment
// still writes one index. A new name, made before the old one goes: SQLite's reading connection,
// which checks each statement first, still sees the old index until the migrations commit.
export const paymentsPairLines: Migration = {
  async up(db) {
    await createIndex(
      db,
      "payments_month_lines_idx",
      "payments",
      ["payment_month", "student_id", "class_id", "payment_date", "amount", "deleted_at", "id"],
      { where: { deleted_at: null } },
    );
    await db.schema.dropIndex("payments_month_paid_idx").execute();
  },
};
