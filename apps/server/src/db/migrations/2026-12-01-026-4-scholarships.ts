import type { Migration } from "kysely";
import { column, createIndex, tableWithId } from "../migration-helpers.ts";

// Scholarships and one-off discounts per student (issue 26 item 4; decision 0063): percent or
// whole pesos a month, from a month to a month (null: open), with a reason. Never erased: ending
// one sets ended_at/ended_by/end_reason and end_month (months already charged keep it), or
// voids it (end_month null: it applies to no month).
export const scholarships: Migration = {
  async up(db) {
    await tableWithId(db, "student_scholarships")
      .addColumn("student_id", "integer", column.references("students.id"))
      .addColumn("kind", "text", column.notNull)
      .addColumn("value", "integer", column.notNull)
      .addColumn("from_month", "text", column.notNull)
      .addColumn("to_month", "text")
      .addColumn("reason", "text", column.notNull)
      .addColumn("created_at", "text", column.notNull)
      .addColumn("created_by", "integer", column.optionalReference("users.id"))
      .addColumn("ended_at", "text")
      .addColumn("ended_by", "integer", column.optionalReference("users.id"))
      .addColumn("end_reason", "text")
      // The last month an ended scholarship still applies to (the month it was ended in);
      // null on an ended one means voided: it applies to no month (entered by mistake).
      .addColumn("end_month", "text")
      .execute();
    await createIndex(db, "student_scholarships_student_idx", "student_scholarships", "student_id");
  },
};
