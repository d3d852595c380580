import type { Database } from "../../db/database.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import { failure } from "../../lib/errors.ts";

/**
 * Refuses a payment write dated on a closed day. Call it inside the write's transaction, before
 * the write: it locks the day until that transaction ends, so a close of the day running at the
 * same time either counts this payment (it waited for it) or makes this check refuse it. The
 * cash-close module owns the closes (and takes the same lock); payments only ask this.
 */
export async function assertCashDayOpen(db: Database, day: string): Promise<void> {
  await lockForWrite(db, "cash-day", day);
  const close = await db
    .selectFrom("cash_closes")
    .select("id")
    .where("day", "=", day)
    .where("reopened_at", "is", null)
    .executeTakeFirst();
  if (close) throw failure("DAY_CLOSED", { field: "paymentDate", rejectedValue: day });
}
