import type { PortalWriteKind } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { isStorableId } from "../../lib/db-helpers.ts";

// The portal module's own table: the bank transfer notices families send (issue 30).

const noticeColumns = [
  "tn.id",
  "tn.guardian_id",
  "g.full_name",
  "tn.transfer_date",
  "tn.amount",
  "tn.note",
  "tn.status",
  "tn.receipt_id",
  "tn.reject_reason",
  "tn.created_at",
] as const;

type NoticeRow = {
  id: number;
  guardian_id: number;
  full_name: string;
  transfer_date: string;
  amount: number;
  note: string | null;
  status: string;
  receipt_id: number | null;
  reject_reason: string | null;
  created_at: string;
};

const toNotice = (r: NoticeRow) => ({
  id: r.id,
  guardianId: r.guardian_id,
  guardianName: r.full_name,
  transferDate: r.transfer_date,
  amount: Number(r.amount),
  note: r.note,
  status: r.status as "pending" | "confirmed" | "rejected",
  receiptId: r.receipt_id,
  rejectReason: r.reject_reason,
  createdAt: r.created_at,
});
export type TransferNotice = ReturnType<typeof toNotice>;

export async function insertTransferNotice(
  db: Database,
  n: {
    guardianId: number;
    transferDate: string;
    amount: number;
    note: string | null;
    portalSessionId?: number | null;
  },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto("transfer_notices")
    .values({
      guardian_id: n.guardianId,
      transfer_date: n.transferDate,
      amount: n.amount,
      note: n.note,
      status: "pending",
      receipt_id: null,
      created_at: now,
      resolved_at: null,
      resolved_by: null,
      reject_reason: null,
      portal_session_id: n.portalSessionId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Notices, pending first then newest; only the guardian's when `guardianId` is given. */
export async function listTransferNotices(
  db: Database,
  filter: { guardianId?: number; id?: number } = {},
): Promise<TransferNotice[]> {
  let query = db
    .selectFrom("transfer_notices as tn")
    .innerJoin("guardians as g", "g.id", "tn.guardian_id")
    .select(noticeColumns);
  if (filter.guardianId !== undefined)
    query = query.where("tn.guardian_id", "=", filter.guardianId);
  if (filter.id !== undefined) {
    if (!isStorableId(filter.id)) return [];
    query = query.where("tn.id", "=", filter.id);
  }
  const rows = await query.orderBy("tn.id", "desc").limit(500).execute();
  return rows
    .map(toNotice)
    .sort((a, b) => Number(b.status === "pending") - Number(a.status === "pending"));
}

/** Resolves a pending notice; false when another request resolved it first. */
export async function resolveTransferNotice(
  db: Database,
  id: number,
  change: {
    status: "confirmed" | "rejected";
    receiptId: number | null;
    by: number;
    at: string;
    rejectReason?: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable("transfer_notices")
    .set({
      status: change.status,
      receipt_id: change.receiptId,
      reject_reason: change.rejectReason ?? null,
      resolved_at: change.at,
      resolved_by: change.by,
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- Correction requests (the family asks to correct its data; staff mark them handled) ----

export async function insertCorrectionRequest(
  db: Database,
  guardianId: number,
  message: string,
  now: string,
  portalSessionId: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto("correction_requests")
    .values({
      guardian_id: guardianId,
      message,
      created_at: now,
      handled_at: null,
      handled_by: null,
      handled_note: null,
      portal_session_id: portalSessionId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Requests, open ones first then newest (at most 500); one when `id` is given. */
export async function listCorrectionRequests(
  db: Database,
  filter: { id?: number; guardianId?: number } = {},
) {
  let query = db
    .selectFrom("correction_requests as cr")
    .innerJoin("guardians as g", "g.id", "cr.guardian_id")
    .leftJoin("users as u", "u.id", "cr.handled_by")
    .select([
      "cr.id",
      "cr.guardian_id",
      "g.full_name",
      "cr.message",
      "cr.created_at",
      "cr.handled_at",
      "cr.handled_note",
      "u.name as handled_by_name",
      "u.username as handled_by_username",
    ]);
  if (filter.id !== undefined) {
    if (!isStorableId(filter.id)) return [];
    query = query.where("cr.id", "=", filter.id);
  }
  if (filter.guardianId !== undefined)
    query = query.where("cr.guardian_id", "=", filter.guardianId);
  const rows = await query.orderBy("cr.id", "desc").limit(500).execute();
  return rows
    .map((r) => ({
      id: r.id,
      guardianId: r.guardian_id,
      guardianName: r.full_name,
      message: r.message,
      createdAt: r.created_at,
      handledAt: r.handled_at,
      handledBy: r.handled_by_name?.trim() || r.handled_by_username || null,
      handledNote: r.handled_note,
    }))
    .sort((a, b) => Number(a.handledAt !== null) - Number(b.handledAt !== null));
}

/** Marks an open request handled; false when another request handled it first. */
export async function markCorrectionHandled(
  db: Database,
  id: number,
  change: { by: number; at: string; note: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable("correction_requests")
    .set({ handled_at: change.at, handled_by: change.by, handled_note: change.note })
    .where("id", "=", id)
    .where("handled_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- What a family posted lately (issue 35: the portal's write limits) ----

const WRITE_TABLES = {
  "transfer-notice": "transfer_notices",
  "correction-request": "correction_requests",
} as const;

/**
 * When the family's rows of a kind were created after `since.guardian`, and which of them came
 * from the session after `since.session`: what `portalWriteWait` counts. Read under the family's
 * "portal-writes" lock, so two posts at once cannot both see room for one.
 */
export async function recentPortalWrites(
  db: Database,
  kind: PortalWriteKind,
  who: { guardianId: number; sessionId: number },
  since: { session: string; guardian: string },
): Promise<{ session: string[]; guardian: string[] }> {
  const rows = await db
    .selectFrom(WRITE_TABLES[kind])
    .select(["created_at", "portal_session_id"])
    .where("guardian_id", "=", who.guardianId)
    .where("created_at", ">", since.guardian)
    .execute();
  return {
    guardian: rows.map((r) => r.created_at),
    session: rows
      .filter((r) => r.portal_session_id === who.sessionId && r.created_at > since.session)
      .map((r) => r.created_at),
  };
}
