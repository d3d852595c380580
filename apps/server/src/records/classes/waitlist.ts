import type { Database } from "../../db/database.ts";
import { idIn } from "../../db/sql-fragments.ts";

/**
 * Seats of each class promised to its waitlist at `now`: everyone still waiting (a freed seat
 * is theirs first, in order) and every offer whose hold has not run out. An expired offer
 * passes its seat on to the next in line, so it promises nothing (issue 28).
 */
export async function seatsPromisedToWaitlist(
  db: Database,
  classIds: readonly number[],
  now: string,
): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("class_waitlist")
    .select((eb) => ["class_id", eb.fn.countAll<number>().as("n")])
    .where(idIn(db, "class_id", [...classIds]))
    .where((eb) =>
      eb.or([
        eb("status", "=", "waiting"),
        eb.and([eb("status", "=", "offered"), eb("hold_until", ">=", now)]),
      ]),
    )
    .groupBy("class_id")
    .execute();
  return new Map(rows.map((r) => [r.class_id, Number(r.n)]));
}
