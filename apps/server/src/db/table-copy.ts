import { sql } from "kysely";
import type { Database } from "./database.ts";
import type { DatabaseSchema } from "./schema.ts";

// The statements that copy a studio's tables whole from one database to another
// (process/copy-to-postgres.ts), table by table, whatever their columns.

type TableName = keyof DatabaseSchema & string;

/** How many rows a table holds. */
export async function rowCount(db: Database, table: TableName): Promise<number> {
  const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
    db,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Sum of every payment's amount, deleted ones included, and of the live ones. */
export async function paymentTotals(db: Database): Promise<{ all: number; live: number }> {
  const totals = await db
    .selectFrom("payments")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>("amount"), eb.lit(0)).as("all"),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb.case().when("deleted_at", "is", null).then(eb.ref("amount")).else(0).end(),
          ),
          eb.lit(0),
        )
        .as("live"),
    ])
    .executeTakeFirstOrThrow();
  return { all: Number(totals.all), live: Number(totals.live) };
}

export async function deleteAllRows(db: Database, table: TableName): Promise<void> {
  await sql`delete from ${sql.table(table)}`.execute(db);
}

/** Every row of a table, as the driver returns it. */
export async function allRows(db: Database, table: TableName) {
  return (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
}

/** Inserts rows that all carry the same `columns`, in one statement. */
export async function insertRows(
  db: Database,
  table: TableName,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    values ${sql.join(rows.map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`))}`.execute(
    db,
  );
}

/** PostgreSQL: the table's id sequence continues after its largest id. */
export async function continueIdsAfterMax(db: Database, table: TableName): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}

/** Sets the one data version every instance's read cache compares with. */
export async function setDataVersion(db: Database, version: number): Promise<void> {
  await db.updateTable("data_version").set({ version }).execute();
}
