import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

export const enrollmentsClassIndex: Migration = {
  async up(db: AnyDb) {
    // A class's enrollments, the open ones first-class: the lists and the dashboard count and
    // name the students enrolled now in a set of classes. SQLite, without statistics, chose
    // the class_id index over the partial one of open enrollments and read every enrollment's
    // row (60 classes' counts: 0.8 ms, now 0.3). With ended_on and the student in the index,
    // "class in (…) and ended_on is null" is one range per class, answered from the index.
    await db.schema.dropIndex("enrollments_class_idx").execute();
    await db.schema
      .createIndex("enrollments_class_open_idx")
      .on("enrollments")
      .columns(["class_id", "ended_on", "student_id"])
      .execute();
  },
};
