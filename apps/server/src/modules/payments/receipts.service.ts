import {
  addMonths,
  allocateOldestFirst,
  type BillingRules,
  checkLineAgainstRemaining,
  formatCLP,
  formatMonthEs,
  type IsoDate,
  isMethodAccepted,
  isValidPaymentAmount,
  type LedgerItem,
  ledgerItems,
  monthOf,
  monthRange,
  OUTSTANDING_REPORT_MONTHS,
  PAYMENT_METHOD_LABELS,
  type PaymentLine,
  type PaymentMethod,
  paymentDateProblem,
  paymentMonthProblem,
  paymentStatusOf,
  type ReceiptData,
  type ReceiptResponse,
  type YearMonth,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { requireAdmin } from "../../lib/permissions.ts";
import { writeAudit } from "../../records/audit-log.ts";
import { assertCashDayOpen } from "../../records/cash-days.ts";
import { loadFamilyStatement, type StudioNow } from "../../records/family-statement.ts";
import { assertPaysForAll, type GuardianRecord, requireGuardian } from "../../records/guardians.ts";
import { type IdempotencyClaim, runIdempotent } from "../../records/idempotency.ts";
import { loadStudentsLedger } from "../../records/ledger-facts.ts";
import {
  findReceipts,
  insertReceipt,
  studentReceiptIds,
  takeReceiptNumber,
} from "../../records/receipts.ts";
import { loadStudio } from "../../records/settings.ts";
import { findLiveStudent } from "../../records/students.ts";
import { findLiveClasses, findStudentEnrollments } from "./payments.repository.ts";

/** A payment (line) as written, with the names the answers show. */
export interface WrittenLine {
  id: number;
  studentId: number;
  studentName: string;
  classId: number;
  className: string;
  amount: number;
  paymentMonth: string;
  paymentDate: string;
  paymentMethod: string;
  notes: string | null;
  isLatePayment: boolean;
  receiptNumber: number;
  receiptId: number;
  createdAt: string;
}

/** What a receipt write needs beyond its lines. */
export interface ReceiptHeader {
  paymentDate: IsoDate;
  paymentMethod: PaymentMethod;
  notes: string | null;
  taxDocumentNumber: string | null;
  /** A family payment: the paying guardian, whose name and RUT the receipt carries. */
  payer?: GuardianRecord | null;
}

/** A payment dated after today (studio calendar) is refused: 400 on paymentDate. */
export function checkPaymentDate(paymentDate: IsoDate, today: IsoDate) {
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
 * A line dated on or before its month's due date is on time. When that due date has already
 * passed today, such a date hides a late payment (and its surcharge), so only an admin may
 * backdate it; staff record what they receive today.
 */
export function checkBackdating(
  user: AuthUser,
  line: { isLatePayment: boolean; lateToday: boolean },
) {
  if (line.isLatePayment || !line.lateToday) return;
  requireAdmin(
    user,
    "Solo un administrador puede registrar con una fecha anterior al vencimiento un pago que hoy ya está atrasado",
  );
}

const keyOf = (l: { studentId: number; classId: number; paymentMonth: string }) =>
  `${l.studentId}|${l.classId}|${l.paymentMonth}`;

/** The ledger items of the lines' students and months as of `asOf`, keyed by line. */
async function itemsFor(
  db: Database,
  lines: readonly { studentId: number; classId: number; paymentMonth: string }[],
  rules: BillingRules,
  asOf: IsoDate,
) {
  const facts = await loadStudentsLedger(
    db,
    lines.map((l) => l.studentId),
    rules,
  );
  const items = ledgerItems({
    months: [...new Set(lines.map((l) => l.paymentMonth))],
    asOf,
    rules,
    ...facts,
  });
  const lastLine = new Map<string, number>();
  for (const l of facts.lines) lastLine.set(keyOf(l), l.id);
  return { items: new Map(items.map((i) => [keyOf(i), i])), lastLine };
}

/**
 * Writes one receipt and its lines in the transaction `trx`: locks each student's ledger (in
 * id order), refuses a closed day, re-reads what remains of every month under those locks
 * (a line above it is refused, with the amount; a month with nothing left is a
 * DUPLICATE_PAYMENT), takes the next number, and writes the receipt, its lines and their audit
 * rows. Two payments racing for the last pesos of a month: the second waits, then sees the
 * first's line.
 */
export async function writeReceipt(
  trx: Database,
  ctx: AppContext,
  user: AuthUser,
  header: ReceiptHeader,
  lines: readonly PaymentLine[],
  rules: BillingRules,
  audit: { multiClass?: boolean } = {},
): Promise<{ receipt: ReceiptResponse; written: WrittenLine[] }> {
  const students = [...new Set(lines.map((l) => l.studentId))].sort((a, b) => a - b);
  // Always in id order: two family payments sharing children wait for each other, never
  // each for the other (no deadlock).
  for (const id of students) await lockForWrite(trx, "student-ledger", String(id));
  if (header.payer) {
    // A payer named on the student's form meanwhile is settled before the lines are checked.
    for (const id of students) await lockForWrite(trx, "student-guardians", String(id));
    await assertPaysForAll(trx, header.payer.id, students);
  }
  await assertCashDayOpen(trx, header.paymentDate);
  const { items, lastLine } = await itemsFor(trx, lines, rules, header.paymentDate);
  const taken = new Map<string, number>();
  const planned: { line: PaymentLine; item: LedgerItem }[] = [];
  for (const line of lines) {
    const key = keyOf(line);
    const item = items.get(key);
    if (!item) {
      throw failure(
        "STUDENT_NOT_ENROLLED",
        { studentId: line.studentId, classId: line.classId, rejectedValue: line.paymentMonth },
        `El estudiante no está inscrito en esta clase en ${formatMonthEs(line.paymentMonth)}`,
      );
    }
    const remaining = item.remainingAmount - (taken.get(key) ?? 0);
    const check = checkLineAgainstRemaining(
      { amount: line.amount, paymentMonth: line.paymentMonth, className: item.className },
      remaining,
      lastLine.get(key),
    );
    if (!check.ok) {
      // A month with nothing left answers as the SPEC's duplicate did: its message, the
      // payment already there, and the class when the payment covered several.
      if (check.errorType === "DUPLICATE_PAYMENT") {
        const details: Record<string, number | undefined> = {
          existingPaymentId: lastLine.get(key),
        };
        if (lines.length > 1) details.classId = line.classId;
        throw failure("DUPLICATE_PAYMENT", details);
      }
      throw failure({
        ...check,
        details: { ...check.details, studentId: line.studentId, classId: line.classId },
      });
    }
    taken.set(key, (taken.get(key) ?? 0) + line.amount);
    planned.push({ line, item });
  }
  const createdAt = ctx.now().toISOString();
  const number = await takeReceiptNumber(trx);
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const receiptId = await insertReceipt(trx, {
    number,
    paymentDate: header.paymentDate,
    paymentMethod: header.paymentMethod,
    total,
    notes: header.notes,
    taxDocumentNumber: header.taxDocumentNumber,
    createdBy: user.id,
    createdAt,
    payer: header.payer
      ? { guardianId: header.payer.id, fullName: header.payer.fullName, rut: header.payer.rut }
      : null,
  });
  const names = new Map(
    (
      await trx
        .selectFrom("students")
        .select(["id", "first_name", "last_name"])
        .where("id", "in", students)
        .execute()
    ).map((s) => [s.id, `${s.first_name} ${s.last_name}`]),
  );
  const written: WrittenLine[] = [];
  for (const { line, item } of planned) {
    const late = header.paymentDate > item.dueDate;
    const row = await trx
      .insertInto("payments")
      .values({
        student_id: line.studentId,
        class_id: line.classId,
        amount: line.amount,
        payment_month: line.paymentMonth,
        payment_date: header.paymentDate,
        payment_method: header.paymentMethod,
        notes: header.notes,
        is_late_payment: late ? 1 : 0,
        created_by: user.id,
        created_at: createdAt,
        deleted_at: null,
        deleted_by: null,
        receipt_number: number,
        receipt_id: receiptId,
        void_reason: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const payment: WrittenLine = {
      id: row.id,
      studentId: line.studentId,
      studentName: names.get(line.studentId) ?? "",
      classId: line.classId,
      className: item.className,
      amount: line.amount,
      paymentMonth: line.paymentMonth,
      paymentDate: header.paymentDate,
      paymentMethod: header.paymentMethod,
      notes: header.notes,
      isLatePayment: late,
      receiptNumber: number,
      receiptId,
      createdAt,
    };
    await writeAudit(trx, {
      userId: user.id,
      action: "create",
      entity: "payment",
      entityId: row.id,
      after: {
        ...payment,
        status: paymentStatusOf(payment),
        ...(audit.multiClass ? { multiClass: true } : {}),
      },
      at: createdAt,
    });
    written.push(payment);
  }
  const [receipt] = await findReceipts(trx, [receiptId]);
  if (!receipt) throw new Error("unreachable: the receipt was just written");
  return { receipt, written };
}

/**
 * The checks of one line that do not depend on what remains (checked when written): a valid
 * month the student may pay (not before her enrollment, at most 12 months after the payment
 * date), a class she is billed for that month, and an amount in whole pesos.
 */
async function checkReceiptLines(
  db: Database,
  lines: readonly PaymentLine[],
  paymentDate: IsoDate,
) {
  for (const line of lines) {
    const [student, classes, enrollments] = await Promise.all([
      findLiveStudent(db, line.studentId),
      findLiveClasses(db, [line.classId]),
      findStudentEnrollments(db, line.studentId, line.classId),
    ]);
    if (!student) throw failure("STUDENT_NOT_FOUND", { rejectedValue: line.studentId });
    if (classes.length === 0) throw failure("CLASS_NOT_FOUND", { rejectedValue: line.classId });
    const problem = paymentMonthProblem(line.paymentMonth, paymentDate, enrollments);
    if (problem) {
      throw failure(
        "PAYMENT_MONTH_INVALID",
        { field: "paymentMonth", rejectedValue: line.paymentMonth },
        problem,
      );
    }
    if (!isValidPaymentAmount(line.amount)) {
      throw failure("INVALID_PAYMENT_AMOUNT", { field: "amount", rejectedValue: line.amount });
    }
  }
}

/**
 * POST /api/receipts: one receipt for lines of several classes, months and students, or for a
 * student's total allocated over what she owes, oldest month first. Lines of 0 are left out.
 */
export async function createReceipt(
  ctx: AppContext,
  user: AuthUser,
  input: ReceiptData,
  claim: IdempotencyClaim | null,
): Promise<ReceiptResponse> {
  return runIdempotent(ctx, claim, {
    check: async () => {
      const studio = await loadStudio(ctx.db, ctx.now());
      if (!isMethodAccepted(input.paymentMethod, studio.rules)) {
        throw failure(
          "VALIDATION_ERROR",
          { field: "paymentMethod", rejectedValue: input.paymentMethod },
          `El estudio no acepta pagos con ${PAYMENT_METHOD_LABELS[input.paymentMethod]}`,
        );
      }
      checkPaymentDate(input.paymentDate, studio.today);
      const payer =
        input.guardianId == null ? null : await requireGuardian(ctx.db, input.guardianId);
      let lines: PaymentLine[] = (input.lines ?? []).filter((l) => l.amount !== 0);
      if ((input.lines ?? []).length > 0 && lines.length === 0) {
        throw failure("INVALID_PAYMENT_AMOUNT", { field: "lines" }, "Ninguna línea tiene monto");
      }
      if (lines.length === 0) {
        lines =
          payer && input.studentId == null
            ? await allocateFamilyTotal(ctx, payer.id, input.totalAmount ?? 0, studio)
            : await allocateTotal(ctx, input, studio.rules);
      }
      if (payer) {
        await assertPaysForAll(
          ctx.db,
          payer.id,
          lines.map((l) => l.studentId),
        );
      }
      await checkReceiptLines(ctx.db, lines, input.paymentDate);
      const { items } = await itemsFor(ctx.db, lines, studio.rules, input.paymentDate);
      for (const line of lines) {
        const item = items.get(keyOf(line));
        if (!item) continue;
        checkBackdating(user, {
          isLatePayment: input.paymentDate > item.dueDate,
          lateToday: studio.today > item.dueDate,
        });
      }
      return { lines, rules: studio.rules, payer };
    },
    write: async (trx, { lines, rules, payer }) => {
      const { receipt } = await writeReceipt(
        trx,
        ctx,
        user,
        {
          paymentDate: input.paymentDate,
          paymentMethod: input.paymentMethod,
          notes: input.notes ?? null,
          taxDocumentNumber: input.taxDocumentNumber ?? null,
          payer,
        },
        lines,
        rules,
      );
      return receipt;
    },
  });
}

/**
 * A total without lines: spread over the student's owed months (the last
 * OUTSTANDING_REPORT_MONTHS up to the payment date's month), oldest first. More than she owes
 * is refused with what she owes.
 */
async function allocateTotal(
  ctx: AppContext,
  input: ReceiptData,
  rules: BillingRules,
): Promise<PaymentLine[]> {
  const studentId = input.studentId ?? 0;
  const total = input.totalAmount ?? 0;
  if (!(await findLiveStudent(ctx.db, studentId))) throw failure("STUDENT_NOT_FOUND");
  if (!isValidPaymentAmount(total)) {
    throw failure("INVALID_PAYMENT_AMOUNT", { field: "totalAmount", rejectedValue: total });
  }
  const last = monthOf(input.paymentDate);
  const months: YearMonth[] = monthRange(addMonths(last, 1 - OUTSTANDING_REPORT_MONTHS), last);
  const facts = await loadStudentsLedger(ctx.db, [studentId], rules);
  const owed = ledgerItems({ months, asOf: input.paymentDate, rules, ...facts }).filter(
    (i) => i.remainingAmount > 0,
  );
  const { lines, unallocated } = allocateOldestFirst(total, owed);
  if (unallocated > 0) {
    const debt = owed.reduce((sum, o) => sum + o.remainingAmount, 0);
    throw failure(
      "PAYMENT_EXCEEDS_REMAINING",
      { field: "totalAmount", rejectedValue: total, remainingAmount: debt },
      `El monto (${formatCLP(total)}) supera lo que el estudiante adeuda: ${formatCLP(debt)}; registre los meses por adelantado como líneas`,
    );
  }
  return lines;
}

/**
 * A family's total without lines: spread over what the family owes (its statement), oldest
 * month first. More than it owes is refused with what it owes.
 */
async function allocateFamilyTotal(
  ctx: AppContext,
  guardianId: number,
  total: number,
  studio: StudioNow,
): Promise<PaymentLine[]> {
  if (!isValidPaymentAmount(total)) {
    throw failure("INVALID_PAYMENT_AMOUNT", { field: "totalAmount", rejectedValue: total });
  }
  const { items, balance } = await loadFamilyStatement(ctx.db, guardianId, studio);
  const { lines, unallocated } = allocateOldestFirst(total, items);
  if (unallocated > 0) {
    throw failure(
      "PAYMENT_EXCEEDS_REMAINING",
      { field: "totalAmount", rejectedValue: total, remainingAmount: balance },
      `El monto (${formatCLP(total)}) supera lo que la familia adeuda: ${formatCLP(balance)}; registre los meses por adelantado como líneas`,
    );
  }
  return lines;
}

/** GET /api/receipts/{id}. */
export async function getReceipt(ctx: AppContext, id: number): Promise<ReceiptResponse> {
  const [receipt] = await findReceipts(ctx.db, [id]);
  if (!receipt) throw failure("RECEIPT_NOT_FOUND");
  return receipt;
}

/** GET /api/receipts?studentId=: the student's receipts, newest first. */
export async function getStudentReceipts(ctx: AppContext, studentId: number) {
  return findReceipts(ctx.db, await studentReceiptIds(ctx.db, studentId));
}
