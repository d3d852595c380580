import type { Migration } from "kysely";
import { addColumn } from "../migration-helpers.ts";

// Issue 36 #8: a receipt says what remained of each line once it was paid ('Pago parcial ·
// queda $16.000'). That is a fact of the moment the money was taken (a later payment, void or
// surcharge moves what is owed today, not what the receipt said), so it is stored with the
// line, like the amount. Lines written before this have none: their receipts say nothing.
export const receiptRemaining: Migration = {
  async up(db) {
    await addColumn(db, "payments", "remaining_after", "integer");
    await addColumn(db, "enrollment_fee_payments", "remaining_after", "integer");
  },
};
