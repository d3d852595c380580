import {
  type BillingRules,
  checkSinglePayment,
  type FamilySettings,
  formatMonthEs,
  type IsoDate,
  isValidMonth,
  LEGACY_VOID_REASON,
  type LedgerItem,
  ledgerItems,
  type MultiClassPaymentData,
  type PaymentData,
  type PaymentResponse,
  paymentStatusOf,
  planMultiClassPayment,
  type ReceiptResponse,
  type YearMonth,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";
import { lockAllForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { studentClassesAndEnrollments } from "../../records/classes/enrollments.ts";
import { findLiveFeeLine, voidFeeLine } from "../../records/ledger/enrollment-fees.ts";
import { findLiveClasses } from "../../records/ledger/ledger.ts";
import { loadStudentsLedger } from "../../records/ledger/student-ledger.ts";
import { findLiveStudent } from "../../records/people/students.ts";
import { cashDayLock, refuseClosedDay } from "../../records/receipts/cash-days.ts";
import { checkBackdating, checkPaymentDate } from "../../records/receipts/receipt-checks.ts";
import { keyOf, namesAndPayer, writeReceipt } from "../../records/receipts/receipt-write.ts";
import { findReceipts } from "../../records/receipts/receipts.ts";
import { queueCreditForVoidedLine } from "../../records/receipts/tax-documents.ts";
import { type IdempotencyClaim, runIdempotent } from "../../records/system/idempotency.ts";
import { loadStudio } from "../../records/system/settings.ts";
import {
  findPayment,
  findPaymentParties,
  listPayments,
  type PaymentFilter,
  type PaymentRecord,
  softDeletePayment,
} from "./payments.repository.ts";

// Field by field: responses are not re-validated (docs/decisions/0011-responses-are-not-re-validated-at-run-time.md), and the row written on
// creation carries more (createdBy) than GET, the list and the OpenAPI schema show.
const view = (p: PaymentRecord): PaymentResponse => ({
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
  receiptId: p.receiptId,
  // Only a voided payment says so: a live one answers as the SPEC's list always did.
  ...(p.voidedAt ? { voidedAt: p.voidedAt, voidReason: p.voidReason ?? null } : {}),
});

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

export async function getPayment(ctx: AppContext, id: number): Promise<PaymentResponse> {
  const payment = await findPayment(ctx.db, id);
  if (!payment) throw failure("PAYMENT_NOT_FOUND");
  return view(payment);
}

/**
 * POST /api/payments: the checks of docs/product/money.md#single-payment-checks in order (the duplicate check now being what
 * remains of the month), then one receipt with one line. A payment below what remains leaves
 * the month PARTIAL; a later one for the rest is accepted; one above it is refused with the
 * remaining amount, and one for a month with nothing left is a DUPLICATE_PAYMENT (issue 25).
 */
export async function createPayment(
  ctx: AppContext,
  user: AuthUser,
  input: PaymentData,
  claim: IdempotencyClaim | null,
  versions?: Promise<DataVersions>,
): Promise<PaymentResponse & { receipt: ReceiptResponse }> {
  return runIdempotent(ctx, claim, {
    check: async () => {
      const studio = await loadStudio(ctx.db, ctx.now(), versions);
      checkPaymentDate(input.paymentDate, studio.today);
      const parties = await findPaymentParties(ctx.db, input.studentId, input.classId);
      const check = checkSinglePayment({
        input,
        student: parties?.student ?? null,
        cls: parties?.cls ?? null,
        enrollments: parties?.enrollments ?? [],
        existingPayment: null,
        rules: studio.rules,
      });
      if (!check.ok) throw failure(check);
      // Who pays, read with the checks: the receipt names her (no second read in the write).
      const students = namesAndPayer(parties?.payerRows ?? [], [input.studentId]);
      return { check, studio, students };
    },
    write: async (trx, { check, studio, students }) => {
      const line = {
        studentId: input.studentId,
        classId: input.classId,
        paymentMonth: check.paymentMonth,
        amount: check.amount,
      };
      const { receipt, written } = await writeReceipt(
        trx,
        ctx,
        user,
        formReceipt(input, studio.settings.taxDocuments),
        [line],
        studio.rules,
        {
          families: studio.settings.families,
          students,
          // The backdating rule reads the month's due date from the items the write reads under
          // its lock (issue 37: a second read of the student's ledger before it cost six queries).
          checkItems: (items) => {
            const item = items.get(keyOf(line));
            if (item) {
              checkBackdating(user, {
                isLatePayment: input.paymentDate > item.dueDate,
                lateToday: studio.today > item.dueDate,
              });
            }
          },
        },
      );
      const paid = written[0];
      if (!paid) throw new Error("unreachable: a receipt of one line");
      return { ...view(paid), receipt };
    },
  });
}

/** What the ledger says of a student's classes in a month as of a day, by class. */
async function owedAsOf(
  db: Database,
  studentId: number,
  month: YearMonth,
  rules: BillingRules,
  asOf: IsoDate,
  families?: FamilySettings,
) {
  // A malformed month owes nothing here: the domain's payment checks, run after the lookups as
  // DESIGN orders them, answer PAYMENT_MONTH_INVALID (the API fuzz found a 500 on "2026-08-01").
  if (!isValidMonth(month)) return new Map<number, LedgerItem>();
  const facts = await loadStudentsLedger(db, [studentId], rules, { only: [month] }, families);
  const items = ledgerItems({ months: [month], asOf, rules, ...facts });
  return new Map(items.map((i) => [i.classId, i]));
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
  payments: PaymentResponse[];
  receipt: ReceiptResponse;
}

/**
 * POST /api/payments/multi-class: the domain plans the lines (targets, split, checks) against
 * what remains of each class's month; they are written as one receipt in one transaction, so a
 * conflict on any class writes none. An item of 0 leaves its class out (finding 6).
 */
export async function createMultiClassPayment(
  ctx: AppContext,
  user: AuthUser,
  input: MultiClassPaymentData,
  claim: IdempotencyClaim | null,
  versions?: Promise<DataVersions>,
): Promise<MultiClassPaymentResult> {
  return runIdempotent(ctx, claim, {
    check: async () => {
      const studio = await loadStudio(ctx.db, ctx.now(), versions);
      checkPaymentDate(input.paymentDate, studio.today);
      const [student, enrolled, owed] = await Promise.all([
        findLiveStudent(ctx.db, input.studentId),
        studentClassesAndEnrollments(ctx.db, input.studentId),
        // A month that is no month owes nothing here: the plan refuses it (PAYMENT_MONTH_INVALID)
        // in the order docs/product/money.md#single-payment-checks gives, instead of the ledger throwing on it (a 500).
        isValidMonth(input.paymentMonth)
          ? owedAsOf(
              ctx.db,
              input.studentId,
              input.paymentMonth,
              studio.rules,
              input.paymentDate,
              studio.settings.families,
            )
          : new Map<number, never>(),
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
      const remainingByClass = new Map([...owed].map(([id, i]) => [id, i.remainingAmount]));
      const plan = planMultiClassPayment({
        input,
        student: student ?? null,
        classes,
        enrollments: enrolled.enrollments,
        paidClassIds: [...remainingByClass].filter(([, r]) => r === 0).map(([id]) => id),
        rules: studio.rules,
        remainingByClass,
      });
      if (!plan.ok) throw failure(plan);
      for (const a of plan.allocations) {
        const item = owed.get(a.classId);
        if (!item) continue;
        checkBackdating(user, {
          isLatePayment: input.paymentDate > item.dueDate,
          lateToday: studio.today > item.dueDate,
        });
      }
      if (!student) throw new Error("unreachable: the checks reject a missing student");
      return {
        student,
        plan,
        rules: studio.rules,
        families: studio.settings.families,
        taxSettings: studio.settings.taxDocuments,
      };
    },
    write: async (trx, { student, plan, rules, families, taxSettings }) => {
      const { receipt, written } = await writeReceipt(
        trx,
        ctx,
        user,
        formReceipt(input, taxSettings),
        plan.allocations.map((a) => ({
          studentId: student.id,
          classId: a.classId,
          paymentMonth: plan.paymentMonth,
          amount: a.amount,
        })),
        rules,
        { multiClass: true, families },
      );
      const body: MultiClassPaymentResult = {
        studentId: student.id,
        studentName: student.fullName,
        paymentMonth: plan.paymentMonth,
        paymentDate: input.paymentDate,
        paymentMethod: input.paymentMethod,
        isLatePayment: written.some((w) => w.isLatePayment),
        totalAmount: plan.totalAmount,
        payments: written.map(view),
        receipt,
      };
      return body;
    },
  });
}

type ReceiptHead = Parameters<typeof writeReceipt>[3];

/**
 * The receipt a desk payment form writes, for one class or several: the form's date, method
 * and notes; the boleta's number is registered later, if at all.
 */
const formReceipt = (
  input: Pick<ReceiptHead, "paymentDate" | "paymentMethod" | "notes">,
  taxSettings: ReceiptHead["taxSettings"],
): ReceiptHead => ({
  paymentDate: input.paymentDate,
  paymentMethod: input.paymentMethod,
  notes: input.notes,
  taxDocumentNumber: null,
  taxSettings,
});

/**
 * Voids a payment (a receipt line): the row is kept with who, when and why, its receipt keeps
 * its number and shows the line ANULADO, and the month reopens because every figure reads live
 * lines only. Serialised with the student's payments; refused on a closed cash day. `reason`
 * null (the SPEC's DELETE without a body) records LEGACY_VOID_REASON.
 */
export async function voidPayment(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  reason: string | null,
  claim: IdempotencyClaim | null,
): Promise<ReceiptResponse | null> {
  const why = reason ?? LEGACY_VOID_REASON;
  return voidReceiptLine(ctx, user, claim, {
    read: (trx) => findPayment(trx, id),
    studentOf: (payment) => payment.studentId,
    dayOf: (payment) => payment.paymentDate,
    markVoided: (trx, at) => softDeletePayment(trx, id, at, user.id, why),
    voided: (payment) => ({
      entity: "payment",
      entityId: id,
      before: view(payment),
      reason: why,
      receiptId: payment.receiptId,
      lineKey: `payment:${id}`,
      amount: payment.amount,
      description: `Anula mensualidad ${payment.className} ${formatMonthEs(payment.paymentMonth)}`,
    }),
  });
}

/**
 * POST /api/enrollment-fee-payments/{id}/void: voids a receipt's enrollment fee line with a
 * reason (the fee is owed again), as a class payment's void: under the student's ledger lock,
 * on an open cash day, audited. Answers the receipt with the line marked.
 */
export async function voidEnrollmentFeePayment(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  reason: string,
  claim: IdempotencyClaim | null,
): Promise<ReceiptResponse | null> {
  return voidReceiptLine(ctx, user, claim, {
    read: (trx) => findLiveFeeLine(trx, id),
    studentOf: (line) => line.student_id,
    dayOf: (line) => line.payment_date,
    markVoided: (trx, at) => voidFeeLine(trx, id, { userId: user.id, at, reason }),
    voided: (line) => ({
      entity: "enrollment-fee-payment",
      entityId: id,
      before: line,
      reason,
      receiptId: line.receipt_id,
      lineKey: `fee:${id}`,
      amount: line.amount,
      description: "Anula matrícula",
    }),
  });
}

/** What a voided receipt line leaves: its audit row and, on a receipt, the credit note's line. */
interface VoidedLine {
  entity: "payment" | "enrollment-fee-payment";
  entityId: number;
  before: unknown;
  reason: string;
  receiptId: number | null;
  lineKey: string;
  amount: number;
  description: string;
}

/**
 * Voids a receipt line, a class payment's or an enrollment fee's, the same way: the line is
 * read, its student's ledger lock taken (voids are serialised with the student's payments) and
 * the line read again under the lock, since a void racing this one may have committed
 * meanwhile (gone by then, or never there: PAYMENT_NOT_FOUND). Then, on an open cash day, it is
 * marked voided and audited, and a line on a receipt gets a credit note queued for its issued
 * boleta (issue 39.5). Answers that receipt with the line marked, or null for a line on none.
 */
async function voidReceiptLine<L>(
  ctx: AppContext,
  user: AuthUser,
  claim: IdempotencyClaim | null,
  line: {
    read: (trx: Database) => Promise<L | undefined>;
    studentOf: (line: L) => number;
    dayOf: (line: L) => string;
    markVoided: (trx: Database, at: string) => Promise<unknown>;
    voided: (line: L) => VoidedLine;
  },
): Promise<ReceiptResponse | null> {
  return runIdempotent(ctx, claim, {
    check: async () => null,
    write: async (trx) => {
      const found = await line.read(trx);
      if (!found) throw failure("PAYMENT_NOT_FOUND");
      // Her ledger, then the line's day (a payment's date never changes: read before the lock).
      await lockAllForWrite(trx, [
        { subject: "student-ledger", key: String(line.studentOf(found)) },
        cashDayLock(line.dayOf(found)),
      ]);
      const current = await line.read(trx);
      if (!current) throw failure("PAYMENT_NOT_FOUND");
      await refuseClosedDay(trx, line.dayOf(current));
      const at = ctx.now().toISOString();
      if (!(await line.markVoided(trx, at))) throw failure("PAYMENT_NOT_FOUND");
      const voided = line.voided(current);
      await writeAudit(trx, {
        userId: user.id,
        action: "delete",
        entity: voided.entity,
        entityId: voided.entityId,
        before: voided.before,
        after: { voidedAt: at, voidedBy: user.id, voidReason: voided.reason },
        at,
      });
      if (voided.receiptId === null) return null;
      await queueCreditForVoidedLine(
        trx,
        {
          receiptId: voided.receiptId,
          lineKey: voided.lineKey,
          amount: voided.amount,
          description: voided.description,
        },
        at,
      );
      const [receipt] = await findReceipts(trx, [voided.receiptId]);
      return receipt ?? null;
    },
  });
}
