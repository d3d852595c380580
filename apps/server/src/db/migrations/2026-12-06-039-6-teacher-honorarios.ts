import type { Kysely, Migration } from "kysely";
import { createTableWithId } from "./2026-11-23-001-initial.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// Teachers' boletas de honorarios (issue 39.7, decision 0078). A teacher's RUT (the DJ 1879
// names each person by it), and one row per teacher and month once the studio paid her: the
// boleta's number, the payment date and the figures paid then (gross, rate, retention), kept
// as facts: a later change of the compensation or the rate never rewrites what was paid.
export const teacherHonorarios: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("teachers").addColumn("rut", "text").execute();
    await (await createTableWithId(db, "teacher_honorarios"))
      .addColumn("teacher_id", "integer", (c) => c.notNull().references("teachers.id"))
      .addColumn("month", "text", (c) => c.notNull())
      .addColumn("boleta_number", "text", (c) => c.notNull())
      .addColumn("paid_on", "text", (c) => c.notNull())
      .addColumn("gross", "integer", (c) => c.notNull())
      .addColumn("basis_points", "integer", (c) => c.notNull())
      .addColumn("retention", "integer", (c) => c.notNull())
      .addColumn("recorded_by", "integer", (c) => c.references("users.id"))
      .addColumn("recorded_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("teacher_honorarios_teacher_month_key", ["teacher_id", "month"])
      .execute();
    await db.schema
      .createIndex("teacher_honorarios_paid_on_idx")
      .on("teacher_honorarios")
      .column("paid_on")
      .execute();
  },
};
