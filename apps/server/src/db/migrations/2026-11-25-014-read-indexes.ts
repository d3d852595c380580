import type { Migration } from "kysely";
import { createIndex } from "../migration-helpers.ts";

// Indexes for the reads that must stay cheap without a cache (issue 14), each answering one
// query shape in index order, over live payments and open enrollments only.
export const readIndexes: Migration = {
  async up(db) {
    // The payments of a month, newest first (the payments page): read in index order, no sort;
    // the amount makes it cover the page's count and sum too.
    await createIndex(
      db,
      "payments_month_list_idx",
      "payments",
      ["payment_month", "payment_date", "id", "amount"],
      { where: { deleted_at: null } },
    );
    // Who is enrolled now in a class (rosters, occupancy, class sizes).
    await createIndex(db, "enrollments_open_class_idx", "enrollments", ["class_id", "student_id"], {
      where: { ended_on: null },
    });
  },
};
