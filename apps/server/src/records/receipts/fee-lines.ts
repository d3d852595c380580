import type { Database } from "../../db/database.ts";
import { fullNameSql } from "../../db/sql-fragments.ts";

/**
 * Enrollment fee lines (issue 26) with what every reader of them shows: the student's name and
 * the fee's season, voided lines included. Not run: a receipt narrows it to its ids, the cash
 * close to its day, and each selects the few columns of its own on top.
 */
export function feeLinesQuery(db: Database) {
  return db
    .selectFrom("enrollment_fee_payments as fp")
    .innerJoin("students", "students.id", "fp.student_id")
    .innerJoin("enrollment_fee_charges as fc", "fc.id", "fp.fee_charge_id")
    .select((eb) => [
      "fp.id",
      "fp.receipt_id",
      "fp.student_id",
      fullNameSql(eb).as("student_name"),
      "fc.season",
      "fp.amount",
      "fp.deleted_at",
      "fp.void_reason",
    ]);
}
