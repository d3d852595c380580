import { GENESIS_HASH } from "../../db/audit-hash.ts";
import type { Database } from "../../db/database.ts";
import { rowCount } from "../system/row-count.ts";

// The chain and the money it vouches for, as the integrity check and the anchors read them.

/**
 * Audit rows in id order after `afterId` and up to `lastId`, a batch at a time, for the chain
 * check.
 */
export function auditRowsAfter(db: Database, afterId: number, lastId: number, limit: number) {
  return db
    .selectFrom("audit_log")
    .selectAll()
    .where("id", ">", afterId)
    .where("id", "<=", lastId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The id of the newest row in the table (0 when empty), whatever the chain says. */
export async function newestAuditId(db: Database): Promise<number> {
  const row = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Row `id` of the chain: its stored hash (null when the row is gone) and how many rows reach it. */
export async function chainPosition(
  db: Database,
  id: number,
): Promise<{ hash: string | null; count: number }> {
  if (id === 0) return { hash: GENESIS_HASH, count: 0 };
  const [row, count] = await Promise.all([
    db.selectFrom("audit_log").select("hash").where("id", "=", id).executeTakeFirst(),
    rowCount(db.selectFrom("audit_log").where("id", "<=", id)),
  ]);
  return { hash: row?.hash ?? null, count };
}

/** The newest audit row of a record and action (its id and hash), if any. */
export function newestAuditRowOf(db: Database, entity: string, entityId: string, action: string) {
  return db
    .selectFrom("audit_log")
    .select(["id", "hash"])
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .where("action", "=", action)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Payments in id order after `afterId`, a batch at a time, deleted ones included. */
export function paymentsAfter(db: Database, afterId: number, limit: number) {
  return db
    .selectFrom("payments")
    .select([
      "id",
      "receipt_number",
      "student_id",
      "class_id",
      "amount",
      "payment_month",
      "payment_date",
      "payment_method",
      "notes",
      "is_late_payment",
      "created_at",
      "deleted_at",
    ])
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The audit rows of these payments up to the chain's end `lastId`, in id order. */
export function paymentAuditRows(db: Database, paymentIds: readonly number[], lastId: number) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("audit_log")
    .select(["id", "action", "entity_id", "after"])
    .where("entity", "=", "payment")
    .where(
      "entity_id",
      "in",
      paymentIds.map((id) => String(id)),
    )
    .where("id", "<=", lastId)
    .orderBy("id")
    .execute();
}
