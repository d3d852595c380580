import { type Kysely, type Migration, sql } from "kysely";
import { createTableWithId } from "./2026-11-23-001-initial.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// Guardians (apoderados) and which students each one is responsible for (issue 26). No
// existing student gets one: adults stay their own payers, and the dashboard lists the minors
// who still have none.
export const guardians: Migration = {
  async up(db: AnyDb) {
    await (await createTableWithId(db, "guardians"))
      .addColumn("full_name", "text", (c) => c.notNull())
      .addColumn("rut", "text")
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("email", "text")
      .addColumn("address", "text")
      .addColumn("search_text", "text", (c) => c.notNull())
      .addColumn("sort_key", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("deleted_at", "text")
      .execute();
    // One live guardian per RUT: the same parent typed twice would split a family in two.
    await db.schema
      .createIndex("guardians_rut_live_idx")
      .on("guardians")
      .column("rut")
      .unique()
      .where(sql.ref("deleted_at"), "is", null)
      .execute();
    await db.schema
      .createIndex("guardians_sort_idx")
      .on("guardians")
      .columns(["deleted_at", "sort_key", "id"])
      .execute();

    // A link is not money: removing a guardian from a student deletes the row (the audit log
    // keeps who did it). The primary key reads a student's guardians; the second index a
    // guardian's students.
    await db.schema
      .createTable("student_guardians")
      .addColumn("student_id", "integer", (c) => c.notNull().references("students.id"))
      .addColumn("guardian_id", "integer", (c) => c.notNull().references("guardians.id"))
      .addColumn("relationship", "text", (c) => c.notNull())
      .addColumn("is_payer", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("student_guardians_pk", ["student_id", "guardian_id"])
      .execute();
    await db.schema
      .createIndex("student_guardians_guardian_idx")
      .on("student_guardians")
      .columns(["guardian_id", "student_id"])
      .execute();
    // At most one paying guardian per student, whatever two requests do at once.
    await db.schema
      .createIndex("student_guardians_one_payer_idx")
      .on("student_guardians")
      .column("student_id")
      .unique()
      .where(sql.ref("is_payer"), "=", 1)
      .execute();
  },
};
