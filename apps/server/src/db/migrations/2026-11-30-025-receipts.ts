import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../database.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

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
  async up(db: AnyDb) {
    const postgres = isPostgres(db);
    await db.schema
      .createTable("receipts")
      .addColumn("id", postgres ? sql`serial` : sql`integer`, (c) => {
        const pk = c.primaryKey();
        return postgres ? pk : pk.autoIncrement();
      })
      .addColumn("number", "integer", (c) => c.notNull().unique())
      .addColumn("payment_date", "text", (c) => c.notNull())
      .addColumn("payment_method", "text", (c) => c.notNull())
      .addColumn("total", postgres ? "bigint" : "integer", (c) => c.notNull())
      .addColumn("notes", "text")
      .addColumn("tax_document_number", "text")
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable("payments")
      .addColumn("receipt_id", "integer", (c) => c.references("receipts.id"))
      .execute();
    await db.schema.alterTable("payments").addColumn("void_reason", "text").execute();

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
    await db.schema
      .createIndex("payments_receipt_idx")
      .on("payments")
      .column("receipt_id")
      .execute();
    await db.schema
      .createIndex("receipts_date_idx")
      .on("receipts")
      .column("payment_date")
      .execute();
  },
};
