import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { fullNameSql, idIn } from "../../db/sql-fragments.ts";
import { recordsOfIds } from "../../lib/db-helpers.ts";
import { classIdsOfTeachers } from "../teachers/assignments.ts";
import { enrollmentsOfClasses } from "./enrollments.ts";

/** What a session's list shows of a student: a teacher may see no more than this (issue 27). */
export interface SessionStudentRecord {
  studentId: number;
  fullName: string;
  birthDate: string | null;
  phone: string | null;
  emergencyContactPhone: string | null;
}

/** An enrollment that covers some day of a range, with the student's session fields. */
export interface SessionEnrollment extends SessionStudentRecord {
  classId: number;
  enrollmentDate: string;
  /** Excluded: she is on the list of sessions before it. */
  endedOn: string | null;
}

/** The columns of a SessionStudentRecord, read from `students`. */
const sessionStudentColumns = (eb: ExpressionBuilder<DatabaseSchema, "students">) =>
  [
    "students.id",
    fullNameSql(eb).as("full_name"),
    "students.birth_date",
    "students.phone",
    "students.emergency_contact_phone",
  ] as const;

function toSessionStudent(row: {
  id: number;
  full_name: string;
  birth_date: string | null;
  phone: string | null;
  emergency_contact_phone: string | null;
}): SessionStudentRecord {
  return {
    studentId: row.id,
    fullName: row.full_name,
    birthDate: row.birth_date,
    phone: row.phone,
    emergencyContactPhone: row.emergency_contact_phone,
  };
}

/**
 * The enrollments of the given classes that cover any day from `from` to `to` (a past
 * session's list is who was enrolled then, not now), live students only, by student name.
 */
export const enrollmentsCovering = recordsOfIds(
  (db, classIds, from: string, to: string) =>
    enrollmentsOfClasses(db, classIds)
      .select((eb) => [
        "enrollments.class_id",
        "enrollments.enrollment_date",
        "enrollments.ended_on",
        ...sessionStudentColumns(eb),
      ])
      .where("enrollments.enrollment_date", "<=", to)
      .where((eb) =>
        eb.or([eb("enrollments.ended_on", "is", null), eb("enrollments.ended_on", ">", from)]),
      ),
  (row): SessionEnrollment => ({
    classId: row.class_id,
    enrollmentDate: row.enrollment_date,
    endedOn: row.ended_on,
    ...toSessionStudent(row),
  }),
);

/** Whether an enrollment puts its student on the list of a session on `date`. */
export const coversDate = (
  e: Pick<SessionEnrollment, "enrollmentDate" | "endedOn">,
  date: string,
) => e.enrollmentDate <= date && (e.endedOn === null || date < e.endedOn);

/** Live students by id, with their session fields. */
export const sessionStudentsByIds = recordsOfIds(
  (db, ids) =>
    db
      .selectFrom("students")
      .select(sessionStudentColumns)
      .where(idIn(db, "students.id", [...new Set(ids)]))
      .where("students.deleted_at", "is", null),
  toSessionStudent,
);

/** The live classes a teacher is assigned to now (her classes, issue 27), in name order. */
export async function classIdsTaughtNowBy(db: Database, teacherId: number): Promise<number[]> {
  const assigned = await classIdsOfTeachers(db, [teacherId]);
  return [...new Set(assigned.map((a) => a.classId))];
}

/** The ids of the live classes that hold sessions (status active). */
export async function activeClassIds(db: Database): Promise<number[]> {
  const rows = await db
    .selectFrom("classes")
    .select("id")
    .where("deleted_at", "is", null)
    .where("status", "=", "active")
    .execute();
  return rows.map((r) => r.id);
}
