import type { Migration } from "kysely";
import { createIndex } from "../migration-helpers.ts";

// A student's enrollments with what billing asks of each (class, start, end), read from the
// index alone: whether she is enrolled now (the dashboard's counts) and which months she owes
// (the unpaid months of the dashboard and the outstanding report) cost no table lookups. It
// starts with the student, so it replaces the index on the student alone.
export const enrollmentBillingIndex: Migration = {
  async up(db) {
    await createIndex(db, "enrollments_billing_idx", "enrollments", [
      "student_id",
      "class_id",
      "enrollment_date",
      "ended_on",
    ]);
    await db.schema.dropIndex("enrollments_student_idx").execute();
  },
};
