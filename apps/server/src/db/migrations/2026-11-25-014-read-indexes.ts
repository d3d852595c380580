import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// Indexes for the reads that must stay cheap without a cache (issue 14), each answering one
// query shape in index order, over live payments and open enrollments only.
export const readIndexes: Migration = {
  async up(db: AnyDb) {
    // The payments of a month, newest first (the payments page): read in index order, no sort;
    // the amount makes it cover the page's count and sum too.
    await db.schema
      .createIndex("payments_month_list_idx")
      .on("payments")
      .columns(["payment_month", "payment_date", "id", "amount"])
      .where(sql.ref("deleted_at"), "is", null)
      .execute();
    // Who is enrolled now in a class (rosters, occupancy, class sizes).
    await db.schema
      .createIndex("enrollments_open_class_idx")
      .on("enrollments")
      .columns(["class_id", "student_id"])
      .where(sql.ref("ended_on"), "is", null)
      .execute();
  },
};
