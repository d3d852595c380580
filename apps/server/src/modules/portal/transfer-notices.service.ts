import {
  type PaymentLine,
  transferDateProblem,
  transferNoticeCap,
  transferNoticeCapMessage,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { classesByIds } from "../../records/classes/classes.ts";
import {
  checkLinesBackdating,
  checkPaymentDate,
  checkPaymentMethod,
  checkReceiptLines,
} from "../../records/receipts/receipt-checks.ts";
import { writeReceipt } from "../../records/receipts/receipt-write.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { childIds, familyStatement } from "./family.service.ts";
import {
  insertTransferNotice,
  listTransferNotices,
  resolveTransferNotice,
} from "./portal.repository.ts";
import { checkPortalWriteLimit } from "./write-limits.ts";

// 'Avisar que transferí': the family's notice of a bank transfer, and the staff inbox that
// confirms it into a receipt or rejects it.

/**
 * The most a notice of the family may say (issue 35): what it owes today, months and
 * enrollment fees, plus one month of the classes of the children it pays for (or the floor).
 */
async function transferNoticeCapOf(ctx: AppContext, guardianId: number) {
  const statement = await familyStatement(ctx, guardianId);
  const classIds = statement.children
    .filter((c) => c.isPayer)
    .flatMap((c) => c.classes.map((k) => k.id));
  const prices = new Map(
    (await classesByIds(ctx.db, [...new Set(classIds)])).map((c) => [c.id, c.price]),
  );
  const fees = statement.enrollmentFees.reduce((sum, f) => sum + f.remainingAmount, 0);
  return transferNoticeCap({
    owed: statement.balance + fees,
    monthlyPrices: classIds.map((id) => prices.get(id) ?? 0),
  });
}

/** POST /api/portal/transfer-notices: 'Avisar que transferí'. */
export async function sendTransferNotice(
  ctx: AppContext,
  guardianId: number,
  input: { transferDate: string; amount: number; note?: string | null | undefined },
  sessionId: number,
) {
  const { today } = await loadStudio(ctx.db, ctx.now());
  const problem = transferDateProblem(input.transferDate, today);
  if (problem) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "transferDate", rejectedValue: input.transferDate },
      problem,
    );
  }
  const cap = await transferNoticeCapOf(ctx, guardianId);
  if (input.amount > cap) {
    throw failure(
      "TRANSFER_NOTICE_TOO_HIGH",
      { field: "amount", rejectedValue: input.amount, max: cap },
      transferNoticeCapMessage(cap),
    );
  }
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    await checkPortalWriteLimit(trx, "transfer-notice", { guardianId, sessionId }, now);
    const at = now.toISOString();
    const id = await insertTransferNotice(
      trx,
      {
        guardianId,
        transferDate: input.transferDate,
        amount: input.amount,
        note: input.note ?? null,
        portalSessionId: sessionId,
      },
      at,
    );
    await writeAudit(trx, {
      userId: null,
      action: "create",
      entity: "transfer-notice",
      entityId: id,
      after: { guardianId, transferDate: input.transferDate, amount: input.amount },
      at,
    });
    const [notice] = await listTransferNotices(trx, { id });
    if (!notice) throw new Error("unreachable: the notice was just written");
    return notice;
  });
}

export async function familyTransferNotices(ctx: AppContext, guardianId: number) {
  return listTransferNotices(ctx.db, { guardianId });
}

export async function transferInbox(ctx: AppContext) {
  return listTransferNotices(ctx.db);
}

async function pendingNotice(ctx: AppContext, id: number) {
  const [notice] = await listTransferNotices(ctx.db, { id });
  if (!notice) throw failure("TRANSFER_NOTICE_NOT_FOUND");
  if (notice.status !== "pending") throw failure("TRANSFER_NOTICE_RESOLVED");
  return notice;
}

/**
 * POST /api/transfer-notices/{id}/confirm: staff write the transfer into a receipt (method
 * TRANSFERENCIA, dated the day of the transfer) with the lines they choose, which must add up to
 * the amount the family said; the notice is resolved in the same transaction, once. The receipt
 * passes the checks of POST /api/receipts (issue 35): the notice's date is a real day, not
 * after today; each month at most 12 months ahead of it; lines of 0 are left out.
 */
export async function confirmTransferNotice(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  given: PaymentLine[],
) {
  const notice = await pendingNotice(ctx, id);
  const studio = await loadStudio(ctx.db, ctx.now());
  checkPaymentMethod("TRANSFERENCIA", studio.rules);
  checkPaymentDate(notice.transferDate, studio.today);
  const lines = given.filter((l) => l.amount !== 0);
  if (lines.length === 0) {
    throw failure("INVALID_PAYMENT_AMOUNT", { field: "lines" }, "Ninguna línea tiene monto");
  }
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  if (total !== notice.amount) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "lines", rejectedValue: total },
      "Las líneas deben sumar el monto transferido",
    );
  }
  const children = await childIds(ctx, notice.guardianId);
  if (!lines.every((l) => children.has(l.studentId))) {
    throw failure("STUDENT_NOT_FOUND", { field: "lines" }, "Un estudiante no es de esta familia");
  }
  await checkReceiptLines(ctx.db, lines, notice.transferDate);
  await checkLinesBackdating(ctx.db, user, lines, studio, notice.transferDate);
  return ctx.db.transaction().execute(async (trx) => {
    const { receipt } = await writeReceipt(
      trx,
      ctx,
      user,
      {
        paymentDate: notice.transferDate,
        paymentMethod: "TRANSFERENCIA",
        notes: `Transferencia avisada desde el portal (aviso ${notice.id})`,
        taxDocumentNumber: null,
        taxSettings: studio.settings.taxDocuments,
      },
      lines,
      studio.rules,
    );
    // Two staff confirming at once: the second's receipt rolls back with the error.
    await resolveAudited(
      trx,
      user,
      id,
      ctx.now().toISOString(),
      { status: "confirmed", receiptId: receipt.id },
      { action: "confirm", after: { receiptId: receipt.id } },
    );
    return receipt;
  });
}

/** POST /api/transfer-notices/{id}/reject: the money did not arrive (the reason the family reads). */
export async function rejectTransferNotice(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  reason: string,
) {
  await pendingNotice(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    await resolveAudited(
      trx,
      user,
      id,
      ctx.now().toISOString(),
      { status: "rejected", receiptId: null, rejectReason: reason },
      { action: "reject", after: { status: "rejected", reason } },
    );
  });
}

/**
 * Resolves a still-pending notice and audits it, the one way confirm and reject both end: a
 * notice someone else resolved first fails with TRANSFER_NOTICE_RESOLVED, and the transaction
 * it runs in (a confirmation's receipt with it) rolls back.
 */
async function resolveAudited(
  trx: Database,
  user: AuthUser,
  id: number,
  at: string,
  change: Omit<Parameters<typeof resolveTransferNotice>[2], "by" | "at">,
  audit: { action: "confirm" | "reject"; after: Record<string, unknown> },
) {
  if (!(await resolveTransferNotice(trx, id, { ...change, by: user.id, at }))) {
    throw failure("TRANSFER_NOTICE_RESOLVED");
  }
  await writeAudit(trx, { userId: user.id, ...audit, entity: "transfer-notice", entityId: id, at });
}
