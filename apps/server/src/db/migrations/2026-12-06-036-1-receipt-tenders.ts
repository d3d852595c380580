import { type Migration, sql } from "kysely";
import { column, tableWithId } from "../migration-helpers.ts";

// One receipt, several ways to pay (issue 36, decision 0070): a receipt's money is its tenders,
// one row per method used (so much cash, so much by transfer), adding up to its total. The cash
// close reads them. Every receipt written before has one tender: its one method for its whole
// total, so no day's close changes. `position` keeps the order staff gave them (the lines are
// paid from the first tender first).
export const receiptTenders: Migration = {
  async up(db) {
    await tableWithId(db, "receipt_tenders")
      .addColumn("receipt_id", "integer", column.references("receipts.id"))
      .addColumn("position", "integer", column.notNull)
      .addColumn("method", "text", column.notNull)
      .addColumn("amount", "integer", column.notNull)
      .addUniqueConstraint("receipt_tenders_receipt_method_key", ["receipt_id", "method"])
      .execute();
    await sql`
      insert into receipt_tenders (receipt_id, position, method, amount)
      select id, 1, payment_method, total from receipts where total > 0
    `.execute(db);
  },
};
