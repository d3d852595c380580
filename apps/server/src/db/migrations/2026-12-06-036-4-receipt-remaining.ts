import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// Issue 36 #8: a receipt says what remained of each line once it was paid ('Pago parcial ·
// queda $16.000'). That is a fact of the moment the money was taken (a later payment, void or
// surcharge moves what is owed today, not what the receipt said), so it is stored with the
// line, like the amount. Lines written before this have none: their receipts say nothing.
export const receiptRemaining: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("payments").addColumn("remaining_after", "integer").execute();
    await db.schema
      .alterTable("enrollment_fee_payments")
      .addColumn("remaining_after", "integer")
      .execute();
  },
};
