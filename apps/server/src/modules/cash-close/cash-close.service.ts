import { type CashCloseResponse, cashCloseSummary } from "@nova/domain";
import type { AppContext, AuthUser } from "../../context.ts";
import type { Database } from "../../db/database.ts";
import { failure } from "../../lib/domain-failure.ts";
import { writeAudit } from "../audit/audit.repository.ts";
import { anchorAtRecord } from "../audit/audit-anchor.ts";
import {
  dayTotalsByMethod,
  findLiveClose,
  insertClose,
  listCloses,
  markReopened,
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

/** A day's sheet: live totals while open, the totals frozen at closing once closed. */
export async function getCashDay(ctx: AppContext, day: string): Promise<CashCloseResponse> {
  const close = await findLiveClose(ctx.db, day);
  if (close) {
    const summary = cashCloseSummary(JSON.parse(close.by_method), close.counted_cash);
    return {
      date: day,
      byMethod: summary.byMethod,
      total: summary.total,
      expectedCash: close.expected_cash,
      close: closeView(close),
      auditAnchor: await anchorAtRecord(
        ctx.db,
        ctx.auditKey,
        { entity: "cash-close", entityId: day, action: "close" },
        close.closed_at,
      ),
    };
  }
  const summary = cashCloseSummary(await dayTotalsByMethod(ctx.db, day), 0);
  return {
    date: day,
    byMethod: summary.byMethod,
    total: summary.total,
    expectedCash: summary.expectedCash,
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
    expectedCash: row.expected_cash,
    ...closeView(row),
    reopenedAt: row.reopened_at,
    reopenReason: row.reopen_reason,
  }));
}

/** Closes a day with the cash counted; the day then refuses new payments and deletions. */
export async function closeCashDay(
  ctx: AppContext,
  user: AuthUser,
  day: string,
  input: { countedCash: number; notes?: string | null | undefined },
): Promise<CashCloseResponse> {
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if (await findLiveClose(trx, day))
      throw failure("DAY_CLOSED", { field: "date", rejectedValue: day });
    const summary = cashCloseSummary(await dayTotalsByMethod(trx, day), input.countedCash);
    const id = await insertClose(trx, {
      day,
      byMethod: summary.byMethod,
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
  });
  return getCashDay(ctx, day);
}

/** Reopens a closed day (admins, with a reason): its payments can change again. */
export async function reopenCashDay(
  ctx: AppContext,
  user: AuthUser,
  day: string,
  reason: string,
): Promise<CashCloseResponse> {
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
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

/** Refuses a payment write dated on a closed day; call it inside the write's transaction. */
export async function assertCashDayOpen(db: Database, day: string): Promise<void> {
  if (await findLiveClose(db, day))
    throw failure("DAY_CLOSED", { field: "paymentDate", rejectedValue: day });
}
