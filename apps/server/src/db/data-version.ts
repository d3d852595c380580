import { type Database, isPostgres } from "./database.ts";

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
 * Marks every cached read as stale, on every instance. Call it after the write has committed
 * and before it is acknowledged: the read cache does so for every API write, and a write
 * behind the API (test fixtures, scripts) must do it too.
 */
export async function bumpDataVersion(db: Database): Promise<void> {
  await db
    .updateTable("data_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

// When a write announces itself depends on the engine, for the same guarantee: a version that
// a reader sees implies every write announced up to it is visible.
// - SQLite has one writer at a time, so bumping inside the write's transaction numbers the
//   versions in commit order, at no extra commit (a commit of its own costs an fsync, ~4 ms
//   here, and would halve the payments per second).
// - PostgreSQL's writers commit in any order, and a version row locked inside each
//   transaction deadlocked with the unique indexes that settle simultaneous payments; so the
//   version moves after the commit, before the client is answered (plugins/read-cache.ts).

/** Inside a write's transaction (writeAudit): announces it on SQLite. */
export async function bumpDataVersionInTransaction(trx: Database): Promise<void> {
  if (!isPostgres(trx)) await bumpDataVersion(trx);
}

/** After a write committed, before it is acknowledged: announces it on PostgreSQL. */
export async function bumpDataVersionAfterCommit(db: Database): Promise<void> {
  if (isPostgres(db)) await bumpDataVersion(db);
}
