import { MAX_ID } from "@nova/domain";
import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
  sql,
} from "kysely";
import { type Database, isPostgres } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { likePatterns } from "./text-keys.ts";

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
 * `<column> like '%word%' escape '\'` for every word of the term, joined with `and`, over a
 * folded search column (see text-keys.ts): the words may appear in any order.
 */
export function matchesSearch(column: string, term: string): RawBuilder<SqlBool> {
  const patterns = likePatterns(term);
  if (patterns.length === 0) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(${sql.join(
    patterns.map((p) => sql`${sql.ref(column)} like ${p} escape '\\'`),
    sql` and `,
  )})`;
}

/**
 * A sort key compared byte by byte. SQLite compares text that way already; PostgreSQL uses
 * the database's collation, and a locale collation such as en_US ignores the "~" that the
 * sort keys use to put ñ after n, so it is told to use "C" explicitly.
 */
export function byteOrder(db: Database, column: string): Expression<string> {
  return isPostgres(db)
    ? sql<string>`${sql.ref(column)} collate "C"`
    : sql<string>`${sql.ref(column)}`;
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

/** A student's full name as the lists show it (first name, then last name), built in SQL. */
export const fullNameSql = (eb: ExpressionBuilder<DatabaseSchema, "students">) =>
  sql<string>`${eb.ref("students.first_name")} || ' ' || ${eb.ref("students.last_name")}`;
