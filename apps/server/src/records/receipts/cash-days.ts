import type { Database } from "../../db/database.ts";
import { preparedQuery } from "../../db/prepared-query.ts";
import type { WriteLock } from "../../db/write-locks.ts";
import { failure } from "../../lib/errors.ts";

/**
 * The lock a payment write takes on its day: shared, so the day's payments never wait for each
 * other, while a close of the day (which locks it exclusively: cash-close module) waits for
 * them and they for it. Take it before `refuseClosedDay`, in the same transaction.
 */
export const cashDayLock = (day: string): WriteLock => ({
  subject: "cash-day",
  key: day,
  shared: true,
});

/**
 * Refuses a payment write dated on a closed day; call it under `cashDayLock(day)` (taken with
 * the write's other locks, in one statement), before the write: a close of the day running at
 * the same time either counts this payment (it waited for it) or makes this check refuse it.
 */
export async function refuseClosedDay(db: Database, day: string): Promise<void> {
  const [close] = await liveCloseOfDay(db, "day", { day });
  if (close) throw failure("DAY_CLOSED", { field: "paymentDate", rejectedValue: day });
}

// Every payment asks it under its locks: built once (db/prepared-query.ts).
const liveCloseOfDay = preparedQuery((db, slots: { day: string }, _shape: "day") =>
  db
    .selectFrom("cash_closes")
    .select("id")
    .where("day", "=", slots.day)
    .where("reopened_at", "is", null),
);
