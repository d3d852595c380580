import { type ColumnBuilderCallback, type CreateTableBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "./database.ts";

// The schema-builder steps the migrations repeat, written once. Each helper emits the very
// statement the migrations wrote out by hand before (the migrations already ran on real
// databases: what they create must not change by a byte), so a migration reads as the list of
// what it adds.

// Migrations use Kysely<any>: they describe the schema as it was at that point in time, not the
// current TypeScript types.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

type ColumnType = Parameters<CreateTableBuilder<string>["addColumn"]>[1];

/** A table whose first column is an auto-numbered integer `id` on either engine. */
export function tableWithId(db: AnyDb, name: string) {
  return db.schema
    .createTable(name)
    .addColumn("id", isPostgres(db) ? sql`serial` : sql`integer`, (c) => {
      const pk = c.primaryKey();
      return isPostgres(db) ? pk : pk.autoIncrement();
    });
}

/** The column constraints most columns take, for `addColumn`'s third argument. */
export const column = {
  /** A column that must hold a value. */
  notNull: ((c) => c.notNull()) satisfies ColumnBuilderCallback,
  /** A required link to `target` ("table.column"). */
  references:
    (target: string): ColumnBuilderCallback =>
    (c) =>
      c.notNull().references(target),
  /** An optional link to `target` ("table.column"), null when there is none. */
  optionalReference:
    (target: string): ColumnBuilderCallback =>
    (c) =>
      c.references(target),
};

/** Adds one column to an existing table. */
export async function addColumn(
  db: AnyDb,
  table: string,
  column: string,
  type: ColumnType,
  build?: ColumnBuilderCallback,
): Promise<void> {
  await db.schema.alterTable(table).addColumn(column, type, build).execute();
}

interface IndexOptions {
  unique?: boolean;
  /** A partial index over the rows where this column is null (`is null`) or equals the number. */
  where?: Record<string, null | number>;
}

/** Creates index `name` on `columns` of `table`, unique or partial as `options` say. */
export async function createIndex(
  db: AnyDb,
  name: string,
  table: string,
  columns: string | string[],
  { unique = false, where = {} }: IndexOptions = {},
): Promise<void> {
  let builder = db.schema.createIndex(name).on(table);
  builder = typeof columns === "string" ? builder.column(columns) : builder.columns(columns);
  if (unique) builder = builder.unique();
  for (const [column, value] of Object.entries(where)) {
    builder = builder.where(sql.ref(column), value === null ? "is" : "=", value);
  }
  await builder.execute();
}

/**
 * The last columns of a record that is edited and deleted softly (students, teachers, classes,
 * guardians): when it was made, last changed and deleted (null while live). For `$call`.
 */
export function recordTimestamps<Table extends CreateTableBuilder<string, string>>(table: Table) {
  return table
    .addColumn("created_at", "text", column.notNull)
    .addColumn("updated_at", "text", column.notNull)
    .addColumn("deleted_at", "text");
}
