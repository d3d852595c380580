import type { Migration } from "kysely";
import { addColumn, column, createIndex, tableWithId } from "../migration-helpers.ts";

// Teachers' boletas de honorarios (issue 39.7, decision 0078). A teacher's RUT (the DJ 1879
// names each person by it), and one row per teacher and month once the studio paid her: the
// boleta's number, the payment date and the figures paid then (gross, rate, retention), kept
// as facts: a later change of the compensation or the rate never rewrites what was paid.
export const teacherHonorarios: Migration = {
  async up(db) {
    await addColumn(db, "teachers", "rut", "text");
    await tableWithId(db, "teacher_honorarios")
      .addColumn("teacher_id", "integer", column.references("teachers.id"))
      .addColumn("month", "text", column.notNull)
      .addColumn("boleta_number", "text", column.notNull)
      .addColumn("paid_on", "text", column.notNull)
      .addColumn("gross", "integer", column.notNull)
      .addColumn("basis_points", "integer", column.notNull)
      .addColumn("retention", "integer", column.notNull)
      .addColumn("recorded_by", "integer", column.optionalReference("users.id"))
      .addColumn("recorded_at", "text", column.notNull)
      .addColumn("updated_at", "text", column.notNull)
      .addUniqueConstraint("teacher_honorarios_teacher_month_key", ["teacher_id", "month"])
      .execute();
    await createIndex(db, "teacher_honorarios_paid_on_idx", "teacher_honorarios", "paid_on");
  },
};
