import { addMonths, type YearMonth } from "@nova/domain";
import type { Database } from "../../db/database.ts";

// A class's price from a month on (issue 36, decision 0072): the ledger charges each month the
// price in force then, so a new price never rewrites a month already charged.

/** The month a price that has always been the class's is recorded from. */
const SINCE_ALWAYS: YearMonth = "2000-01";

/**
 * Records a new price of a class from `from` on, inside the class update's transaction (the
 * class row is already locked by it). The first change also records the old price for every
 * earlier month; prices planned from `from` or later are replaced by this one.
 */
export async function recordClassPrice(
  trx: Database,
  change: { classId: number; oldPrice: number; newPrice: number; from: YearMonth },
  audit: { userId: number; at: string },
): Promise<void> {
  const existing = await trx
    .selectFrom("class_price_periods")
    .select(["from_month"])
    .where("class_id", "=", change.classId)
    .execute();
  const rows: { from_month: string; price: number }[] = [];
  if (existing.length === 0 && change.from > SINCE_ALWAYS) {
    rows.push({ from_month: SINCE_ALWAYS, price: change.oldPrice });
  }
  await trx
    .deleteFrom("class_price_periods")
    .where("class_id", "=", change.classId)
    .where("from_month", ">=", change.from)
    .execute();
  rows.push({ from_month: change.from, price: change.newPrice });
  await trx
    .insertInto("class_price_periods")
    .values(
      rows.map((r) => ({
        class_id: change.classId,
        from_month: r.from_month,
        price: r.price,
        recorded_at: audit.at,
        recorded_by: audit.userId,
      })),
    )
    .execute();
}

/** The month a price change applies from when the admin names none: the next one. */
export function defaultPriceFrom(currentMonth: YearMonth): YearMonth {
  return addMonths(currentMonth, 1);
}
