import { searchWords } from "@nova/domain";
import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
  sql,
} from "kysely";
import { type Database, isPostgres } from "./database.ts";
import type { DatabaseSchema } from "./schema.ts";

// Pieces of SQL that several queries share: they live on the data floor with the queries.

/**
 * The LIKE patterns of a search: one per word, so "nunez angela" finds "Ángela Núñez" (every
 * word must match, in any order). Wildcards typed by a person are escaped; queries use
 * `escape '\'`.
 */
export function likePatterns(term: string): string[] {
  return searchWords(term).map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/**
 * `<column> like '%word%' escape '\'` for every word of the term, joined with `and`, over a
 * folded search column (see lib/text-keys.ts): the words may appear in any order.
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

/** A student's full name as the lists show it (first name, then last name), built in SQL. */
export const fullNameSql = (eb: ExpressionBuilder<DatabaseSchema, "students">) =>
  sql<string>`${eb.ref("students.first_name")} || ' ' || ${eb.ref("students.last_name")}`;

/**
 * A student's phone for a message, or null when she is blocked (Ley 21.719: a blocked person
 * gets no message). The query left-joins her `student_privacy` row.
 */
export const reachablePhoneSql = (
  eb: ExpressionBuilder<DatabaseSchema, "students" | "student_privacy">,
) =>
  eb.case().when("student_privacy.blocked", "=", 1).then(null).else(eb.ref("students.phone")).end();

/**
 * A staff member's name as receipts and the cash close show it: her name, else her username
 * (null when no account is joined). `table` is the users table's name or alias in the query.
 */
export const staffNameSql = (table: string) =>
  sql<string | null>`coalesce(${sql.ref(`${table}.name`)}, ${sql.ref(`${table}.username`)})`;

/**
 * `<column> in (<ids>)` with the ids as one parameter: a JSON array read by `json_each` on
 * SQLite, an integer array on PostgreSQL (`= any`). The statement's text stays the same however
 * many ids there are (issue 37): SQLite's statement cache and PostgreSQL's prepared statements
 * keep one statement instead of one per list length, and building the query costs one node
 * instead of one per id (a page of 100 students, the studio's payers at 20,000: 15,000). No ids
 * match nothing. Both engines look the ids up by the column's index.
 */
export function idIn(db: Database, column: string, ids: Iterable<number>): RawBuilder<SqlBool> {
  const list = [...ids];
  return listIn(db, column, listParameter(db, list), list.length === 1, "integer");
}

/**
 * The one parameter `idIn` sends for a list: the list itself to PostgreSQL, its one
 * value or its JSON to SQLite. A prepared query (db/prepared-query.ts) puts it in the slot it
 * gave `listIn`.
 */
export function listParameter(db: Database, list: readonly (number | string)[]): unknown {
  if (isPostgres(db)) return list;
  return list.length === 1 ? list[0] : JSON.stringify(list);
}

/**
 * `<column> in <list>` with the list as one parameter (`listParameter`), for idIn and for
 * prepared queries, whose slot `parameter` is; `one`: the list holds one value.
 */
export function listIn(
  db: Database,
  column: string,
  parameter: unknown,
  one: boolean,
  type: "integer" | "text",
): RawBuilder<SqlBool> {
  if (isPostgres(db)) {
    return sql<SqlBool>`${sql.ref(column)} = any(${parameter}::${sql.raw(type)}[])`;
  }
  // One value (a student's page, a payment of one month) is a plain equality: SQLite builds a
  // temporary table for each `in (select … json_each)`, about 20 µs each time, several times
  // what looking up one student's few rows costs (issue 37). A second text per statement only.
  if (one) return sql<SqlBool>`${sql.ref(column)} = ${parameter}`;
  return sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${parameter}))`;
}
