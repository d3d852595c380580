import type { Database } from "../../db/database.ts";
import { fullNameSql } from "../../db/sql-fragments.ts";

/**
 * Class payment lines with what every reader of them shows: the student's and the class's
 * names (kept when either was deleted since: both are only ever soft-deleted), voided lines
 * included. Not run: the payments list and the cash close each narrow it and select the few
 * columns of their own on top, as feeLinesQuery does for the enrollment fee lines.
 */
export function classLinesQuery(db: Database) {
  return db
    .selectFrom("payments")
    .innerJoin("students", "students.id", "payments.student_id")
    .innerJoin("classes", "classes.id", "payments.class_id")
    .select((eb) => [
      "payments.id",
      "payments.receipt_id",
      "payments.receipt_number",
      "payments.student_id",
      fullNameSql(eb).as("student_name"),
      "payments.class_id",
      "classes.name as class_name",
      "payments.amount",
      "payments.payment_month",
      "payments.payment_method",
      "payments.created_at",
      "payments.deleted_at",
      "payments.void_reason",
    ]);
}
