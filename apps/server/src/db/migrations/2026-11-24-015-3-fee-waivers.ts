import type { Migration } from "kysely";
import { type AnyDb, createTableWithId, notNull, references } from "../migration-helpers.ts";

// An admin's waiver of a student's late fee for one month, with its reason; never deleted, so
// the record of who forgave what stays.
export const feeWaivers: Migration = {
  async up(db: AnyDb) {
    await createTableWithId(db, "fee_waivers")
      .addColumn("student_id", "integer", references("students.id"))
      .addColumn("payment_month", "text", notNull)
      .addColumn("reason", "text", notNull)
      .addColumn("created_by", "integer", references("users.id"))
      .addColumn("created_at", "text", notNull)
      .addUniqueConstraint("fee_waivers_student_month_uq", ["student_id", "payment_month"])
      .execute();
  },
};
