import type { SelectQueryBuilder } from "kysely";

// A list page says how many rows match its filter in all, and a few writes check a count
// first (users, a class's seats): each builds its own filtered query, and the counting of it is
// this one statement.

/** How many rows `query` (filtered, nothing selected yet) matches: one `count(*)`. */
export async function rowCount<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  // Kysely cannot name the selection of a query whose tables are a type parameter: `n` is cast.
  const row = (await query
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow()) as { n: number | string };
  return Number(row.n);
}
