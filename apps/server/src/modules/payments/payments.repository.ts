import type { ClassEnrollment, PaymentListStatus, PaymentMethod } from "@nova/domain";
import {
  type Expression,
  type ExpressionBuilder,
  type InferResult,
  type SqlBool,
  sql,
} from "kysely";
import type { Database } from "../../db/database.ts";
import { preparedQuery } from "../../db/prepared-query.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { livePaymentTotals } from "../../records/ledger/ledger.ts";
import { classLinesQuery } from "../../records/receipts/class-lines.ts";
import {
  type StudentPayerRow,
  type WrittenLine,
  withPayingGuardian,
} from "../../records/receipts/receipt-write.ts";
import { takeReceiptNumber } from "../../records/receipts/receipts.ts";

/**
 * A payment as the API shows it (names kept even when the student or class was deleted): a
 * line as the receipt's write makes it, read back.
 */
export type PaymentRecord = Omit<WrittenLine, "receiptId"> & {
  /** The receipt it is a line of (null for rows older than receipts, kept as they were). */
  receiptId: number | null;
  /** A voided payment (listed only when asked for): when and why. */
  voidedAt?: string | null;
  voidReason?: string | null;
};

/** A class as payments need it. */
export interface PayableClass {
  id: number;
  name: string;
  price: number;
}

function paymentsWithNames(db: Database) {
  return classLinesQuery(db).select([
    "payments.payment_date",
    "payments.notes",
    "payments.is_late_payment",
  ]);
}

type PaymentRow = InferResult<ReturnType<typeof paymentsWithNames>>[number];

const toPayment = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  studentId: row.student_id,
  studentName: row.student_name,
  classId: row.class_id,
  className: row.class_name,
  amount: row.amount,
  paymentMonth: row.payment_month,
  paymentDate: row.payment_date,
  paymentMethod: row.payment_method,
  notes: row.notes,
  isLatePayment: row.is_late_payment === 1,
  receiptNumber: row.receipt_number,
  receiptId: row.receipt_id,
  createdAt: row.created_at,
  voidedAt: row.deleted_at,
  voidReason: row.deleted_at === null ? null : row.void_reason,
});

export interface PaymentFilter {
  month?: string | undefined;
  studentId?: number | undefined;
  paymentMethod?: PaymentMethod | undefined;
  /** VIGENTES (default) or ANULADOS. */
  status?: PaymentListStatus | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

/** The filter's conditions on live payments, for the list and its count alike. */
function matching(filter: PaymentFilter) {
  return (eb: ExpressionBuilder<DatabaseSchema, "payments">) => {
    const conditions: Expression<SqlBool>[] = [
      eb("payments.deleted_at", filter.status === "ANULADOS" ? "is not" : "is", null),
    ];
    if (filter.month) conditions.push(eb("payments.payment_month", "=", filter.month));
    // An id no row can have matches nothing (and PostgreSQL would refuse to compare it).
    if (filter.studentId) {
      const id = isStorableId(filter.studentId) ? filter.studentId : 0;
      conditions.push(eb("payments.student_id", "=", id));
    }
    if (filter.paymentMethod) {
      conditions.push(eb("payments.payment_method", "=", filter.paymentMethod));
    }
    return eb.and(conditions);
  };
}

/**
 * Non-deleted payments matching the filter, newest payment date first, how many match and the
 * sum of their amounts (the list's summary covers every page, not only the one shown).
 */
export async function listPayments(
  db: Database,
  filter: PaymentFilter,
): Promise<{ payments: PaymentRecord[]; total: number; totalAmount: number }> {
  const paged = filter.page !== undefined || filter.size !== undefined;
  const size = filter.size ?? 20;
  // A page is picked by id from the payments alone, then only its rows are joined to their
  // names: with OFFSET over the joined rows, every skipped payment cost two lookups.
  const pageIds = db
    .selectFrom("payments")
    .select("payments.id")
    .where(matching(filter))
    .orderBy("payments.payment_date", "desc")
    .orderBy("payments.id", "desc")
    .limit(size)
    .offset(((filter.page ?? 1) - 1) * size);
  const rows = await paymentsWithNames(db)
    .where(paged ? (eb) => eb("payments.id", "in", pageIds) : matching(filter))
    .orderBy("payments.payment_date", "desc")
    .orderBy("payments.id", "desc")
    .execute();
  const payments = rows.map(toPayment);
  if (!paged) {
    const totalAmount = payments.reduce((sum, p) => sum + p.amount, 0);
    return { payments, total: rows.length, totalAmount };
  }
  // The live payments of a month, or of all, are counted by the totals the payment triggers keep.
  if (filter.status !== "ANULADOS" && !filter.studentId && !filter.paymentMethod) {
    const totals = await livePaymentTotals(db, filter.month || undefined);
    return { payments, total: totals.payments, totalAmount: totals.amount };
  }
  // Every payment has its student and class (foreign keys, never hard-deleted), so the count
  // needs no join: a month's count and sum then come from an index alone.
  const count = await db
    .selectFrom("payments")
    .where(matching(filter))
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.coalesce(eb.fn.sum<number>("payments.amount"), sql<number>`0`).as("amount"),
    ])
    .executeTakeFirstOrThrow();
  return { payments, total: Number(count.n), totalAmount: Number(count.amount) };
}

export async function findPayment(db: Database, id: number): Promise<PaymentRecord | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await paymentsWithNames(db)
    .where("payments.id", "=", id)
    .where("payments.deleted_at", "is", null)
    .executeTakeFirst();
  return row ? toPayment(row) : undefined;
}

// Every payment runs it: built once per dialect (db/prepared-query.ts). The payer's joins first
// (a student has at most one paying guardian, so the order of the left joins changes no row).
const paymentParties = preparedQuery(
  (db, slots: { studentId: number; classId: number }, _shape: "parties") =>
    db
      .selectFrom("students")
      .$call(withPayingGuardian)
      .leftJoin("classes", (join) =>
        join.on("classes.id", "=", slots.classId).on("classes.deleted_at", "is", null),
      )
      .leftJoin("enrollments", (join) =>
        join
          .onRef("enrollments.student_id", "=", "students.id")
          .on("enrollments.class_id", "=", slots.classId),
      )
      .select([
        "classes.id as class_id",
        "classes.name as class_name",
        "classes.price",
        "enrollments.enrollment_date",
        "enrollments.ended_on",
      ])
      .where("students.id", "=", slots.studentId)
      .where("students.deleted_at", "is", null)
      .orderBy("enrollments.enrollment_date"),
);

/**
 * What a desk payment is checked against, in one query (issue 37: four before): the live
 * student with her paying guardian (what the receipt names), the live class, and the student's
 * enrollments in that class (ended ones included, whatever became of the class). No student:
 * undefined, whatever the class.
 */
export async function findPaymentParties(
  db: Database,
  studentId: number,
  classId: number,
): Promise<
  | {
      student: { id: number; fullName: string };
      payerRows: StudentPayerRow[];
      cls: PayableClass | null;
      enrollments: ClassEnrollment[];
    }
  | undefined
> {
  if (!isStorableId(studentId)) return undefined;
  const storableClass = isStorableId(classId) ? classId : 0;
  const rows = await paymentParties(db, "parties", { studentId, classId: storableClass });
  const [first] = rows;
  if (!first) return undefined;
  const cls =
    first.class_id !== null && first.class_name !== null && first.price !== null
      ? { id: first.class_id, name: first.class_name, price: first.price }
      : null;
  // One row per enrollment and paying guardian: each enrollment once, each guardian once.
  const enrollments = new Map<string, ClassEnrollment>();
  const payers = new Map<number | null, StudentPayerRow>();
  for (const r of rows) {
    payers.set(r.guardian_id, r);
    if (r.enrollment_date === null) continue;
    enrollments.set(`${r.enrollment_date}|${r.ended_on}`, {
      classId: storableClass,
      enrollmentDate: r.enrollment_date,
      endedOn: r.ended_on,
    });
  }
  return {
    student: { id: first.id, fullName: `${first.first_name} ${first.last_name}` },
    payerRows: [...payers.values()],
    cls,
    enrollments: [...enrollments.values()],
  };
}

export interface NewPayment {
  studentId: number;
  classId: number;
  amount: number;
  paymentMonth: string;
  paymentDate: string;
  paymentMethod: string;
  notes: string | null;
  isLatePayment: boolean;
  createdBy: number;
  createdAt: string;
}

/**
 * Inserts a payment with the next receipt number; the partial unique index rejects a second live
 * one for the same month.
 */
export async function insertPayment(
  db: Database,
  p: NewPayment,
): Promise<{ id: number; receiptNumber: number }> {
  const receiptNumber = await takeReceiptNumber(db);
  const row = await db
    .insertInto("payments")
    .values({
      student_id: p.studentId,
      class_id: p.classId,
      amount: p.amount,
      payment_month: p.paymentMonth,
      payment_date: p.paymentDate,
      payment_method: p.paymentMethod,
      notes: p.notes,
      is_late_payment: p.isLatePayment ? 1 : 0,
      created_by: p.createdBy,
      created_at: p.createdAt,
      deleted_at: null,
      deleted_by: null,
      receipt_number: receiptNumber,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, receiptNumber };
}

/** Voids a live payment (kept, marked); false when there was none (already voided or unknown). */
export async function softDeletePayment(
  db: Database,
  id: number,
  at: string,
  by: number,
  reason: string,
): Promise<boolean> {
  if (!isStorableId(id)) return false;
  const result = await db
    .updateTable("payments")
    .set({ deleted_at: at, deleted_by: by, void_reason: reason })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
