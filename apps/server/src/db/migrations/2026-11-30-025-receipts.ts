import { type Migration, sql } from "kysely";
import { isPostgres } from "../database.ts";
import { addColumn, column, createIndex, tableWithId } from "../migration-helpers.ts";

// Issue 25: one receipt per payment the receptionist takes, its payments (the SPEC's entity)
// become the receipt's lines.
// - receipts: the number (one gapless studio-wide sequence, the counter of migration 010b,
//   assigned in the receipt's transaction), date, method, total, notes, the number of the tax
//   document (boleta) the studio issues elsewhere, who took it and when.
// - payments.receipt_id: the receipt a line belongs to. Every existing payment becomes a
//   receipt of its own with the same id, number, date, method and amount, so no number moves.
//   Lines of one receipt share its number, so the number is no longer unique per payment.
// - payments.void_reason: a void keeps the row (deleted_at, deleted_by) and says why.
// - The live (student, class, month) unique index goes: partial payments of a month add up.
//   A student's payments are serialised by a write lock instead (payments.service).
export const receipts: Migration = {
  async up(db) {
    const postgres = isPostgres(db);
    await tableWithId(db, "receipts")
      .addColumn("number", "integer", (c) => c.notNull().unique())
      .addColumn("payment_date", "text", column.notNull)
      .addColumn("payment_method", "text", column.notNull)
      .addColumn("total", postgres ? "bigint" : "integer", column.notNull)
      .addColumn("notes", "text")
      .addColumn("tax_document_number", "text")
      .addColumn("created_by", "integer", column.optionalReference("users.id"))
      .addColumn("created_at", "text", column.notNull)
      .execute();
    await addColumn(
      db,
      "payments",
      "receipt_id",
      "integer",
      column.optionalReference("receipts.id"),
    );
    await addColumn(db, "payments", "void_reason", "text");

    await sql`
      insert into receipts (id, number, payment_date, payment_method, total, notes, created_by, created_at)
      select id, receipt_number, payment_date, payment_method, amount, notes, created_by, created_at
      from payments`.execute(db);
    await sql`update payments set receipt_id = id`.execute(db);
    if (postgres) {
      await sql`select setval(pg_get_serial_sequence('receipts', 'id'), coalesce((select max(id) from receipts), 0) + 1, false)`.execute(
        db,
      );
    }

    await db.schema.dropIndex("payments_live_unique").execute();
    await db.schema.dropIndex("payments_receipt_number_unique").execute();
    await createIndex(db, "payments_receipt_idx", "payments", "receipt_id");
    await createIndex(db, "receipts_date_idx", "receipts", "payment_date");
  },
};
