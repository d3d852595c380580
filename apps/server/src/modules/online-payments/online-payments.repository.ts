import type { OnlineOrder, OnlineOrderStatus } from "@nova/domain";
import type { InferResult } from "kysely";
import type { Database } from "../../db/database.ts";
import { isStorableId } from "../../lib/db-helpers.ts";

// The online payments module's own table: online_orders (issue 30).

export type OrderLine = OnlineOrder["lines"][number];

/**
 * An order as stored: the API's order without what is worked out on reading (`stale`), plus
 * the gateway's token, which only the calls to the gateway use and no answer carries.
 */
export type OrderRecord = Omit<OnlineOrder, "stale"> & { gatewayToken: string | null };

function selectOrders(db: Database) {
  return db
    .selectFrom("online_orders as o")
    .innerJoin("guardians as g", "g.id", "o.guardian_id")
    .leftJoin("receipts as r", "r.id", "o.receipt_id")
    .select([
      "o.id",
      "o.guardian_id",
      "g.full_name",
      "o.gateway",
      "o.commerce_order",
      "o.gateway_token",
      "o.gateway_order",
      "o.amount",
      "o.lines",
      "o.status",
      "o.receipt_id",
      "r.number as receipt_number",
      "o.credit_amount",
      "o.credit_resolved_at",
      "o.created_at",
      "o.paid_at",
      "o.last_checked_at",
    ]);
}

type OrderRow = InferResult<ReturnType<typeof selectOrders>>[number];

const toOrder = (r: OrderRow): OrderRecord => ({
  id: r.id,
  guardianId: r.guardian_id,
  guardianName: r.full_name,
  gateway: r.gateway,
  commerceOrder: r.commerce_order,
  gatewayToken: r.gateway_token,
  gatewayOrder: r.gateway_order,
  amount: Number(r.amount),
  lines: JSON.parse(r.lines) as OrderLine[],
  status: r.status as OnlineOrderStatus,
  receiptId: r.receipt_id,
  receiptNumber: r.receipt_number === null ? null : Number(r.receipt_number),
  creditAmount: Number(r.credit_amount),
  creditResolvedAt: r.credit_resolved_at,
  createdAt: r.created_at,
  paidAt: r.paid_at,
  lastCheckedAt: r.last_checked_at,
});

export async function insertOrder(
  db: Database,
  o: {
    guardianId: number;
    gateway: string;
    commerceOrder: string;
    amount: number;
    lines: OrderLine[];
  },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto("online_orders")
    .values({
      guardian_id: o.guardianId,
      gateway: o.gateway,
      commerce_order: o.commerceOrder,
      gateway_token: null,
      gateway_order: null,
      amount: o.amount,
      lines: JSON.stringify(o.lines),
      status: "created",
      receipt_id: null,
      credit_resolved_at: null,
      created_at: now,
      paid_at: null,
      last_checked_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setOrderToken(
  db: Database,
  id: number,
  token: string,
  gatewayOrder: string | null,
) {
  await db
    .updateTable("online_orders")
    .set({ gateway_token: token, gateway_order: gatewayOrder })
    .where("id", "=", id)
    .execute();
}

export async function findOrder(db: Database, id: number): Promise<OrderRecord | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await selectOrders(db).where("o.id", "=", id).executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

export async function findOrderByToken(
  db: Database,
  gateway: string,
  token: string,
): Promise<OrderRecord | undefined> {
  const row = await selectOrders(db)
    .where("o.gateway", "=", gateway)
    .where("o.gateway_token", "=", token)
    .executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

/** Orders created in [from, to] (instants), newest first. */
export async function listOrders(db: Database, from: string, to: string): Promise<OrderRecord[]> {
  const rows = await selectOrders(db)
    .where("o.created_at", ">=", from)
    .where("o.created_at", "<", to)
    .orderBy("o.id", "desc")
    .limit(2000)
    .execute();
  return rows.map(toOrder);
}

/** Orders still waiting for the gateway, created after `since`. */
export async function pendingOrders(db: Database, since: string): Promise<OrderRecord[]> {
  const rows = await selectOrders(db)
    .where("o.status", "=", "created")
    .where("o.gateway_token", "is not", null)
    .where("o.created_at", ">=", since)
    .orderBy("o.id")
    .limit(200)
    .execute();
  return rows.map(toOrder);
}

/** Marks an order checked (and its new status when it ended without a payment). */
export async function markChecked(db: Database, id: number, at: string, status?: string) {
  await db
    .updateTable("online_orders")
    .set(status ? { last_checked_at: at, status } : { last_checked_at: at })
    .where("id", "=", id)
    .where("status", "=", "created")
    .execute();
}

/**
 * Records the order as paid, once: the update only applies to an order still 'created', so of
 * several confirmations only the first one's transaction writes; the others see false.
 */
export async function markPaid(
  db: Database,
  id: number,
  paid: { receiptId: number | null; creditAmount: number; gatewayOrder: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("online_orders")
    .set({
      status: "paid",
      receipt_id: paid.receiptId,
      credit_amount: paid.creditAmount,
      gateway_order: paid.gatewayOrder,
      paid_at: paid.at,
      last_checked_at: paid.at,
    })
    .where("id", "=", id)
    .where("status", "=", "created")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function resolveCredit(db: Database, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("online_orders")
    .set({ credit_resolved_at: at })
    .where("id", "=", id)
    .where("credit_amount", ">", 0)
    .where("credit_resolved_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Unresolved credits: money received online for months that were paid meanwhile. */
export async function countOpenCredits(db: Database): Promise<number> {
  const row = await db
    .selectFrom("online_orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("credit_amount", ">", 0)
    .where("credit_resolved_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
