import type { Tender } from "@nova/domain";
import type { OperandValueExpressionOrList } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { idIn } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";

// How receipts were paid (issue 36, decision 0070): their tenders, one row per method. Written
// once with the receipt, never changed: a void of a line is read against them, not written
// into them.

/** Writes a receipt's tenders, in the order given, in one statement. */
export async function insertTenders(db: Database, receiptId: number, tenders: readonly Tender[]) {
  if (tenders.length === 0) return;
  await db
    .insertInto("receipt_tenders")
    .values(
      tenders.map((t, i) => ({
        receipt_id: receiptId,
        position: i + 1,
        method: t.method,
        amount: t.amount,
      })),
    )
    .execute();
}

/** The tenders of the receipts, by receipt id, each in its order: one query. */
export async function loadTenders(
  db: Database,
  receiptIds: readonly number[],
): Promise<Map<number, Tender[]>> {
  const ids = [...new Set(receiptIds)].filter(isStorableId);
  if (ids.length === 0) return new Map();
  return tendersOf(db, ids);
}

/** The tenders of the receipts dated `day`, by receipt id: one query. */
export function loadDayTenders(db: Database, day: string): Promise<Map<number, Tender[]>> {
  return tendersOf(
    db,
    db.selectFrom("receipts").select("receipts.id").where("receipts.payment_date", "=", day),
  );
}

/** The tenders of the receipts `ids` (a list, or a query of ids), by receipt id: one query. */
async function tendersOf(
  db: Database,
  ids: OperandValueExpressionOrList<DatabaseSchema, "receipt_tenders", "receipt_id">,
): Promise<Map<number, Tender[]>> {
  const rows = await db
    .selectFrom("receipt_tenders")
    .select(["receipt_id", "method", "amount"])
    // A list goes as one parameter (idIn); a query of ids as a subquery.
    .where((eb) =>
      Array.isArray(ids) ? idIn(db, "receipt_id", ids as number[]) : eb("receipt_id", "in", ids),
    )
    .orderBy("receipt_id")
    .orderBy("position")
    .execute();
  return byReceipt(rows);
}

/** Tender rows as read (by receipt, in position order), as each receipt's list of tenders. */
function byReceipt(
  rows: readonly { receipt_id: number; method: Tender["method"]; amount: number | string }[],
): Map<number, Tender[]> {
  const tenders = new Map<number, Tender[]>();
  for (const r of rows) {
    const list = tenders.get(r.receipt_id) ?? [];
    list.push({ method: r.method, amount: Number(r.amount) });
    tenders.set(r.receipt_id, list);
  }
  return tenders;
}
