import type { Database } from "../db/database.ts";
import { failure } from "../lib/errors.ts";

/**
 * Refuses a payment write dated on a closed day; call it inside the write's transaction. The
 * cash-close module owns the closes; payments only need to know whether the day is still open.
 */
export async function assertCashDayOpen(db: Database, day: string): Promise<void> {
  const close = await db
    .selectFrom("cash_closes")
    .select("id")
    .where("day", "=", day)
    .where("reopened_at", "is", null)
    .executeTakeFirst();
  if (close) throw failure("DAY_CLOSED", { field: "paymentDate", rejectedValue: day });
}
