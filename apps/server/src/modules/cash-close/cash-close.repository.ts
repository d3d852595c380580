import type { MethodTotal } from "@nova/domain";
import type { Database } from "../../db/database.ts";

const closeColumns = [
  "cash_closes.id",
  "cash_closes.day",
  "cash_closes.by_method",
  "cash_closes.expected_cash",
  "cash_closes.counted_cash",
  "cash_closes.difference",
  "cash_closes.notes",
  "cash_closes.opening_float",
  "cash_closes.closed_at",
  "cash_closes.reopened_at",
  "cash_closes.reopen_reason",
] as const;

function closesWithNames(db: Database) {
  return db
    .selectFrom("cash_closes")
    .leftJoin("users", "users.id", "cash_closes.closed_by")
    .select([
      ...closeColumns,
      "users.name as closed_by_name",
      "users.username as closed_by_username",
    ]);
}

/** The live (not reopened) close of a day. */
export function findLiveClose(db: Database, day: string) {
  return closesWithNames(db)
    .where("cash_closes.day", "=", day)
    .where("cash_closes.reopened_at", "is", null)
    .executeTakeFirst();
}

/**
 * The float a day's sheet suggests while open: the one of the last live close before it (a
 * studio keeps the same float from day to day), 0 when there is none.
 */
export async function suggestedFloat(db: Database, day: string): Promise<number> {
  const row = await db
    .selectFrom("cash_closes")
    .select("opening_float")
    .where("day", "<", day)
    .where("reopened_at", "is", null)
    .orderBy("day", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.opening_float ?? 0;
}

/** Every close, reopened ones included, newest day first. */
export function listCloses(db: Database, limit: number) {
  return closesWithNames(db)
    .orderBy("cash_closes.day", "desc")
    .orderBy("cash_closes.id", "desc")
    .limit(limit)
    .execute();
}

export async function insertClose(
  db: Database,
  close: {
    day: string;
    byMethod: MethodTotal[];
    openingFloat: number;
    expectedCash: number;
    countedCash: number;
    difference: number;
    notes: string | null;
    closedBy: number;
    closedAt: string;
  },
) {
  const row = await db
    .insertInto("cash_closes")
    .values({
      day: close.day,
      by_method: JSON.stringify(close.byMethod),
      opening_float: close.openingFloat,
      expected_cash: close.expectedCash,
      counted_cash: close.countedCash,
      difference: close.difference,
      notes: close.notes,
      closed_by: close.closedBy,
      closed_at: close.closedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markReopened(
  db: Database,
  id: number,
  reopen: { by: number; at: string; reason: string },
) {
  await db
    .updateTable("cash_closes")
    .set({ reopened_by: reopen.by, reopened_at: reopen.at, reopen_reason: reopen.reason })
    .where("id", "=", id)
    .execute();
}
