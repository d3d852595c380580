import type { Database } from "../../db/database.ts";
import { byteOrder } from "../../lib/db-helpers.ts";

/** A teacher assigned to a class, with what the class pages show of her. */
export interface AssignmentRecord {
  classId: number;
  teacherId: number;
  firstName: string;
  lastName: string;
  isStudioOwner: boolean;
  assignedAt: string;
}

/**
 * The assignments of the given classes with the teachers' names, ordered by teacher name.
 * Deleting a teacher removes her rows, so only live teachers appear.
 */
export async function assignmentsOfClasses(
  db: Database,
  classIds: readonly number[],
): Promise<AssignmentRecord[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectFrom("class_teachers")
    .innerJoin("teachers", "teachers.id", "class_teachers.teacher_id")
    .select([
      "class_teachers.class_id",
      "class_teachers.teacher_id",
      "class_teachers.assigned_at",
      "teachers.first_name",
      "teachers.last_name",
      "teachers.is_studio_owner",
    ])
    .where("class_teachers.class_id", "in", classIds)
    .where("teachers.deleted_at", "is", null)
    .orderBy(byteOrder(db, "teachers.sort_key"))
    .orderBy("teachers.id")
    .execute();
  return rows.map((row) => ({
    classId: row.class_id,
    teacherId: row.teacher_id,
    firstName: row.first_name,
    lastName: row.last_name,
    isStudioOwner: row.is_studio_owner === 1,
    assignedAt: row.assigned_at,
  }));
}

/** Ids of the live classes each of the given teachers is assigned to. */
export async function classIdsOfTeachers(
  db: Database,
  teacherIds: readonly number[],
): Promise<{ teacherId: number; classId: number }[]> {
  if (teacherIds.length === 0) return [];
  const rows = await db
    .selectFrom("class_teachers")
    .innerJoin("classes", "classes.id", "class_teachers.class_id")
    .select(["class_teachers.teacher_id", "class_teachers.class_id"])
    .where("class_teachers.teacher_id", "in", teacherIds)
    .where("classes.deleted_at", "is", null)
    .orderBy(byteOrder(db, "classes.search_text"))
    .orderBy("classes.id")
    .execute();
  return rows.map((row) => ({ teacherId: row.teacher_id, classId: row.class_id }));
}

/** Whether a teacher is assigned to a class. */
export async function isAssigned(db: Database, teacherId: number, classId: number) {
  const row = await db
    .selectFrom("class_teachers")
    .select("teacher_id")
    .where("teacher_id", "=", teacherId)
    .where("class_id", "=", classId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAssignment(
  db: Database,
  teacherId: number,
  classId: number,
  at: string,
): Promise<void> {
  await db
    .insertInto("class_teachers")
    .values({ teacher_id: teacherId, class_id: classId, assigned_at: at })
    .execute();
}

export async function deleteAssignment(db: Database, teacherId: number, classId: number) {
  await db
    .deleteFrom("class_teachers")
    .where("teacher_id", "=", teacherId)
    .where("class_id", "=", classId)
    .execute();
}

/**
 * Removes every assignment of a teacher or of a class (when either is deleted) and returns
 * the pairs removed, so the audit row can record them.
 */
export async function deleteAssignments(
  db: Database,
  by: { teacherId: number } | { classId: number },
): Promise<{ teacherId: number; classId: number }[]> {
  const column = "teacherId" in by ? "teacher_id" : "class_id";
  const id = "teacherId" in by ? by.teacherId : by.classId;
  const rows = await db
    .deleteFrom("class_teachers")
    .where(column, "=", id)
    .returning(["teacher_id", "class_id"])
    .execute();
  return rows.map((row) => ({ teacherId: row.teacher_id, classId: row.class_id }));
}
