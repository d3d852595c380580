import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../database.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

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
  async up(db: AnyDb) {
    const postgres = isPostgres(db);
    const id = postgres ? sql`serial` : sql`integer`;
    const withId = (name: string) =>
      db.schema.createTable(name).addColumn("id", id, (c) => {
        const pk = c.primaryKey();
        return postgres ? pk : pk.autoIncrement();
      });

    await withId("teacher_assignments")
      .addColumn("class_id", "integer", (c) => c.notNull().references("classes.id"))
      .addColumn("teacher_id", "integer", (c) => c.notNull().references("teachers.id"))
      .addColumn("assigned_from", "text", (c) => c.notNull())
      .addColumn("ended_on", "text")
      .addColumn("assigned_at", "text", (c) => c.notNull())
      .execute();
    // At most one open period per pair: the index decides simultaneous assignments.
    await db.schema
      .createIndex("teacher_assignments_open_pair_idx")
      .on("teacher_assignments")
      .columns(["class_id", "teacher_id"])
      .unique()
      .where(sql.ref("ended_on"), "is", null)
      .execute();
    await db.schema
      .createIndex("teacher_assignments_teacher_idx")
      .on("teacher_assignments")
      .column("teacher_id")
      .execute();

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

    await withId("teacher_status_changes")
      .addColumn("teacher_id", "integer", (c) => c.notNull().references("teachers.id"))
      .addColumn("effective_from", "text", (c) => c.notNull())
      .addColumn("is_studio_owner", "integer", (c) => c.notNull())
      .addColumn("recorded_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("teacher_status_changes_teacher_idx")
      .on("teacher_status_changes")
      .column("teacher_id")
      .execute();
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
