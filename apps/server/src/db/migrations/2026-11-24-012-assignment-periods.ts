import { type Migration, sql } from "kysely";
import { column, createIndex, tableWithId } from "../migration-helpers.ts";

/**
 * Staffing becomes history (issue 12): a month's teacher pay must not change when staffing
 * changes later.
 *
 * - `class_teachers` (one row per current pair, deleted on unassign) is replaced by
 *   `teacher_assignments`: periods [assigned_from, ended_on) that are ended, never deleted.
 *   An existing pair starts at its class's first enrollment or at the date of its
 *   `assigned_at`, whichever is earlier: the pair was recorded after the class had begun.
 *   Pairs already removed (deleted teachers and classes, unassignments) cannot be recovered.
 * - `teacher_status_changes` records each teacher's owner status with the date it took
 *   effect; every teacher gets her current status from the day she was created, which the
 *   compensation rule extends to every month before it.
 */
export const assignmentPeriods: Migration = {
  async up(db) {
    await tableWithId(db, "teacher_assignments")
      .addColumn("class_id", "integer", column.references("classes.id"))
      .addColumn("teacher_id", "integer", column.references("teachers.id"))
      .addColumn("assigned_from", "text", column.notNull)
      .addColumn("ended_on", "text")
      .addColumn("assigned_at", "text", column.notNull)
      .execute();
    // At most one open period per pair: the index decides simultaneous assignments.
    await createIndex(
      db,
      "teacher_assignments_open_pair_idx",
      "teacher_assignments",
      ["class_id", "teacher_id"],
      { unique: true, where: { ended_on: null } },
    );
    await createIndex(db, "teacher_assignments_teacher_idx", "teacher_assignments", "teacher_id");

    const pairs = await db
      .selectFrom("class_teachers")
      .select(["class_id", "teacher_id", "assigned_at"])
      .execute();
    const firstEnrollments = await db
      .selectFrom("enrollments")
      .select((eb) => ["class_id", eb.fn.min("enrollment_date").as("first")])
      .groupBy("class_id")
      .execute();
    const firstByClass = new Map(firstEnrollments.map((r) => [r.class_id, String(r.first)]));
    for (const pair of pairs) {
      const recorded = String(pair.assigned_at).slice(0, 10);
      const first = firstByClass.get(pair.class_id);
      await db
        .insertInto("teacher_assignments")
        .values({
          class_id: pair.class_id,
          teacher_id: pair.teacher_id,
          assigned_from: first !== undefined && first < recorded ? first : recorded,
          ended_on: null,
          assigned_at: pair.assigned_at,
        })
        .execute();
    }
    await db.schema.dropTable("class_teachers").execute();

    await tableWithId(db, "teacher_status_changes")
      .addColumn("teacher_id", "integer", column.references("teachers.id"))
      .addColumn("effective_from", "text", column.notNull)
      .addColumn("is_studio_owner", "integer", column.notNull)
      .addColumn("recorded_at", "text", column.notNull)
      .execute();
    await createIndex(
      db,
      "teacher_status_changes_teacher_idx",
      "teacher_status_changes",
      "teacher_id",
    );
    await db
      .insertInto("teacher_status_changes")
      .columns(["teacher_id", "effective_from", "is_studio_owner", "recorded_at"])
      .expression(
        db
          .selectFrom("teachers")
          .select([
            "id",
            sql`substr(created_at, 1, 10)`.as("effective_from"),
            "is_studio_owner",
            "created_at",
          ]),
      )
      .execute();
  },
};
