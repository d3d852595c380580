import {
  type BillingRules,
  type ClassEnrollment,
  type EnrollmentResponse,
  enrollmentEndDate,
  firstMonthTermsOf,
  groupBy,
  type StudentStatus,
} from "@nova/domain";
import { type Expression, type Selectable, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import type { EnrollmentsTable } from "../../db/schema.ts";
import { byteOrder, fullNameSql, idIn } from "../../db/sql-fragments.ts";
import { isStorableId, recordsOfIds } from "../../lib/db-helpers.ts";
import { rowCount } from "../system/row-count.ts";

/** One enrollment of a student in a class; `endedOn` null while it is open. */
export type EnrollmentRecord = Omit<EnrollmentResponse, "className" | "isActive">;

/** An enrollment with the name of its class (kept for deleted classes: it is history). */
export type EnrollmentWithClass = Omit<EnrollmentResponse, "isActive">;

/** An open enrollment with the student's data, for class rosters and teacher pages. */
export interface RosterEntry {
  enrollmentId: number;
  classId: number;
  enrollmentDate: string;
  notes: string | null;
  student: {
    id: number;
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    birthDate: string | null;
    status: StudentStatus;
  };
}

const enrollmentColumns = [
  "enrollments.id",
  "enrollments.student_id",
  "enrollments.class_id",
  "enrollments.enrollment_date",
  "enrollments.ended_on",
  "enrollments.notes",
] as const;

type EnrollmentRow = Pick<
  Selectable<EnrollmentsTable>,
  "id" | "student_id" | "class_id" | "enrollment_date" | "ended_on" | "notes"
>;

const toEnrollment = (row: EnrollmentRow): EnrollmentRecord => ({
  id: row.id,
  studentId: row.student_id,
  classId: row.class_id,
  enrollmentDate: row.enrollment_date,
  endedOn: row.ended_on,
  notes: row.notes,
});

/** Every enrollment, open or ended, of the given students (one query for a whole page). */
export const enrollmentsOfStudents = recordsOfIds(
  (db, studentIds) =>
    db
      .selectFrom("enrollments")
      .select(enrollmentColumns)
      .where(idIn(db, "student_id", studentIds))
      .orderBy("enrollment_date")
      .orderBy("id"),
  toEnrollment,
);

/** A student's enrollment history with class names, newest first. */
export async function enrollmentHistory(
  db: Database,
  studentId: number,
): Promise<EnrollmentWithClass[]> {
  const rows = await db
    .selectFrom("enrollments")
    .innerJoin("classes", "classes.id", "enrollments.class_id")
    .select([...enrollmentColumns, "classes.name as class_name"])
    .where("enrollments.student_id", "=", studentId)
    .orderBy("enrollments.enrollment_date", "desc")
    .orderBy("enrollments.id", "desc")
    .execute();
  return rows.map((row) => ({ ...toEnrollment(row), className: row.class_name }));
}

/** The open enrollment of a student in a class, if any. */
export async function findOpenEnrollment(
  db: Database,
  studentId: number,
  classId: number,
): Promise<EnrollmentRecord | undefined> {
  const row = await db
    .selectFrom("enrollments")
    .select(enrollmentColumns)
    .where("student_id", "=", studentId)
    .where("class_id", "=", classId)
    .where("ended_on", "is", null)
    .executeTakeFirst();
  return row ? toEnrollment(row) : undefined;
}

/** How many students a class has right now (open enrollments). */
export function countOpenEnrollments(db: Database, classId: number): Promise<number> {
  return rowCount(
    db.selectFrom("enrollments").where("class_id", "=", classId).where("ended_on", "is", null),
  );
}

/**
 * A new enrollment, with the first-month terms of the settings of the day it is made (issue
 * 36): a later change of the first-month policy or the rounding applies to enrollments made
 * after it, never to a first month already charged.
 */
export async function insertEnrollment(
  db: Database,
  e: { studentId: number; classId: number; enrollmentDate: string; notes: string | null },
  rules: BillingRules,
): Promise<EnrollmentRecord> {
  const terms = firstMonthTermsOf(rules);
  const row = await db
    .insertInto("enrollments")
    .values({
      student_id: e.studentId,
      class_id: e.classId,
      enrollment_date: e.enrollmentDate,
      ended_on: null,
      notes: e.notes,
      first_month_policy: terms.policy,
      first_month_free_after: terms.freeAfterDay,
      first_month_round_to: terms.roundTo,
    })
    .returning(["id", "student_id", "class_id", "enrollment_date", "ended_on", "notes"])
    .executeTakeFirstOrThrow();
  return toEnrollment(row);
}

/** The open enrollments of a student or of a class. */
export async function openEnrollmentsOf(
  db: Database,
  by: { studentId: number } | { classId: number },
): Promise<EnrollmentRecord[]> {
  const query = db
    .selectFrom("enrollments")
    .select(enrollmentColumns)
    .where("ended_on", "is", null);
  const rows = await ("studentId" in by
    ? query.where("student_id", "=", by.studentId)
    : query.where("class_id", "=", by.classId)
  ).execute();
  return rows.map(toEnrollment);
}

/**
 * Closes the given open enrollments on one day; the rows stay as history. Returns how many
 * were still open: a concurrent request that closed one first leaves it out.
 */
export async function endEnrollments(
  db: Database,
  ids: readonly number[],
  endedOn: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("enrollments")
    .set({ ended_on: endedOn })
    .where(idIn(db, "id", ids))
    .where("ended_on", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * How many live students the given classes hold now, each and together (a student in two of
 * them counts once together): what a list shows when it only counts the students. Deleted
 * students are few, so they are excluded by list.
 */
export async function openEnrollmentCounts(
  db: Database,
  classIds: readonly number[],
): Promise<{ byClass: Map<number, number>; distinctStudents: number }> {
  if (classIds.length === 0) return { byClass: new Map(), distinctStudents: 0 };
  const open = (classId: Expression<number>) =>
    db
      .selectFrom("enrollments")
      .where(classId, "in", classIds)
      .where("enrollments.ended_on", "is", null)
      .where(
        "enrollments.student_id",
        "not in",
        db.selectFrom("students").select("id").where("deleted_at", "is not", null),
      );
  const classId = sql.ref<number>("enrollments.class_id");
  const [perClass, together] = await Promise.all([
    open(classId)
      .select((eb) => ["enrollments.class_id", eb.fn.countAll<number>().as("n")])
      .groupBy("enrollments.class_id")
      .execute(),
    // Counted in student order from the open enrollments' (student, class) index, the classes
    // checked row by row: the unary plus (a no-op on the value) keeps SQLite from seeking each
    // class in the class index and sorting every student found to drop repeats (20,000
    // students: 9.6 -> 5.2 ms). PostgreSQL plans both alike.
    open(sql<number>`+${classId}`)
      .select((eb) => eb.fn.count<number>("enrollments.student_id").distinct().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    byClass: new Map(perClass.map((r) => [r.class_id, Number(r.n)])),
    distinctStudents: Number(together.n),
  };
}

/**
 * The enrollments of the given classes with their live students, by student name: what every
 * class roster reads (`enrollmentsOfClasses`), those open now (`openEnrollmentsOfClasses`).
 * A cross join with the condition in WHERE is an inner join to PostgreSQL, but SQLite takes it
 * as "enrollments first": otherwise it walks every student in name order and probes the
 * enrollments of each, several times slower for a studio of thousands.
 */
export function enrollmentsOfClasses(db: Database, classIds: readonly number[]) {
  return db
    .selectFrom("enrollments")
    .crossJoin("students")
    .whereRef("students.id", "=", "enrollments.student_id")
    .where(idIn(db, "enrollments.class_id", classIds))
    .where("students.deleted_at", "is", null)
    .orderBy(byteOrder(db, "students.sort_key"))
    .orderBy("students.id");
}

function openEnrollmentsOfClasses(db: Database, classIds: readonly number[]) {
  return enrollmentsOfClasses(db, classIds).where("enrollments.ended_on", "is", null);
}

/**
 * The students enrolled now in the given classes, only their names, ordered by student name:
 * what the class and teacher lists show (the whole studio's roster, so every column counts).
 */
export const studentsOfClasses = recordsOfIds(
  (db, classIds) =>
    // The name joined in SQL (one string a row).
    openEnrollmentsOfClasses(db, classIds).select((eb) => [
      "enrollments.class_id",
      "students.id",
      fullNameSql(eb).as("full_name"),
    ]),
  (row): { classId: number; studentId: number; fullName: string } => ({
    classId: row.class_id,
    studentId: row.id,
    fullName: row.full_name,
  }),
);

/** Open enrollments of the given classes with their students, ordered by student name. */
export const rosterOfClasses = recordsOfIds(
  (db, classIds) =>
    openEnrollmentsOfClasses(db, classIds).select([
      "enrollments.id as enrollment_id",
      "enrollments.class_id",
      "enrollments.enrollment_date",
      "enrollments.notes",
      "students.id as student_id",
      "students.first_name",
      "students.last_name",
      "students.email",
      "students.phone",
      "students.birth_date",
      "students.status",
    ]),
  (row): RosterEntry => ({
    enrollmentId: row.enrollment_id,
    classId: row.class_id,
    enrollmentDate: row.enrollment_date,
    notes: row.notes,
    student: {
      id: row.student_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      birthDate: row.birth_date,
      status: row.status,
    },
  }),
);

/**
 * Closes every open enrollment of a student or a class (when either is deleted) as of
 * `today`, keeping them as history, and returns the ids closed for the audit row. Each ends on
 * the domain's end date; enrollments sharing an end date are closed with one statement.
 */
export async function closeOpenEnrollments(
  db: Database,
  by: { studentId: number } | { classId: number },
  today: string,
): Promise<number[]> {
  const open = await openEnrollmentsOf(db, by);
  const byEndDate = groupBy(open, (e) => enrollmentEndDate(e.enrollmentDate, today));
  for (const [endedOn, enrollments] of byEndDate) {
    await endEnrollments(
      db,
      enrollments.map((e) => e.id),
      endedOn,
    );
  }
  return open.map((e) => e.id);
}

/**
 * A student's enrolled classes that still exist, with her enrollments in them (ended ones
 * included), in one query: what her unpaid months are computed from.
 */
export async function studentClassesAndEnrollments(
  db: Database,
  studentId: number,
): Promise<{
  classes: { id: number; name: string; price: number }[];
  enrollments: ClassEnrollment[];
}> {
  if (!isStorableId(studentId)) return { classes: [], enrollments: [] };
  const rows = await db
    .selectFrom("enrollments")
    .innerJoin("classes", "classes.id", "enrollments.class_id")
    .select([
      "classes.id",
      "classes.name",
      "classes.price",
      "enrollments.enrollment_date",
      "enrollments.ended_on",
    ])
    .where("enrollments.student_id", "=", studentId)
    .where("classes.deleted_at", "is", null)
    .orderBy("enrollments.enrollment_date")
    .execute();
  const classes = new Map<number, { id: number; name: string; price: number }>();
  for (const r of rows) classes.set(r.id, { id: r.id, name: r.name, price: r.price });
  return {
    classes: [...classes.values()],
    enrollments: rows.map((r) => ({
      classId: r.id,
      enrollmentDate: r.enrollment_date,
      endedOn: r.ended_on,
    })),
  };
}
