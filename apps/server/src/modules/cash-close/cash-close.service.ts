import {
  type CashCloseResponse,
  cashCloseNeedsNote,
  cashCloseSummary,
  everyMethod,
  formatCLP,
} from "@nova/domain";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { translateUniqueViolation } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import { requireAdmin } from "../../lib/permissions.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { anchorAtRecord } from "../../records/audit/audit-anchor.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { dayMoney } from "../../records/receipts/day-payments.ts";
import { loadStudio } from "../../records/system/settings.ts";
import {
  findLiveClose,
  insertClose,
  listCloses,
  markReopened,
  suggestedFloat,
} from "./cash-close.repository.ts";

type CloseRow = NonNullable<Awaited<ReturnType<typeof findLiveClose>>>;

const closeView = (row: CloseRow) => ({
  id: row.id,
  countedCash: row.counted_cash,
  difference: row.difference,
  notes: row.notes,
  closedBy: row.closed_by_name ?? row.closed_by_username ?? null,
  closedAt: row.closed_at,
});

/**
 * A day's sheet: live totals while open, the totals frozen at closing once closed; in both, the
 * day's receipt lines one by one (voided ones marked, each with its part of each tender) and
 * the voids by method to reconcile against.
 */
export async function getCashDay(ctx: AppContext, day: string): Promise<CashCloseResponse> {
  const [close, money] = await Promise.all([findLiveClose(ctx.db, day), dayMoney(ctx.db, day)]);
  const sheet = { payments: money.payments, voidsByMethod: everyMethod(money.voided) };
  if (close) {
    const summary = cashCloseSummary(
      JSON.parse(close.by_method),
      close.counted_cash,
      close.opening_float,
    );
    return {
      date: day,
      byMethod: summary.byMethod,
      total: summary.total,
      expectedCash: close.expected_cash,
      openingFloat: close.opening_float,
      ...sheet,
      close: closeView(close),
      auditAnchor: await anchorAtRecord(
        ctx.db,
        ctx.auditKey,
        { entity: "cash-close", entityId: day, action: "close" },
        close.closed_at,
      ),
    };
  }
  const summary = cashCloseSummary(money.live, 0, await suggestedFloat(ctx.db, day));
  return {
    date: day,
    byMethod: summary.byMethod,
    total: summary.total,
    expectedCash: summary.expectedCash,
    openingFloat: summary.openingFloat,
    ...sheet,
    close: null,
    auditAnchor: null,
  };
}

/** Past closes, reopened ones included (with why), newest first. */
export async function listCashCloses(ctx: AppContext) {
  const rows = await listCloses(ctx.db, 366);
  return rows.map((row) => ({
    date: row.day,
    total: cashCloseSummary(JSON.parse(row.by_method), row.counted_cash).total,
    openingFloat: row.opening_float,
    expectedCash: row.expected_cash,
    ...closeView(row),
    reopenedAt: row.reopened_at,
    reopenReason: row.reopen_reason,
  }));
}

/**
 * Closes a day with its opening float and the cash counted; the day then refuses new payments
 * and voids. Counted cash that differs from the expected (float + live cash) needs a note. Staff
 * close today (the studio's calendar), the day they worked; an admin may also close a past day
 * left open. A day still to come is closed by nobody: it would refuse that day's payments.
 */
export async function closeCashDay(
  ctx: AppContext,
  user: AuthUser,
  day: string,
  input: {
    countedCash: number;
    notes?: string | null | undefined;
    openingFloat?: number | undefined;
  },
): Promise<CashCloseResponse> {
  const { today } = await loadStudio(ctx.db, ctx.now());
  if (day > today) throw failure("DAY_IN_FUTURE", { field: "date", rejectedValue: day });
  if (day < today) {
    requireAdmin(
      user,
      "Solo un administrador puede cerrar la caja de un día anterior; el personal cierra la caja de hoy",
    );
  }
  // Only another writer of cash_closes (not this module: it locks the day) can get here first.
  await translateUniqueViolation(
    () =>
      writeTransaction(ctx, async (trx, at) => {
        // The day's payments wait for the close (assertCashDayOpen), so the sum below is final.
        await lockForWrite(trx, "cash-day", day);
        if (await findLiveClose(trx, day))
          throw failure("DAY_CLOSED", { field: "date", rejectedValue: day });
        const openingFloat = input.openingFloat ?? (await suggestedFloat(trx, day));
        const summary = cashCloseSummary(
          (await dayMoney(trx, day)).live,
          input.countedCash,
          openingFloat,
        );
        if (cashCloseNeedsNote(summary.difference, input.notes)) throw noteRequired(summary);
        const id = await insertClose(trx, {
          day,
          byMethod: summary.byMethod,
          openingFloat,
          expectedCash: summary.expectedCash,
          countedCash: summary.countedCash,
          difference: summary.difference,
          notes: input.notes ?? null,
          closedBy: user.id,
          closedAt: at,
        });
        await writeAudit(trx, {
          userId: user.id,
          action: "close",
          entity: "cash-close",
          entityId: day,
          after: { id, ...summary },
          at,
        });
      }),
    () => failure("DAY_CLOSED", { field: "date", rejectedValue: day }),
  );
  return getCashDay(ctx, day);
}

/** A count off the expected cash, closed without a word: says both figures and the gap. */
function noteRequired(summary: { expectedCash: number; countedCash: number; difference: number }) {
  const gap = summary.difference < 0 ? "faltan" : "sobran";
  return failure(
    "CASH_CLOSE_NOTE_REQUIRED",
    {
      field: "notes",
      expectedCash: summary.expectedCash,
      countedCash: summary.countedCash,
      difference: summary.difference,
    },
    `El efectivo contado (${formatCLP(summary.countedCash)}) difiere del esperado (${formatCLP(summary.expectedCash)}): ${gap} ${formatCLP(Math.abs(summary.difference))}. Escriba una nota que explique la diferencia para cerrar la caja.`,
  );
}

/** Reopens a closed day (admins, with a reason): its payments can change again. */
export async function reopenCashDay(
  ctx: AppContext,
  user: AuthUser,
  day: string,
  reason: string,
): Promise<CashCloseResponse> {
  await writeTransaction(ctx, async (trx, at) => {
    await lockForWrite(trx, "cash-day", day);
    const close = await findLiveClose(trx, day);
    if (!close) throw failure("DAY_NOT_CLOSED", { field: "date", rejectedValue: day });
    await markReopened(trx, close.id, { by: user.id, at, reason });
    await writeAudit(trx, {
      userId: user.id,
      action: "reopen",
      entity: "cash-close",
      entityId: day,
      before: { closed: true },
      after: { closed: false, reason },
      at,
    });
  });
  return getCashDay(ctx, day);
}
