import { CONTACT_FIELDS, type DateRange, type DayOfWeek } from "@nova/domain";
import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { fullNameSql } from "../../db/sql-fragments.ts";

/**
 * How many live students there are, how many of them are active, and how many hold an open
 * enrollment in a live class. The last is read from the open-enrollment index in student order
 * (one pass, no sort): deleted classes and students are few, so they are excluded by list.
 * Also how many active minors (born after `adultCutoff`, domain adultBirthCutoff) have no
 * guardian yet (issue 26's data alert), in the same query so the dashboard's count stays fixed.
 */
export async function studentCounts(db: Database, adultCutoff: string) {
  const row = await db
    .selectFrom("students")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn
        .sum<number>(eb.case().when("students.status", "=", "active").then(1).else(0).end())
        .as("active"),
      eb
        .selectFrom((sub) =>
          sub
            .selectFrom("enrollments")
            .select("enrollments.student_id")
            .where("enrollments.ended_on", "is", null)
            .where(
              "enrollments.class_id",
              "not in",
              sub.selectFrom("classes").select("id").where("deleted_at", "is not", null),
            )
            .where(
              "enrollments.student_id",
              "not in",
              sub.selectFrom("students").select("id").where("deleted_at", "is not", null),
            )
            .groupBy("enrollments.student_id")
            .as("enrolled"),
        )
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .as("enrolled"),
      eb
        .selectFrom("students as minor")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .where("minor.deleted_at", "is", null)
        .where("minor.status", "=", "active")
        .where("minor.birth_date", ">", adultCutoff)
        .where((sub) =>
          sub.not(
            sub.exists(
              sub
                .selectFrom("student_guardians")
                .select("student_guardians.student_id")
                .whereRef("student_guardians.student_id", "=", "minor.id"),
            ),
          ),
        )
        .as("minors_without_guardian"),
      // Issue 37: two more counts of their own indexes, in this query (one round trip each
      // before): active students lacking contact data, and live teachers.
      eb
        .selectFrom("students as gap")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .where("gap.deleted_at", "is", null)
        .where("gap.status", "=", "active")
        .where(sql<boolean>`${contactGapSql} = true`)
        .as("missing_contact"),
      eb
        .selectFrom("teachers")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .where("teachers.deleted_at", "is", null)
        .as("teachers"),
    ])
    .where("students.deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    active: Number(row.active ?? 0),
    enrolled: Number(row.enrolled ?? 0),
    minorsWithoutGuardian: Number(row.minors_without_guardian ?? 0),
    missingContact: Number(row.missing_contact ?? 0),
    teachers: Number(row.teachers ?? 0),
  };
}

/** The column of each contact field (the domain's CONTACT_FIELDS). */
const CONTACT_COLUMNS = {
  email: "email",
  phone: "phone",
  emergencyContactName: "emergency_contact_name",
  emergencyContactPhone: "emergency_contact_phone",
} as const satisfies Record<(typeof CONTACT_FIELDS)[number], string>;

/**
 * Whether a student lacks contact data (domain: CONTACT_FIELDS): one of them null or only
 * spaces. Written with literals only and in the very form of students_contact_gap_idx's
 * expression, which both engines then read the count from (checked by dashboard.test.ts).
 */
export const contactGapSql = sql<boolean>`(${sql.join(
  CONTACT_FIELDS.map((field) => {
    const column = sql.ref(CONTACT_COLUMNS[field]);
    return sql`${column} is null or trim(${column}) = ''`;
  }),
  sql` or `,
)})`;

/**
 * `activeStudentsBornOn` and `openPrivacyRequestDeadlines` in one statement (issue 37): two
 * small indexed reads whose rows are told apart by `kind`.
 */
export async function birthdaysAndDeadlines(db: Database, birthdayEndings: readonly string[]) {
  const rows = await db
    .selectFrom("students")
    .select((eb) => [
      sql<number>`0`.as("kind"),
      "id",
      fullNameSql(eb).as("full_name"),
      sql<string>`birth_date`.as("day"),
    ])
    .where("deleted_at", "is", null)
    .where("status", "=", "active")
    .where(sql`substr(birth_date, 6, 5)`, "in", [...birthdayEndings])
    .unionAll(
      db
        .selectFrom("privacy_requests")
        .select([
          sql<number>`1`.as("kind"),
          "id",
          sql<string>`''`.as("full_name"),
          sql<string>`deadline`.as("day"),
        ])
        .where("status", "=", "open"),
    )
    .execute();
  return {
    bornOn: rows
      .filter((r) => Number(r.kind) === 0)
      .map((r) => ({ id: r.id, fullName: r.full_name, birthDate: r.day })),
    requestDeadlines: rows.filter((r) => Number(r.kind) === 1).map((r) => r.day),
  };
}

/** Ids of the classes that have at least one (non-deleted) teacher assigned now. */
export async function classIdsWithTeacher(db: Database): Promise<Set<number>> {
  const rows = await db
    .selectFrom("teacher_assignments")
    .innerJoin("teachers", "teachers.id", "teacher_assignments.teacher_id")
    .select("teacher_assignments.class_id")
    .where("teacher_assignments.ended_on", "is", null)
    .where("teachers.deleted_at", "is", null)
    .distinct()
    .execute();
  return new Set(rows.map((r) => r.class_id));
}

/**
 * What the dashboard reads on every request, money and the families' inbox, in one statement
 * (issue 37): the revenue of `revenueOfPeriods` and the counts of `familiesOnlineCounts`.
 */
export async function revenueAndInbox(db: Database, current: DateRange, previous: DateRange) {
  const within = (range: DateRange) =>
    db
      .selectFrom("payment_day_totals")
      .select((eb) => eb.fn.sum<number>("amount").as("amount"))
      .where("payment_date", ">=", range.start)
      .where("payment_date", "<=", range.end);
  const row = await db
    .selectNoFrom([
      within(current).as("current"),
      within(previous).as("previous"),
      openCreditsCount(db).as("open_credits"),
      pendingNoticesCount(db).as("pending_notices"),
    ])
    .executeTakeFirstOrThrow();
  return {
    revenue: { current: Number(row.current ?? 0), previous: Number(row.previous ?? 0) },
    online: {
      openOnlineCredits: Number(row.open_credits ?? 0),
      pendingTransferNotices: Number(row.pending_notices ?? 0),
    },
  };
}

const openCreditsCount = (db: Database) =>
  db
    .selectFrom("online_orders")
    .select((sub) => sub.fn.countAll<number>().as("n"))
    .where("credit_amount", ">", 0)
    .where("credit_resolved_at", "is", null);

const pendingNoticesCount = (db: Database) =>
  db
    .selectFrom("transfer_notices")
    .select((sub) => sub.fn.countAll<number>().as("n"))
    .where("status", "=", "pending");

/** The latest live payments (newest payment date first, then newest row) with the payer's name. */
export async function latestPayments(db: Database, limit: number) {
  const rows = await db
    .selectFrom("payments")
    .innerJoin("students", "students.id", "payments.student_id")
    .select((eb) => [
      "payments.id",
      fullNameSql(eb).as("student_name"),
      "payments.payment_date",
      "payments.amount",
      "payments.is_late_payment",
    ])
    .where("payments.deleted_at", "is", null)
    .orderBy("payments.payment_date", "desc")
    .orderBy("payments.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    studentName: r.student_name,
    paymentDate: r.payment_date,
    amount: r.amount,
    isLatePayment: r.is_late_payment === 1,
  }));
}

/**
 * Every non-deleted class with its price, status, capacity and how many live students hold an
 * open enrollment, by name.
 */
export async function classOccupancy(db: Database) {
  const rows = await occupancyQuery(db).execute();
  return rows.map(toOccupancy);
}

/**
 * `classOccupancy` and each class's weekly schedule in one query (issue 37): a row per class
 * and schedule, a class without schedule once.
 */
export async function classesWithSchedules(db: Database) {
  const rows = await occupancyQuery(db)
    .leftJoin("class_schedules", "class_schedules.class_id", "classes.id")
    .select([
      "class_schedules.id as schedule_id",
      "class_schedules.day_of_week",
      "class_schedules.start_hour",
      "class_schedules.start_minute",
    ])
    .orderBy("class_schedules.id")
    .execute();
  const classes = new Map<number, ReturnType<typeof toOccupancy>>();
  const schedules: {
    classId: number;
    dayOfWeek: DayOfWeek;
    startHour: number;
    startMinute: number;
  }[] = [];
  for (const r of rows) {
    if (!classes.has(r.id)) classes.set(r.id, toOccupancy(r));
    if (
      r.schedule_id !== null &&
      r.day_of_week !== null &&
      r.start_hour !== null &&
      r.start_minute !== null
    ) {
      schedules.push({
        classId: r.id,
        // Stored only through the class schema, which accepts MONDAY..SUNDAY.
        dayOfWeek: r.day_of_week as DayOfWeek,
        startHour: r.start_hour,
        startMinute: r.start_minute,
      });
    }
  }
  return { classes: [...classes.values()], schedules };
}

function occupancyQuery(db: Database) {
  // One grouped pass over the open enrollments, deleted students (few) excluded by list: a
  // student holds at most one open enrollment per class (enrollments_open_unique), so no
  // distinct. A count per class in a subquery had PostgreSQL scan the students once per class.
  // Materialized: without statistics PostgreSQL joined the classes to the grouped subquery by
  // a nested loop that grouped the enrollments again for every class (16 ms instead of 2); a
  // materialized table of a few dozen counts is read again instead.
  return db
    .with(
      (cte) => cte("open").materialized(),
      (qb) =>
        qb
          .selectFrom("enrollments")
          .select((sub) => ["enrollments.class_id", sub.fn.countAll<number>().as("students")])
          .where("enrollments.ended_on", "is", null)
          .where(
            "enrollments.student_id",
            "not in",
            qb.selectFrom("students").select("id").where("deleted_at", "is not", null),
          )
          .groupBy("enrollments.class_id"),
    )
    .selectFrom("classes")
    .leftJoin("open", "open.class_id", "classes.id")
    .select([
      "classes.id",
      "classes.name",
      "classes.price",
      "classes.status",
      "classes.max_students",
      "open.students",
    ])
    .where("classes.deleted_at", "is", null)
    .orderBy("classes.name")
    .orderBy("classes.id");
}

function toOccupancy(r: {
  id: number;
  name: string;
  price: number;
  status: "active" | "scheduled" | "cancelled" | "completed";
  max_students: number;
  students: number | string | bigint | null;
}) {
  return {
    classId: r.id,
    className: r.name,
    price: r.price,
    status: r.status,
    maxStudents: r.max_students,
    studentCount: Number(r.students ?? 0),
  };
}
