import {
  canMoveTrial,
  TRIAL_STATUS_LABELS,
  type TrialRequestResponse,
  type TrialRequestUpdate,
  type TrialStatus,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { pageWindow } from "../../lib/list-paging.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import {
  countNewTrialRequests,
  findTrialRequest,
  listTrialRequests,
  type TrialFilter,
  updateTrialRequest,
} from "./trial-requests.repository.ts";

// The desk's side of the funnel: the list, the badge count and moving a request along.

export async function listRequests(
  ctx: AppContext,
  query: TrialFilter & { page?: number | undefined; size?: number | undefined },
) {
  const window = pageWindow(query) ?? { limit: 100, offset: 0 };
  return listTrialRequests(ctx.db, query, window);
}

export async function newRequestsCount(ctx: AppContext): Promise<number> {
  return countNewTrialRequests(ctx.db);
}

export async function requireRequest(ctx: AppContext, id: number): Promise<TrialRequestResponse> {
  const found = await findTrialRequest(ctx.db, id);
  if (!found) throw failure("TRIAL_REQUEST_NOT_FOUND", { rejectedValue: id });
  return found;
}

const changedMeanwhile = () =>
  failure("CONFLICT", {}, "La solicitud cambió mientras la editaba. Recargue e intente nuevamente");

/** PUT /api/trial-requests/{id}: moves it along the funnel and/or keeps notes. */
export async function updateRequest(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  patch: TrialRequestUpdate,
): Promise<TrialRequestResponse> {
  const current = await requireRequest(ctx, id);
  const to: TrialStatus = patch.status ?? current.status;
  if (to === "ENROLLED" && current.status !== "ENROLLED") {
    throw failure("CONFLICT", {}, "Use 'Inscribir' para inscribir a la persona de la solicitud");
  }
  if (!canMoveTrial(current.status, to)) {
    throw failure(
      "CONFLICT",
      { field: "status", rejectedValue: to },
      `Una solicitud ${TRIAL_STATUS_LABELS[current.status]} no puede pasar a ${TRIAL_STATUS_LABELS[to]}`,
    );
  }
  const at = ctx.now().toISOString();
  const set: Parameters<typeof updateTrialRequest>[3] = {};
  if (patch.status) set.status = to;
  if (patch.notes !== undefined) set.notes = patch.notes;
  if (to === "DISCARDED") set.discard_reason = patch.discardReason ?? null;
  if (to !== current.status && to !== "NEW" && to !== "DISCARDED" && !current.contactedAt) {
    set.contacted_at = at;
  }
  if (to === "ATTENDED" && !current.attendedAt) set.attended_at = at;
  await ctx.db.transaction().execute((trx) =>
    moveRequest(
      trx,
      user,
      { id, from: current.status, set, at },
      {
        status: to,
        notes: set.notes !== undefined,
      },
    ),
  );
  return requireRequest(ctx, id);
}

/**
 * Changes a request only if its status is still `from` (two people working the same request:
 * the second one gets a 409) and audits the move; the one way a request's status is written
 * after intake, by hand or by enrolling its person.
 */
export async function moveRequest(
  trx: Database,
  user: Pick<AuthUser, "id">,
  move: {
    id: number;
    from: TrialStatus;
    set: Parameters<typeof updateTrialRequest>[3];
    at: string;
  },
  auditedAfter: Record<string, unknown>,
) {
  const { id, from, set, at } = move;
  if (!(await updateTrialRequest(trx, id, from, set, at))) throw changedMeanwhile();
  await writeAudit(trx, {
    userId: user.id,
    action: "update",
    entity: "trial-request",
    entityId: id,
    before: { status: from },
    after: auditedAfter,
    at,
  });
}
