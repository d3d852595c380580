import type { Kysely, Migration } from "kysely";
import { createTableWithId } from "./2026-11-23-001-initial.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// The enrollment fee (matrícula, issue 26 item 5; decision 0062). A charge is stored when the
// enrollment that causes it is created, with the amount of that day: a fee changed later does
// not rewrite a past season. `charge_id` ("student:12@2027", "guardian:9@2027") is unique, so
// two enrollments racing charge one fee. Its payment lines live beside the class payments, not
// in them: every report that groups payments by class (totals, teachers' pay) stays as it was.
// Nothing is erased: a charge or a line is voided with a reason.
export const enrollmentFees: Migration = {
  async up(db: AnyDb) {
    await (await createTableWithId(db, "enrollment_fee_charges"))
      .addColumn("charge_id", "text", (c) => c.notNull().unique())
      .addColumn("student_id", "integer", (c) => c.notNull().references("students.id"))
      .addColumn("guardian_id", "integer", (c) => c.references("guardians.id"))
      .addColumn("season", "integer", (c) => c.notNull())
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("due_date", "text", (c) => c.notNull())
      .addColumn("enrollment_id", "integer", (c) => c.references("enrollments.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("voided_at", "text")
      .addColumn("voided_by", "integer", (c) => c.references("users.id"))
      .addColumn("void_reason", "text")
      .execute();
    await db.schema
      .createIndex("enrollment_fee_charges_student_idx")
      .on("enrollment_fee_charges")
      .column("student_id")
      .execute();

    await (await createTableWithId(db, "enrollment_fee_payments"))
      .addColumn("fee_charge_id", "integer", (c) =>
        c.notNull().references("enrollment_fee_charges.id"),
      )
      .addColumn("student_id", "integer", (c) => c.notNull().references("students.id"))
      .addColumn("receipt_id", "integer", (c) => c.notNull().references("receipts.id"))
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("payment_date", "text", (c) => c.notNull())
      .addColumn("payment_method", "text", (c) => c.notNull())
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("deleted_at", "text")
      .addColumn("deleted_by", "integer", (c) => c.references("users.id"))
      .addColumn("void_reason", "text")
      .execute();
    await db.schema
      .createIndex("enrollment_fee_payments_charge_idx")
      .on("enrollment_fee_payments")
      .column("fee_charge_id")
      .execute();
    await db.schema
      .createIndex("enrollment_fee_payments_receipt_idx")
      .on("enrollment_fee_payments")
      .column("receipt_id")
      .execute();
  },
};
