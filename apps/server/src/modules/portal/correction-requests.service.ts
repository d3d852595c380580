import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import {
  insertCorrectionRequest,
  listCorrectionRequests,
  markCorrectionHandled,
} from "./portal.repository.ts";
import { checkPortalWriteLimit } from "./write-limits.ts";

// The family's requests to correct its data, and the staff inbox that handles them.

/**
 * POST /api/portal/correction-requests: the family asks to correct its data. Kept as a request
 * for the staff inbox (and in the audit log under the guardian); staff correct the data
 * themselves and mark it handled.
 */
export async function sendCorrectionRequest(
  ctx: AppContext,
  guardianId: number,
  message: string,
  sessionId: number,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    await checkPortalWriteLimit(trx, "correction-request", { guardianId, sessionId }, now);
    const at = now.toISOString();
    const id = await insertCorrectionRequest(trx, guardianId, message, at, sessionId);
    await writeAudit(trx, {
      userId: null,
      action: "correction-request",
      entity: "guardian",
      entityId: guardianId,
      after: { message, requestId: id },
      at,
    });
  });
}

/**
 * GET /api/portal/correction-requests: what the family asked to correct and what the studio
 * answered, open ones first; who on the staff handled it stays with the studio.
 */
export async function familyCorrectionRequests(ctx: AppContext, guardianId: number) {
  return (await listCorrectionRequests(ctx.db, { guardianId })).map((r) => ({
    id: r.id,
    message: r.message,
    createdAt: r.createdAt,
    handledAt: r.handledAt,
    handledNote: r.handledNote,
  }));
}

/** GET /api/correction-requests: the inbox's requests, open ones first. */
export async function correctionInbox(ctx: AppContext) {
  return listCorrectionRequests(ctx.db);
}

/** POST /api/correction-requests/{id}/handled: staff dealt with it (once). */
export async function handleCorrectionRequest(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  note: string | null,
) {
  const [request] = await listCorrectionRequests(ctx.db, { id });
  if (!request) throw failure("CORRECTION_REQUEST_NOT_FOUND");
  if (request.handledAt) throw failure("CORRECTION_REQUEST_HANDLED");
  await writeTransaction(ctx, async (trx, at) => {
    // Two staff at once: the update applies to a still-open request only.
    if (!(await markCorrectionHandled(trx, id, { by: user.id, at, note }))) {
      throw failure("CORRECTION_REQUEST_HANDLED");
    }
    await writeAudit(trx, {
      userId: user.id,
      action: "handle",
      entity: "correction-request",
      entityId: id,
      after: { guardianId: request.guardianId, note },
      at,
    });
  });
  const [fresh] = await listCorrectionRequests(ctx.db, { id });
  if (!fresh) throw failure("CORRECTION_REQUEST_NOT_FOUND");
  return fresh;
}
