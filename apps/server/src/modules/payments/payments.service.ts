import {
  addMonths,
  type BillingRules,
  checkSinglePayment,
  type IsoDate,
  isLatePayment,
  type MultiClassPaymentData,
  monthOf,
  OUTSTANDING_REPORT_MONTHS,
  outstandingForStudent,
  type PaymentData,
  type PaymentStatus,
  paymentDateProblem,
  paymentStatusOf,
  planMultiClassPayment,
  type StudentOutstanding,
  unpaidMonthsForStudent,
  type YearMonth,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { requireAdmin } from "../../lib/permissions.ts";
import { writeAudit } from "../../records/audit-log.ts";
import { assertCashDayOpen } from "../../records/cash-days.ts";
import { type IdempotencyClaim, runIdempotent } from "../../records/idempotency.ts";
import { loadStudio } from "../../records/settings.ts";
import { findLiveStudent } from "../../records/students.ts";
import { studentWaivers, waivedStudentIds } from "../../records/waivers.ts";
import {
  findLiveClasses,
  findPayment,
  findStudentClassesAndEnrollments,
  findStudentEnrollments,
  findStudentMonthPayments,
  findStudentPaymentsSince,
  insertPayment,
  listPayments,
  type PaymentFilter,
  type PaymentRecord,
  softDeletePayment,
} from "./payments.repository.ts";

/** A payment as the API sends it. */
export type PaymentView = PaymentRecord & { status: PaymentStatus };

// Field by field: responses are not re-validated (docs/decisions/0011-responses-are-not-re-validated-at-run-time.md), and the row written on
// creation carries more (createdBy) than GET, the list and the OpenAPI schema show.
const view = (p: PaymentRecord): PaymentView => ({
  id: p.id,
  receiptNumber: p.receiptNumber,
  studentId: p.studentId,
  studentName: p.studentName,
  classId: p.classId,
  className: p.className,
  amount: p.amount,
  paymentMonth: p.paymentMonth,
  paymentDate: p.paymentDate,
  paymentMethod: p.paymentMethod,
  notes: p.notes,
  isLatePayment: p.isLatePayment,
  createdAt: p.createdAt,
  status: paymentStatusOf(p),
});

/** A payment dated after today (studio calendar) is refused: 400 on paymentDate. */
function checkPaymentDate(paymentDate: IsoDate, today: IsoDate) {
  const problem = paymentDateProblem(paymentDate, today);
  if (problem) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "paymentDate", rejectedValue: paymentDate },
      problem,
    );
  }
}

/**
 * The list of payments. A month given as a bare number (the original front end's `?month=10`)
 * is that month of the studio's current year, read in its time zone.
 */
export async function getPayments(
  ctx: AppContext,
  { month, ...filter }: Omit<PaymentFilter, "month"> & { month?: string | number | undefined },
) {
  const year =
    typeof month === "number" ? (await loadStudio(ctx.db, ctx.now())).month.slice(0, 4) : "";
  const resolved = typeof month === "number" ? `${year}-${String(month).padStart(2, "0")}` : month;
  const { payments, total, totalAmount } = await listPayments(ctx.db, {
    ...filter,
    month: resolved,
  });
  return { payments: payments.map(view), total, totalAmount };
}

export async function getPayment(ctx: AppContext, id: number): Promise<PaymentView> {
  const payment = await findPayment(ctx.db, id);
  if (!payment) throw failure("PAYMENT_NOT_FOUND");
  return view(payment);
}

/**
 * A payment dated on or before its month's due date is on time. When that due date has already
 * passed today, such a date hides a late payment (and its surcharge), so only an admin may
 * backdate it; staff record what they receive today.
 */
function checkBackdating(
  user: AuthUser,
  plan: { paymentMonth: YearMonth; isLatePayment: boolean },
  studio: { today: IsoDate; rules: BillingRules },
) {
  if (plan.isLatePayment || !isLatePayment(studio.today, plan.paymentMonth, studio.rules)) return;
  requireAdmin(
    user,
    "Solo un administrador puede registrar con una fecha anterior al vencimiento un pago que hoy ya está atrasado",
  );
}

/**
 * The conflict answer when the unique index rejected a payment: another request paid the same
 * student, class and month between our checks and our insert. Names the payment that won (and
 * its class, when the request covered several), as the checks do.
 */
async function duplicateOf(
  db: Database,
  studentId: number,
  month: string,
  classIds: number[],
  nameClass: boolean,
): Promise<never> {
  const [existing] = await findStudentMonthPayments(db, studentId, month, classIds);
  const details: Record<string, number | undefined> = { existingPaymentId: existing?.id };
  if (nameClass) details.classId = existing?.classId;
  throw failure("DUPLICATE_PAYMENT", details);
}

/** POST /api/payments: the checks of DESIGN.md §4 in order, then one row and its audit. */
export async function createPayment(
  ctx: AppContext,
  user: AuthUser,
  input: PaymentData,
  claim: IdempotencyClaim | null,
): Promise<PaymentView> {
  return runIdempotent(ctx, claim, {
    check: async () => {
      const studio = await loadStudio(ctx.db, ctx.now());
      checkPaymentDate(input.paymentDate, studio.today);
      const [student, classes, enrollments, paid] = await Promise.all([
        findLiveStudent(ctx.db, input.studentId),
        findLiveClasses(ctx.db, [input.classId]),
        findStudentEnrollments(ctx.db, input.studentId, input.classId),
        findStudentMonthPayments(ctx.db, input.studentId, input.paymentMonth, [input.classId]),
      ]);
      const cls = classes[0] ?? null;
      const check = checkSinglePayment({
        input,
        student: student ?? null,
        cls,
        enrollments,
        existingPayment: paid[0] ?? null,
        rules: studio.rules,
      });
      if (!check.ok) throw failure(check);
      checkBackdating(user, check, studio);
      if (!student || !cls) {
        throw new Error("unreachable: the checks reject a missing student or class");
      }
      return { student, cls, check };
    },
    write: async (trx, { student, cls, check }) => {
      await assertCashDayOpen(trx, input.paymentDate);
      const createdAt = ctx.now().toISOString();
      const row = {
        studentId: student.id,
        classId: cls.id,
        amount: check.amount,
        paymentMonth: check.paymentMonth,
        paymentDate: input.paymentDate,
        paymentMethod: input.paymentMethod,
        notes: input.notes,
        isLatePayment: check.isLatePayment,
        createdBy: user.id,
        createdAt,
      };
      const { id, receiptNumber } = await insertPayment(trx, row);
      const payment = view({
        ...row,
        id,
        receiptNumber,
        studentName: student.fullName,
        className: cls.name,
      });
      await writeAudit(trx, {
        userId: user.id,
        action: "create",
        entity: "payment",
        entityId: id,
        after: payment,
        at: createdAt,
      });
      return payment;
    },
    conflict: () =>
      duplicateOf(ctx.db, input.studentId, input.paymentMonth, [input.classId], false),
  });
}

/** What POST /api/payments/multi-class answers: the payments it created, one per class. */
export interface MultiClassPaymentResult {
  studentId: number;
  studentName: string;
  paymentMonth: string;
  paymentDate: string;
  paymentMethod: string;
  isLatePayment: boolean;
  totalAmount: number;
  payments: PaymentView[];
}

/**
 * POST /api/payments/multi-class: the domain plans the rows (targets, split, checks); they are
 * written all together in one transaction, so a conflict on any class writes none.
 */
export async function createMultiClassPayment(
  ctx: AppContext,
  user: AuthUser,
  input: MultiClassPaymentData,
  claim: IdempotencyClaim | null,
): Promise<MultiClassPaymentResult> {
  return runIdempotent(ctx, claim, {
    check: async () => {
      const studio = await loadStudio(ctx.db, ctx.now());
      checkPaymentDate(input.paymentDate, studio.today);
      const [student, enrolled, paid] = await Promise.all([
        findLiveStudent(ctx.db, input.studentId),
        findStudentClassesAndEnrollments(ctx.db, input.studentId),
        findStudentMonthPayments(ctx.db, input.studentId, input.paymentMonth),
      ]);
      // Classes named in the body but not among the student's enrollments: loaded so the
      // domain can tell an unknown class (CLASS_NOT_FOUND) from one she does not take.
      const named = input.items?.map((i) => i.classId) ?? input.classIds ?? [];
      const known = new Set(enrolled.classes.map((c) => c.id));
      const others = await findLiveClasses(
        ctx.db,
        named.filter((id) => !known.has(id)),
      );
      const classes = [...enrolled.classes, ...others];
      const plan = planMultiClassPayment({
        input,
        student: student ?? null,
        classes,
        enrollments: enrolled.enrollments,
        paidClassIds: paid.map((p) => p.classId),
        rules: studio.rules,
      });
      if (!plan.ok) throw failure(plan);
      checkBackdating(user, plan, studio);
      if (!student) throw new Error("unreachable: the checks reject a missing student");
      return { student, plan, classById: new Map(classes.map((c) => [c.id, c])) };
    },
    write: async (trx, { student, plan, classById }) => {
      await assertCashDayOpen(trx, input.paymentDate);
      const createdAt = ctx.now().toISOString();
      const payments: PaymentView[] = [];
      for (const allocation of plan.allocations) {
        const row = {
          studentId: student.id,
          classId: allocation.classId,
          amount: allocation.amount,
          paymentMonth: plan.paymentMonth,
          paymentDate: input.paymentDate,
          paymentMethod: input.paymentMethod,
          notes: input.notes,
          isLatePayment: plan.isLatePayment,
          createdBy: user.id,
          createdAt,
        };
        const { id, receiptNumber } = await insertPayment(trx, row);
        const className = classById.get(allocation.classId)?.name ?? "";
        const payment = view({
          ...row,
          id,
          receiptNumber,
          studentName: student.fullName,
          className,
        });
        await writeAudit(trx, {
          userId: user.id,
          action: "create",
          entity: "payment",
          entityId: id,
          after: { ...payment, multiClass: true },
          at: createdAt,
        });
        payments.push(payment);
      }
      const body: MultiClassPaymentResult = {
        studentId: student.id,
        studentName: student.fullName,
        paymentMonth: plan.paymentMonth,
        paymentDate: input.paymentDate,
        paymentMethod: input.paymentMethod,
        isLatePayment: plan.isLatePayment,
        totalAmount: plan.totalAmount,
        payments,
      };
      return body;
    },
    conflict: ({ plan }) =>
      duplicateOf(
        ctx.db,
        input.studentId,
        input.paymentMonth,
        plan.allocations.map((a) => a.classId),
        true,
      ),
  });
}

/**
 * Soft-deletes a payment (kept for the books, marked with who and when, audited); its month
 * becomes outstanding again because every figure reads live payments only.
 */
export async function deletePayment(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  claim: IdempotencyClaim | null,
): Promise<null> {
  return runIdempotent(ctx, claim, {
    check: async () => null,
    write: async (trx) => {
      const payment = await findPayment(trx, id);
      if (payment) await assertCashDayOpen(trx, payment.paymentDate);
      const at = ctx.now().toISOString();
      if (!payment || !(await softDeletePayment(trx, id, at, user.id))) {
        throw failure("PAYMENT_NOT_FOUND");
      }
      await writeAudit(trx, {
        userId: user.id,
        action: "delete",
        entity: "payment",
        entityId: id,
        before: view(payment),
        at,
      });
      return null;
    },
  });
}

/**
 * A student's outstanding classes for a month, priced as of `asOf` (the payment date the form
 * shows) or else today in the studio's calendar.
 */
export async function getStudentOutstanding(
  ctx: AppContext,
  studentId: number,
  month: YearMonth,
  asOf: IsoDate | undefined,
): Promise<StudentOutstanding> {
  const studio = await loadStudio(ctx.db, ctx.now());
  const [student, enrolled, paid, waived] = await Promise.all([
    findLiveStudent(ctx.db, studentId),
    findStudentClassesAndEnrollments(ctx.db, studentId),
    findStudentMonthPayments(ctx.db, studentId, month),
    waivedStudentIds(ctx.db, month, studentId),
  ]);
  if (!student) throw failure("STUDENT_NOT_FOUND");
  return outstandingForStudent({
    month,
    today: asOf ?? studio.today,
    rules: studio.rules,
    classes: enrolled.classes,
    enrollments: enrolled.enrollments,
    paidClassIds: paid.map((p) => p.classId),
    surchargeWaived: waived.length > 0,
  });
}

/**
 * Every month of the last OUTSTANDING_REPORT_MONTHS (the outstanding report's reach) that the
 * student still owes, oldest first, priced as of today. Three queries whatever the range.
 */
export async function getStudentUnpaidMonths(ctx: AppContext, studentId: number) {
  const studio = await loadStudio(ctx.db, ctx.now());
  const from = addMonths(monthOf(studio.today), 1 - OUTSTANDING_REPORT_MONTHS);
  const [student, enrolled, payments, waivers] = await Promise.all([
    findLiveStudent(ctx.db, studentId),
    findStudentClassesAndEnrollments(ctx.db, studentId),
    findStudentPaymentsSince(ctx.db, studentId, from),
    studentWaivers(ctx.db, studentId),
  ]);
  if (!student) throw failure("STUDENT_NOT_FOUND");
  const months = unpaidMonthsForStudent({
    today: studio.today,
    count: OUTSTANDING_REPORT_MONTHS,
    rules: studio.rules,
    classes: enrolled.classes,
    enrollments: enrolled.enrollments,
    payments,
    waivedMonths: waivers.map((w) => w.payment_month),
  });
  return {
    asOf: studio.today,
    months,
    totalOutstandingAmount: months.reduce((sum, m) => sum + m.totalOutstandingAmount, 0),
  };
}
