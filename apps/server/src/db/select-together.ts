import type { SelectQueryBuilder } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { type Database, isPostgres } from "./database.ts";

// Several reads a request needs at once (a student's enrollments, payment lines and
// scholarships) are one statement on PostgreSQL, each read's rows coming back as a JSON array:
// under a payment's lock they were a round trip each on the transaction's one connection, and
// each round trip waits for a turn of the busy event loop (issue 37). SQLite runs in this
// process, where a statement costs no trip: there they stay statements of their own.
//
// The rows come as they would alone: PostgreSQL's JSON gives integers and numerics as numbers
// (db/database.ts parses them so too) and the schema keeps dates as text. Each read's own
// ORDER BY orders its array: json_agg takes the rows in the order its subquery gives them.

// biome-ignore lint/suspicious/noExplicitAny: any select of the schema, whatever its tables
type AnySelect = SelectQueryBuilder<any, any, any>;

/** Each read's rows, by the name it was given. */
export type RowsOf<Reads extends Record<string, AnySelect>> = {
  [Name in keyof Reads]: Reads[Name] extends SelectQueryBuilder<infer _D, infer _T, infer Row>
    ? Row[]
    : never;
};

/** Runs the reads together: one statement on PostgreSQL, one each on SQLite. */
export async function selectTogether<Reads extends Record<string, AnySelect>>(
  db: Database,
  reads: Reads,
): Promise<RowsOf<Reads>> {
  const names = Object.keys(reads);
  if (!isPostgres(db)) {
    const results = await Promise.all(names.map((name) => (reads[name] as AnySelect).execute()));
    return Object.fromEntries(names.map((name, i) => [name, results[i]])) as RowsOf<Reads>;
  }
  const row = await db
    .selectNoFrom(names.map((name) => jsonArrayFrom(reads[name] as AnySelect).as(name)))
    .executeTakeFirstOrThrow();
  return row as RowsOf<Reads>;
}
