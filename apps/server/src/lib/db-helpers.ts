import { MAX_ID } from "@nova/domain";
import type { Database } from "../db/database.ts";

/**
 * Largest id a row can have: ids are PostgreSQL `serial` (int4). The domain's id schema refuses
 * a larger one in any request (issue 35); this guard stays for ids that reach a query another
 * way: comparing one in SQL would make PostgreSQL fail with an out-of-range error.
 */
export const MAX_ROW_ID = MAX_ID;

/** Whether an id can exist in the database at all. */
export function isStorableId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;
}

/**
 * Whether a database error is a unique-constraint violation, on either engine: better-sqlite3
 * reports SQLITE_CONSTRAINT_UNIQUE (or SQLITE_CONSTRAINT_PRIMARYKEY for a composite primary
 * key), PostgreSQL SQLSTATE 23505.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const { code } = error;
  return (
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    code === "23505"
  );
}

/**
 * Runs a write and, when a unique index refuses it, throws what `toDomainError` makes of the
 * violation instead (return the violation itself to let it through): the index settles a race
 * two checks-then-writes lost, and the caller answers it as if its own check had caught it.
 */
export async function translateUniqueViolation<T>(
  work: () => Promise<T>,
  toDomainError: (violation: unknown) => unknown,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? toDomainError(error) : error;
  }
}

/**
 * A reader of the records of a batch of ids (a page's classes, students, teachers): one query
 * for the whole batch, each row made a record, and no query at all when the batch is empty.
 * The query is built only then, so an id list is never spelled into SQL empty.
 */
export function recordsOfIds<Args extends unknown[], Row, Out>(
  query: (db: Database, ids: readonly number[], ...args: Args) => { execute(): Promise<Row[]> },
  toRecord: (row: Row) => Out,
): (db: Database, ids: readonly number[], ...args: Args) => Promise<Out[]> {
  return async (db, ids, ...args) => {
    if (ids.length === 0) return [];
    const rows = await query(db, ids, ...args).execute();
    return rows.map((row) => toRecord(row));
  };
}
