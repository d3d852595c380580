import type { Kysely, Migration } from "kysely";
import { createTableWithId } from "./2026-11-23-001-initial.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// An admin's waiver of a student's late fee for one month, with its reason; never deleted, so
// the record of who forgave what stays.
export const feeWaivers: Migration = {
  async up(db: AnyDb) {
    await (await createTableWithId(db, "fee_waivers"))
      .addColumn("student_id", "integer", (c) => c.notNull().references("students.id"))
      .addColumn("payment_month", "text", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("fee_waivers_student_month_uq", ["student_id", "payment_month"])
      .execute();
  },
};
