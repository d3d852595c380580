import {
  addMonths,
  allocateOldestFirst,
  type BillingRules,
  formatCLP,
  isValidPaymentAmount,
  ledgerItems,
  monthOf,
  monthRange,
  OUTSTANDING_REPORT_MONTHS,
  type OwedLine,
  type PaymentLine,
  type ReceiptData,
  type ReceiptResponse,
  type YearMonth,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { requireAdmin } from "../../lib/permissions.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { resolveFeeLines } from "../../records/ledger/enrollment-fees.ts";
import { loadStudentsLedger } from "../../records/ledger/student-ledger.ts";
import { assertPaysForAll, requireGuardian } from "../../records/people/guardians.ts";
import { findLiveStudent } from "../../records/people/students.ts";
import { loadFamilyStatement, type StudioNow } from "../../records/receipts/family-statement.ts";
import {
  checkPaymentDate,
  checkPaymentMethod,
  checkReceiptLines,
  linesBackdating,
} from "../../records/receipts/receipt-checks.ts";
import { writeReceipt } from "../../records/receipts/receipt-write.ts";
import {
  findReceipts,
  findReceiptTaxDocument,
  setReceiptTaxDocument,
  studentReceiptIds,
} from "../../records/receipts/receipts.ts";
import { type IdempotencyClaim, runIdempotent } from "../../records/system/idempotency.ts";
import { loadStudio } from "../../records/system/settings.ts";

/**
 * POST /api/receipts: one receipt for lines of several classes, months and students, or for a
 * student's total allocated over what she owes, oldest month first. Lines of 0 are left out.
 */
export async function createReceipt(
  ctx: AppContext,
  user: AuthUser,
  input: ReceiptData,
  claim: IdempotencyClaim | null,
  versions?: Promise<DataVersions>,
): Promise<ReceiptResponse> {
  // The schema asks for a method or tenders; with tenders, the receipt's one method is derived.
  const paymentMethod = input.paymentMethod ?? input.tenders?.[0]?.method ?? "EFECTIVO";
  return runIdempotent(ctx, claim, {
    check: async () => {
      const studio = await loadStudio(ctx.db, ctx.now(), versions);
      const tenders = input.tenders && input.tenders.length > 0 ? input.tenders : null;
      for (const method of tenders ? tenders.map((t) => t.method) : [paymentMethod]) {
        checkPaymentMethod(method, studio.rules);
      }
      checkPaymentDate(input.paymentDate, studio.today);
      const payer =
        input.guardianId == null ? null : await requireGuardian(ctx.db, input.guardianId);
      let lines: PaymentLine[] = (input.lines ?? []).filter((l) => l.amount !== 0);
      const feeInput = (input.enrollmentFeeLines ?? []).filter((l) => l.amount !== 0);
      const given = (input.lines ?? []).length + (input.enrollmentFeeLines ?? []).length;
      if (given > 0 && lines.length + feeInput.length === 0) {
        throw failure("INVALID_PAYMENT_AMOUNT", { field: "lines" }, "Ninguna línea tiene monto");
      }
      for (const fee of feeInput) {
        if (!isValidPaymentAmount(fee.amount)) {
          throw failure("INVALID_PAYMENT_AMOUNT", {
            field: "enrollmentFeeLines",
            rejectedValue: fee.amount,
          });
        }
      }
      const enrollmentFeeLines = await resolveFeeLines(ctx.db, feeInput);
      if (lines.length === 0 && enrollmentFeeLines.length === 0) {
        lines =
          payer && input.studentId == null
            ? await allocateFamilyTotal(ctx, payer.id, input.totalAmount ?? 0, studio)
            : await allocateTotal(ctx, input, studio.rules);
      }
      if (payer) {
        await assertPaysForAll(
          ctx.db,
          payer.id,
          [...lines, ...enrollmentFeeLines].map((l) => l.studentId),
        );
      }
      await checkReceiptLines(ctx.db, lines, input.paymentDate);
      return { lines, studio, payer, enrollmentFeeLines };
    },
    write: async (trx, { lines, studio, payer, enrollmentFeeLines }) => {
      const { receipt } = await writeReceipt(
        trx,
        ctx,
        user,
        {
          paymentDate: input.paymentDate,
          paymentMethod,
          tenders: input.tenders,
          notes: input.notes ?? null,
          taxDocumentNumber: input.taxDocumentNumber ?? null,
          payer,
          enrollmentFeeLines,
          taxSettings: studio.settings.taxDocuments,
        },
        lines,
        studio.rules,
        {
          families: studio.settings.families,
          // Backdating is checked on the items the write reads under its locks (issue 37).
          checkItems: linesBackdating(user, lines, studio, input.paymentDate),
        },
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
  const facts = await loadStudentsLedger(ctx.db, [studentId], rules, { only: months });
  const owed = ledgerItems({ months, asOf: input.paymentDate, rules, ...facts }).filter(
    (i) => i.remainingAmount > 0,
  );
  const debt = owed.reduce((sum, o) => sum + o.remainingAmount, 0);
  return allocatedOrRefused(total, owed, { debt, debtor: "el estudiante" });
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
  return allocatedOrRefused(total, items, { debt: balance, debtor: "la familia" });
}

/**
 * A total spread over what is owed, oldest month first (a student's or a family's). More than
 * is owed is refused, saying how much `debtor` owes.
 */
function allocatedOrRefused(
  total: number,
  owed: readonly OwedLine[],
  { debt, debtor }: { debt: number; debtor: "el estudiante" | "la familia" },
): PaymentLine[] {
  const { lines, unallocated } = allocateOldestFirst(total, owed);
  if (unallocated > 0) {
    throw failure(
      "PAYMENT_EXCEEDS_REMAINING",
      { field: "totalAmount", rejectedValue: total, remainingAmount: debt },
      `El monto (${formatCLP(total)}) supera lo que ${debtor} adeuda: ${formatCLP(debt)}; registre los meses por adelantado como líneas`,
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

/**
 * PUT /api/receipts/{id}/tax-document: the SII boleta issued after the payment gets its number
 * on the receipt (the money on it never changes). Staff record a number the receipt lacks; an
 * admin may correct one already recorded. Audited with the number before and after; the same
 * number again changes nothing.
 */
export async function setTaxDocument(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  taxDocumentNumber: string,
): Promise<ReceiptResponse> {
  await ctx.db.transaction().execute(async (trx) => {
    // Two desks recording a number at once: the second reads the first's number and is refused.
    await lockForWrite(trx, "receipt-tax-document", String(id));
    const found = await findReceiptTaxDocument(trx, id);
    if (!found) throw failure("RECEIPT_NOT_FOUND");
    if (found.taxDocumentNumber === taxDocumentNumber) return;
    if (found.taxDocumentNumber !== null) {
      requireAdmin(user, "Solo un administrador puede cambiar un número de boleta ya registrado");
    }
    await setReceiptTaxDocument(trx, id, taxDocumentNumber);
    const at = ctx.now().toISOString();
    await writeAudit(trx, {
      userId: user.id,
      action: "update",
      entity: "receipt",
      entityId: id,
      before: { taxDocumentNumber: found.taxDocumentNumber },
      after: { taxDocumentNumber },
      at,
    });
  });
  return getReceipt(ctx, id);
}
