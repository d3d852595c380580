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
  n: { guardianId: number; transferDate: string; amount: number; note: string | null },
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
