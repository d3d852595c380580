import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { fullNameSql, idIn } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { type HistoryRow, splitHistory, teacherHistory } from "../teachers/teacher-rates.ts";
import { TERMS_COLUMNS, termsOf } from "./ledger-facts.ts";

// Every loader here reads one table (or one join) in one query, whatever the size of the studio:
// reports and the dashboard are computed from these facts by the domain package, never with a
// query per student, class or enrollment.

/** Every class, deleted ones included: payments of a deleted class still pay its teachers. */
export async function loadClassNames(db: Database) {
  return db.selectFrom("classes").select(["id", "name"]).orderBy("id").execute();
}

/**
 * Every teacher, deleted ones flagged (a teacher deleted later is still paid for past months),
 * with her owner-status changes and her pay-rate periods: one row per teacher and change or
 * period, in one query (the two histories are read as one list, told apart by `kind`).
 */
export async function loadTeachers(db: Database) {
  const rows = await db
    .selectFrom("teachers")
    .leftJoin(teacherHistory(db).as("history"), "history.teacher_id", "teachers.id")
    .select((eb) => [
      "teachers.id",
      sql<string>`${eb.ref("teachers.first_name")} || ' ' || ${eb.ref("teachers.last_name")}`.as(
        "full_name",
      ),
      "teachers.is_studio_owner",
      "teachers.deleted_at",
      "history.effective_from",
      sql<number | null>`${eb.ref("history.kind")}`.as("kind"),
      sql<number | null>`${eb.ref("history.value")}`.as("value"),
    ])
    .orderBy("teachers.sort_key")
    .orderBy("teachers.id")
    // Changes in the order recorded: of two on one day, the later one holds.
    .orderBy("history.kind")
    .orderBy("history.id")
    .execute();
  const teachers = new Map<
    number,
    { id: number; name: string; isStudioOwner: boolean; deleted: boolean }
  >();
  const history: HistoryRow[] = [];
  for (const r of rows) {
    teachers.set(r.id, {
      id: r.id,
      name: r.full_name,
      isStudioOwner: r.is_studio_owner === 1,
      deleted: r.deleted_at !== null,
    });
    if (r.effective_from === null || r.kind === null || r.value === null) continue;
    history.push({ teacherId: r.id, from: r.effective_from, kind: r.kind, value: r.value });
  }
  return { teachers: [...teachers.values()], ...splitHistory(history) };
}

/**
 * Live payments of a month with the payer's name (for compensation's students who paid), of
 * the given classes only when `classIds` is given, in no particular order.
 */
export async function loadMonthPayments(db: Database, month: string, classIds?: readonly number[]) {
  if (classIds?.length === 0) return [];
  let query = db
    .selectFrom("payments")
    .innerJoin("students", "students.id", "payments.student_id")
    // Named as the domain reads them: thousands of rows are not copied into new objects.
    .select((eb) => [
      "payments.class_id as classId",
      "payments.student_id as studentId",
      fullNameSql(eb).as("studentName"),
      "payments.amount",
    ])
    .where("payments.payment_month", "=", month)
    .where("payments.deleted_at", "is", null);
  // No order: the domain sorts each class's payers by name, and a sort here cost a third.
  if (classIds) query = query.where(idIn(db, "payments.class_id", classIds));
  return await query.execute();
}

/**
 * Live payments of `from`..`to` grouped by month and class: count and amount, and how many of
 * them and how much were late, from the totals the payment triggers keep (payment_totals), so a
 * range costs a row per month and class instead of every payment. Both the monthly totals and
 * each class's monthly revenue of the financial report come from these groups.
 */
export async function paymentTotalsByMonthAndClass(db: Database, from: string, to: string) {
  const late = (column: "amount" | "payments") =>
    sql<number>`sum(case when is_late_payment = 1 then ${sql.ref(column)} else 0 end)`;
  const rows = await db
    .selectFrom("payment_totals")
    .select((eb) => [
      "payment_month",
      "class_id",
      eb.fn.sum<number>("amount").as("amount"),
      eb.fn.sum<number>("payments").as("payments"),
      late("amount").as("late_amount"),
      late("payments").as("late_payments"),
    ])
    .where("payments", ">", 0)
    .where("payment_month", ">=", from)
    .where("payment_month", "<=", to)
    .groupBy(["payment_month", "class_id"])
    .execute();
  return rows.map((r) => ({
    month: r.payment_month,
    classId: r.class_id,
    amount: Number(r.amount),
    payments: Number(r.payments),
    lateAmount: Number(r.late_amount),
    latePayments: Number(r.late_payments),
  }));
}

/**
 * How many live payments there are and their sum, of one payment month or of all, from the
 * payment totals (a row per month, class and lateness): counting the payments themselves read
 * each of the month's (2,200 of them at 2,000 students, 21,000 at 20,000) for every page of the
 * payments list (issue 37).
 */
export async function livePaymentTotals(db: Database, month?: string) {
  let query = db
    .selectFrom("payment_totals")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>("payments"), sql<number>`0`).as("payments"),
      eb.fn.coalesce(eb.fn.sum<number>("amount"), sql<number>`0`).as("amount"),
    ]);
  if (month !== undefined) query = query.where("payment_month", "=", month);
  const row = await query.executeTakeFirstOrThrow();
  return { payments: Number(row.payments), amount: Number(row.amount) };
}

/** Revenue per payment month over `from`..`to` (the revenue chart), from the payment totals. */
export async function revenueByMonth(db: Database, from: string, to: string) {
  const rows = await db
    .selectFrom("payment_totals")
    .select((eb) => ["payment_month", eb.fn.sum<number>("amount").as("revenue")])
    .where("payments", ">", 0)
    .where("payment_month", ">=", from)
    .where("payment_month", "<=", to)
    .groupBy("payment_month")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.payment_month, Number(r.revenue)]));
}

/** The non-deleted classes among the given ids, with what a charge needs of them. */
export async function findLiveClasses(db: Database, ids: readonly number[]) {
  const storable = ids.filter(isStorableId);
  if (storable.length === 0) return [];
  return db
    .selectFrom("classes")
    .select(["id", "name", "price"])
    .where("id", "in", storable)
    .where("deleted_at", "is", null)
    .execute();
}

/** A non-deleted class, or undefined. */
export async function findLiveClass(db: Database, id: number) {
  return (await findLiveClasses(db, [id]))[0];
}

/** Enrollments of a class with the names of its (non-deleted) students, by name. */
export async function loadClassEnrollments(db: Database, classId: number) {
  const rows = await db
    .selectFrom("enrollments")
    .innerJoin("students", "students.id", "enrollments.student_id")
    .select((eb) => [
      "enrollments.student_id",
      fullNameSql(eb).as("student_name"),
      "enrollments.enrollment_date",
      "enrollments.ended_on",
      ...TERMS_COLUMNS,
    ])
    .where("enrollments.class_id", "=", classId)
    .where("students.deleted_at", "is", null)
    .orderBy("students.sort_key")
    .orderBy("students.id")
    .orderBy("enrollments.enrollment_date")
    .execute();
  return rows.map((r) => ({
    studentId: r.student_id,
    studentName: r.student_name,
    enrollmentDate: r.enrollment_date,
    endedOn: r.ended_on,
    firstMonth: termsOf(r),
  }));
}

/** Live payments of a class for a month. */
export async function loadClassMonthPayments(db: Database, classId: number, month: string) {
  const rows = await db
    .selectFrom("payments")
    .select(["student_id", "payment_date", "amount"])
    .where("class_id", "=", classId)
    .where("payment_month", "=", month)
    .where("deleted_at", "is", null)
    .execute();
  return rows.map((r) => ({
    studentId: r.student_id,
    paymentDate: r.payment_date,
    amount: r.amount,
  }));
}
