import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// A family payment (issue 26) is one receipt in the paying guardian's name and RUT. The name
// and RUT are copied as they were on the day: a receipt never changes after its transaction,
// even when the guardian's data does. Receipts taken before it name no payer (null).
export const receiptPayer: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("receipts").addColumn("payer_guardian_id", "integer").execute();
    await db.schema.alterTable("receipts").addColumn("payer_name", "text").execute();
    await db.schema.alterTable("receipts").addColumn("payer_rut", "text").execute();
    await db.schema
      .createIndex("receipts_payer_guardian_idx")
      .on("receipts")
      .column("payer_guardian_id")
      .execute();
  },
};
