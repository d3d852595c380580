import type { Migration } from "kysely";
import { column, tableWithId } from "../migration-helpers.ts";

// An admin's waiver of a student's late fee for one month, with its reason; never deleted, so
// the record of who forgave what stays.
export const feeWaivers: Migration = {
  async up(db) {
    await tableWithId(db, "fee_waivers")
      .addColumn("student_id", "integer", column.references("students.id"))
      .addColumn("payment_month", "text", column.notNull)
      .addColumn("reason", "text", column.notNull)
      .addColumn("created_by", "integer", column.references("users.id"))
      .addColumn("created_at", "text", column.notNull)
      .addUniqueConstraint("fee_waivers_student_month_uq", ["student_id", "payment_month"])
      .execute();
  },
};
