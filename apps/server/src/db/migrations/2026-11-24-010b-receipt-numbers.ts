import { type Migration, sql } from "kysely";
import { isPostgres } from "../database.ts";
import { addColumn, column, createIndex } from "../migration-helpers.ts";

// Every payment gets a receipt number from a counter row that only grows: incremented in the
// payment's own transaction, so numbers follow the order of creation without gaps, a rolled-back
// payment gives its number back, and a deleted payment keeps its number (nobody else gets it).
// Payments that existed before take their id, which is already unique and in creation order.
export const receiptNumbers: Migration = {
  async up(db) {
    await db.schema
      .createTable("counters")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "integer", column.notNull)
      .execute();
    await addColumn(db, "payments", "receipt_number", "integer");
    await sql`UPDATE payments SET receipt_number = id`.execute(db);
    await sql`INSERT INTO counters (name, value) SELECT 'receipt', COALESCE(MAX(id), 0) FROM payments`.execute(
      db,
    );
    // SQLite cannot add NOT NULL to an existing column; there the code is what never writes null.
    if (isPostgres(db)) {
      await db.schema
        .alterTable("payments")
        .alterColumn("receipt_number", (c) => c.setNotNull())
        .execute();
    }
    await createIndex(db, "payments_receipt_number_unique", "payments", "receipt_number", {
      unique: true,
    });
  },
};
