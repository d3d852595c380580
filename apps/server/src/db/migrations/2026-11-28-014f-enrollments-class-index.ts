import type { Migration } from "kysely";
import { createIndex } from "../migration-helpers.ts";

export const enrollmentsClassIndex: Migration = {
  async up(db) {
    // A class's enrollments, the open ones first-class: the lists and the dashboard count and
    // name the students enrolled now in a set of classes. SQLite, without statistics, chose
    // the class_id index over the partial one of open enrollments and read every enrollment's
    // row (60 classes' counts: 0.8 ms, now 0.3). With ended_on and the student in the index,
    // "class in (…) and ended_on is null" is one range per class, answered from the index.
    await db.schema.dropIndex("enrollments_class_idx").execute();
    await createIndex(db, "enrollments_class_open_idx", "enrollments", [
      "class_id",
      "ended_on",
      "student_id",
    ]);
  },
};
