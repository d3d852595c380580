import type { CashDayPayment } from "@nova/domain";
import type { Database } from "../db/database.ts";
import { fullNameSql } from "../lib/db-helpers.ts";

/**
 * Every payment dated `day`, voided ones included, with the names the cash-close sheet shows:
 * the student, the class, who took it and, for a void, who voided it. In the order taken.
 * A voided payment is one whose row carries `deleted_at` (the void keeps the row).
 */
export async function paymentsOfDay(db: Database, day: string): Promise<CashDayPayment[]> {
  const rows = await db
    .selectFrom("payments")
    .innerJoin("students", "students.id", "payments.student_id")
    .innerJoin("classes", "classes.id", "payments.class_id")
    .leftJoin("users as taker", "taker.id", "payments.created_by")
    .leftJoin("users as voider", "voider.id", "payments.deleted_by")
    .select((eb) => [
      "payments.id",
      "payments.receipt_number",
      "payments.student_id",
      fullNameSql(eb).as("student_name"),
      "payments.class_id",
      "classes.name as class_name",
      "payments.payment_month",
      "payments.payment_method",
      "payments.amount",
      "payments.created_at",
      "payments.deleted_at",
      "payments.void_reason",
      eb.fn.coalesce("taker.name", "taker.username").as("taken_by"),
      eb.fn.coalesce("voider.name", "voider.username").as("voided_by"),
    ])
    .where("payments.payment_date", "=", day)
    .orderBy("payments.created_at")
    .orderBy("payments.id")
    .execute();
  return rows.map((r) => ({
    paymentId: r.id,
    receiptNumber: r.receipt_number,
    studentId: r.student_id,
    studentName: r.student_name,
    classId: r.class_id,
    className: r.class_name,
    paymentMonth: r.payment_month,
    method: r.payment_method,
    amount: r.amount,
    createdAt: r.created_at,
    takenBy: r.taken_by,
    voided:
      r.deleted_at === null ? null : { at: r.deleted_at, by: r.voided_by, reason: r.void_reason },
  }));
}
