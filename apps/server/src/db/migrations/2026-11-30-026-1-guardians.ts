import type { Migration } from "kysely";
import { column, createIndex, recordTimestamps, tableWithId } from "../migration-helpers.ts";

// Guardians (apoderados) and which students each one is responsible for (issue 26). No
// existing student gets one: adults stay their own payers, and the dashboard lists the minors
// who still have none.
export const guardians: Migration = {
  async up(db) {
    await tableWithId(db, "guardians")
      .addColumn("full_name", "text", column.notNull)
      .addColumn("rut", "text")
      .addColumn("phone", "text", column.notNull)
      .addColumn("email", "text")
      .addColumn("address", "text")
      .addColumn("search_text", "text", column.notNull)
      .addColumn("sort_key", "text", column.notNull)
      .$call(recordTimestamps)
      .execute();
    // One live guardian per RUT: the same parent typed twice would split a family in two.
    await createIndex(db, "guardians_rut_live_idx", "guardians", "rut", {
      unique: true,
      where: { deleted_at: null },
    });
    await createIndex(db, "guardians_sort_idx", "guardians", ["deleted_at", "sort_key", "id"]);

    // A link is not money: removing a guardian from a student deletes the row (the audit log
    // keeps who did it). The primary key reads a student's guardians; the second index a
    // guardian's students.
    await db.schema
      .createTable("student_guardians")
      .addColumn("student_id", "integer", column.references("students.id"))
      .addColumn("guardian_id", "integer", column.references("guardians.id"))
      .addColumn("relationship", "text", column.notNull)
      .addColumn("is_payer", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", column.notNull)
      .addPrimaryKeyConstraint("student_guardians_pk", ["student_id", "guardian_id"])
      .execute();
    await createIndex(db, "student_guardians_guardian_idx", "student_guardians", [
      "guardian_id",
      "student_id",
    ]);
    // At most one paying guardian per student, whatever two requests do at once.
    await createIndex(db, "student_guardians_one_payer_idx", "student_guardians", "student_id", {
      unique: true,
      where: { is_payer: 1 },
    });
  },
};
