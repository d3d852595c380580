import type { AssignmentPeriod } from "@nova/domain";
import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { byteOrder, idIn } from "../../db/sql-fragments.ts";
import { recordsOfIds } from "../../lib/db-helpers.ts";

/** A teacher assigned to a class, with what the class pages show of her. */
interface AssignmentRecord {
  classId: number;
  teacherId: number;
  firstName: string;
  lastName: string;
  isStudioOwner: boolean;
  /** The first day of her current period. */
  assignedFrom: string;
}

/**
 * The current assignments (open periods) of the given classes with the teachers' names,
 * ordered by teacher name. Deleting a teacher ends her periods, so only live teachers appear.
 */
export const assignmentsOfClasses = recordsOfIds(
  (db, classIds) =>
    db
      .selectFrom("teacher_assignments")
      .innerJoin("teachers", "teachers.id", "teacher_assignments.teacher_id")
      .select([
        "teacher_assignments.class_id",
        "teacher_assignments.teacher_id",
        "teacher_assignments.assigned_from",
        "teachers.first_name",
        "teachers.last_name",
        "teachers.is_studio_owner",
      ])
      .where(idIn(db, "teacher_assignments.class_id", classIds))
      .where("teacher_assignments.ended_on", "is", null)
      .where("teachers.deleted_at", "is", null)
      .orderBy(byteOrder(db, "teachers.sort_key"))
      .orderBy("teachers.id"),
  (row): AssignmentRecord => ({
    classId: row.class_id,
    teacherId: row.teacher_id,
    firstName: row.first_name,
    lastName: row.last_name,
    isStudioOwner: row.is_studio_owner === 1,
    assignedFrom: row.assigned_from,
  }),
);

/**
 * Assignment periods, ended ones included: every one of the studio (reports), or with
 * `classesTaughtBy` those of every class any of these teachers ever taught (a month's pay is
 * split among the teachers who taught the class in that month).
 */
export async function assignmentPeriods(
  db: Database,
  only?: { classesTaughtBy: readonly number[] },
): Promise<AssignmentPeriod[]> {
  if (only?.classesTaughtBy.length === 0) return [];
  let query = db
    .selectFrom("teacher_assignments")
    .select(["class_id", "teacher_id", "assigned_from", "ended_on"]);
  if (only) query = query.where("class_id", "in", classesEverTaughtBy(db, only.classesTaughtBy));
  const rows = await query.execute();
  return rows.map(toPeriod);
}

const toPeriod = (row: {
  class_id: number;
  teacher_id: number;
  assigned_from: string;
  ended_on: string | null;
}): AssignmentPeriod => ({
  classId: row.class_id,
  teacherId: row.teacher_id,
  from: row.assigned_from,
  endedOn: row.ended_on,
});

/** The ids of the classes any of the given teachers ever taught, as a subquery (not run). */
export function classesEverTaughtBy(db: Database, teacherIds: readonly number[]) {
  return db
    .selectFrom("teacher_assignments as taught")
    .select("taught.class_id")
    .where(idIn(db, "taught.teacher_id", teacherIds));
}

/** The live classes each of the given teachers is assigned to now, with since when. */
export const classIdsOfTeachers = recordsOfIds(
  (db, teacherIds) =>
    db
      .selectFrom("teacher_assignments")
      .innerJoin("classes", "classes.id", "teacher_assignments.class_id")
      .select([
        "teacher_assignments.teacher_id",
        "teacher_assignments.class_id",
        "teacher_assignments.assigned_from",
      ])
      .where(idIn(db, "teacher_assignments.teacher_id", teacherIds))
      .where("teacher_assignments.ended_on", "is", null)
      .where("classes.deleted_at", "is", null)
      .orderBy(byteOrder(db, "classes.search_text"))
      .orderBy("classes.id"),
  (row): { teacherId: number; classId: number; assignedFrom: string } => ({
    teacherId: row.teacher_id,
    classId: row.class_id,
    assignedFrom: row.assigned_from,
  }),
);

/** The pair's latest period: the open one, or the one that ended last. */
export async function latestPeriod(db: Database, teacherId: number, classId: number) {
  const row = await db
    .selectFrom("teacher_assignments")
    .select(["id", "assigned_from", "ended_on"])
    .where("teacher_id", "=", teacherId)
    .where("class_id", "=", classId)
    // An open period (ended_on null) sorts first through the coalesce.
    .orderBy(sql`coalesce(ended_on, '9999-12-31')`, "desc")
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, from: row.assigned_from, endedOn: row.ended_on };
}

export async function insertAssignment(
  db: Database,
  a: { teacherId: number; classId: number; from: string; at: string },
): Promise<void> {
  await db
    .insertInto("teacher_assignments")
    .values({
      teacher_id: a.teacherId,
      class_id: a.classId,
      assigned_from: a.from,
      ended_on: null,
      assigned_at: a.at,
    })
    .execute();
}

/**
 * Ends the open periods of a pair, of a teacher or of a class on `endedOn` (a period that
 * started later ends where it started: it covered no day) and returns the periods ended, so the
 * caller can tell "nothing to end" (another request got there first) and the audit row can
 * list them. The update is conditional on the period being open, so of two simultaneous
 * requests only one ends it, on both engines.
 */
export async function endAssignments(
  db: Database,
  by: { teacherId: number; classId: number } | { teacherId: number } | { classId: number },
  endedOn: string,
): Promise<AssignmentPeriod[]> {
  let query = db
    .updateTable("teacher_assignments")
    .set({
      ended_on: sql<string>`case when assigned_from > ${endedOn} then assigned_from else ${endedOn} end`,
    })
    .where("ended_on", "is", null);
  if ("teacherId" in by) query = query.where("teacher_id", "=", by.teacherId);
  if ("classId" in by) query = query.where("class_id", "=", by.classId);
  const rows = await query
    .returning(["teacher_id", "class_id", "assigned_from", "ended_on"])
    .execute();
  return rows.map(toPeriod);
}
