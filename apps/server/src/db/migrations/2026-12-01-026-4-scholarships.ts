import type { Kysely, Migration } from "kysely";
import { createTableWithId } from "./2026-11-23-001-initial.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// Scholarships and one-off discounts per student (issue 26 item 4; decision 0063): percent or
// whole pesos a month, from a month to a month (null: open), with a reason. Never erased: ending
// one sets ended_at/ended_by/end_reason and end_month (months already charged keep it), or
// voids it (end_month null: it applies to no month).
export const scholarships: Migration = {
  async up(db: AnyDb) {
    await (await createTableWithId(db, "student_scholarships"))
      .addColumn("student_id", "integer", (c) => c.notNull().references("students.id"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("value", "integer", (c) => c.notNull())
      .addColumn("from_month", "text", (c) => c.notNull())
      .addColumn("to_month", "text")
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "integer", (c) => c.references("users.id"))
      .addColumn("ended_at", "text")
      .addColumn("ended_by", "integer", (c) => c.references("users.id"))
      .addColumn("end_reason", "text")
      // The last month an ended scholarship still applies to (the month it was ended in);
      // null on an ended one means voided: it applies to no month (entered by mistake).
      .addColumn("end_month", "text")
      .execute();
    await db.schema
      .createIndex("student_scholarships_student_idx")
      .on("student_scholarships")
      .column("student_id")
      .execute();
  },
};
