import type { Migration } from "kysely";
import { addColumn, createIndex } from "../migration-helpers.ts";

// A family payment (issue 26) is one receipt in the paying guardian's name and RUT. The name
// and RUT are copied as they were on the day: a receipt never changes after its transaction,
// even when the guardian's data does. Receipts taken before it name no payer (null).
export const receiptPayer: Migration = {
  async up(db) {
    await addColumn(db, "receipts", "payer_guardian_id", "integer");
    await addColumn(db, "receipts", "payer_name", "text");
    await addColumn(db, "receipts", "payer_rut", "text");
    await createIndex(db, "receipts_payer_guardian_idx", "receipts", "payer_guardian_id");
  },
};
