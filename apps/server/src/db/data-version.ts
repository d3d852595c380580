import type { Database } from "./database.ts";

// The data version tells every instance's read cache that something changed (see
// plugins/read-cache.ts and the data_version migration).

/** The current data version: one primary-key read. */
export async function readDataVersion(db: Database): Promise<number> {
  const row = await db
    .selectFrom("data_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Marks every cached read as stale, on every instance. writeAudit calls it inside each write's
 * transaction; a write behind the API (test fixtures, scripts) must call it too.
 */
export async function bumpDataVersion(db: Database): Promise<void> {
  await db
    .updateTable("data_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}
