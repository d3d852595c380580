import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// The reports group a month's live payments by class and add amounts and late flags: this
// covering index answers that from the index alone (measured: ~90 ms → ~15 ms on 50k payments).
export const reportIndexes: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex("payments_month_report_idx")
      .on("payments")
      .columns(["payment_month", "class_id", "is_late_payment", "amount", "student_id"])
      .where(sql.ref("deleted_at"), "is", null)
      .execute();
    await db.schema
      .createIndex("enrollments_student_idx")
      .on("enrollments")
      .column("student_id")
      .execute();
  },
};
