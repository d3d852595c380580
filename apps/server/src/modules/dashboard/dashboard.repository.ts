import type { DateRange } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { fullNameSql } from "../payments/payments.repository.ts";

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

export async function countLiveTeachers(db: Database): Promise<number> {
  const row = await db
    .selectFrom("teachers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Revenue of payments dated in a period and in the period before it, in one grouped query. */
export async function revenueOfPeriods(
  db: Database,
  current: DateRange,
  previous: DateRange,
): Promise<{ current: number; previous: number }> {
  const row = await db
    .selectFrom("payments")
    .select((eb) => {
      const within = (range: DateRange) =>
        eb.fn.sum<number>(
          eb
            .case()
            .when(
              eb.and([eb("payment_date", ">=", range.start), eb("payment_date", "<=", range.end)]),
            )
            .then(eb.ref("amount"))
            .else(0)
            .end(),
        );
      return [within(current).as("current"), within(previous).as("previous")];
    })
    .where("deleted_at", "is", null)
    // The previous period ends the day before the current one starts: one span covers both.
    .where("payment_date", ">=", previous.start)
    .where("payment_date", "<=", current.end)
    .executeTakeFirstOrThrow();
  return { current: Number(row.current ?? 0), previous: Number(row.previous ?? 0) };
}

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

/** Every non-deleted class with its capacity and how many live students hold an open enrollment. */
export async function classOccupancy(db: Database) {
  const rows = await db
    .selectFrom("classes")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("enrollments")
          .innerJoin("students", "students.id", "enrollments.student_id")
          .select((sub) => [
            "enrollments.class_id",
            sub.fn.count<number>("enrollments.student_id").distinct().as("students"),
          ])
          .where("enrollments.ended_on", "is", null)
          .where("students.deleted_at", "is", null)
          .groupBy("enrollments.class_id")
          .as("open"),
      (join) => join.onRef("open.class_id", "=", "classes.id"),
    )
    .select(["classes.id", "classes.name", "classes.max_students", "open.students"])
    .where("classes.deleted_at", "is", null)
    .orderBy("classes.name")
    .orderBy("classes.id")
    .execute();
  return rows.map((r) => ({
    classId: r.id,
    className: r.name,
    maxStudents: r.max_students,
    studentCount: Number(r.students ?? 0),
  }));
}
