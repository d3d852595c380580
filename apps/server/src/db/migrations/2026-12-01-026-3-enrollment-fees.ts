import type { Migration } from "kysely";
import { column, createIndex, tableWithId } from "../migration-helpers.ts";

// The enrollment fee (matrícula, issue 26 item 5; decision 0062). A charge is stored when the
// enrollment that causes it is created, with the amount of that day: a fee changed later does
// not rewrite a past season. `charge_id` ("student:12@2027", "guardian:9@2027") is unique, so
// two enrollments racing charge one fee. Its payment lines live beside the class payments, not
// in them: every report that groups payments by class (totals, teachers' pay) stays as it was.
// Nothing is erased: a charge or a line is voided with a reason.
export const enrollmentFees: Migration = {
  async up(db) {
    await tableWithId(db, "enrollment_fee_charges")
      .addColumn("charge_id", "text", (c) => c.notNull().unique())
      .addColumn("student_id", "integer", column.references("students.id"))
      .addColumn("guardian_id", "integer", column.optionalReference("guardians.id"))
      .addColumn("season", "integer", column.notNull)
      .addColumn("amount", "integer", column.notNull)
      .addColumn("due_date", "text", column.notNull)
      .addColumn("enrollment_id", "integer", column.optionalReference("enrollments.id"))
      .addColumn("created_at", "text", column.notNull)
      .addColumn("voided_at", "text")
      .addColumn("voided_by", "integer", column.optionalReference("users.id"))
      .addColumn("void_reason", "text")
      .execute();
    await createIndex(
      db,
      "enrollment_fee_charges_student_idx",
      "enrollment_fee_charges",
      "student_id",
    );

    await tableWithId(db, "enrollment_fee_payments")
      .addColumn("fee_charge_id", "integer", (c) =>
        c.notNull().references("enrollment_fee_charges.id"),
      )
      .addColumn("student_id", "integer", column.references("students.id"))
      .addColumn("receipt_id", "integer", column.references("receipts.id"))
      .addColumn("amount", "integer", column.notNull)
      .addColumn("payment_date", "text", column.notNull)
      .addColumn("payment_method", "text", column.notNull)
      .addColumn("created_by", "integer", column.optionalReference("users.id"))
      .addColumn("created_at", "text", column.notNull)
      .addColumn("deleted_at", "text")
      .addColumn("deleted_by", "integer", column.optionalReference("users.id"))
      .addColumn("void_reason", "text")
      .execute();
    await createIndex(
      db,
      "enrollment_fee_payments_charge_idx",
      "enrollment_fee_payments",
      "fee_charge_id",
    );
    await createIndex(
      db,
      "enrollment_fee_payments_receipt_idx",
      "enrollment_fee_payments",
      "receipt_id",
    );
  },
};
