import type { ErrorType } from "@nova/domain";
import type { Insertable, Kysely, Selectable, SelectQueryBuilder, Updateable } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DatabaseSchema, LiveRowTimestamps } from "../../db/schema.ts";
import { byteOrder, idIn } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import { type PageWindow, totalOf } from "../../lib/list-paging.ts";
import { rowCount } from "./row-count.ts";

// The four records the console creates, edits and deletes from a form (students, guardians,
// teachers, classes) keep their rows: a deleted one gets `deleted_at` and stays for the books,
// a live one has it null. Their reads and writes by id are the same statements whatever
// the table. Each record's file keeps its own columns and its mapping to the domain's type,
// and declares its kind once with `liveRows.recordKind` (it imports this file as `liveRows`).

/** A table of rows that are soft-deleted, never removed. */
type LiveRowTable = "students" | "guardians" | "teachers" | "classes";

/** The columns a record's form writes: all but the id and the three instants kept here. */
type FormColumns<T extends LiveRowTable> = Omit<
  Insertable<DatabaseSchema[T]>,
  "id" | keyof LiveRowTimestamps
>;

// Kysely cannot narrow a query over a table chosen by a type parameter; the four tables share
// the columns used below (id, created_at, updated_at, deleted_at), so one of them stands for
// all in the queries' types and the signatures above keep each caller's own.
const asOne = (db: Database) => db as unknown as Kysely<Pick<DatabaseSchema, "students">>;

/** A live row by id (undefined for a deleted one, a missing one or an id no row can have). */
async function find<T extends LiveRowTable>(
  db: Database,
  table: T,
  id: number,
): Promise<Selectable<DatabaseSchema[T]> | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await asOne(db)
    .selectFrom(table as "students")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row as Selectable<DatabaseSchema[T]> | undefined;
}

/**
 * The id of a live row other than `exceptId` whose `column` holds `value`, if any: what a
 * form checks before saving a value two live records may not share (a student's DNI, a
 * guardian's RUT).
 */
export async function idHolding<T extends LiveRowTable>(
  db: Database,
  table: T,
  column: keyof DatabaseSchema[T] & string,
  value: string,
  exceptId?: number,
): Promise<number | undefined> {
  let query = asOne(db)
    .selectFrom(table as "students")
    .select("id")
    .where(column as "dni", "=", value)
    .where("deleted_at", "is", null);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** The ids among `ids` that are live rows of `table`, in one query (none for no storable id). */
export async function liveIds(
  db: Database,
  table: LiveRowTable,
  ids: readonly number[],
): Promise<Set<number>> {
  const storable = [...new Set(ids)].filter(isStorableId);
  if (storable.length === 0) return new Set();
  const rows = await asOne(db)
    .selectFrom(table as "students")
    .select("id")
    .where(idIn(db, "id", storable))
    .where("deleted_at", "is", null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * One page of a record kind's list (all of it without a window) and how many match in all:
 * the whole rows of the query `filtered` builds (over the kind's table alone, nothing selected
 * yet), in the byte order of `sortColumn` and then by id. The count is a second query only
 * when the page cannot tell it (see totalOf).
 */
export async function page<T extends LiveRowTable, Kind>(
  db: Database,
  filtered: () => SelectQueryBuilder<DatabaseSchema, T, object>,
  sortColumn: keyof DatabaseSchema[T] & string,
  toRecord: (row: Selectable<DatabaseSchema[T]>) => Kind,
  window: PageWindow | undefined,
): Promise<{ records: Kind[]; total: number }> {
  let query = (filtered() as unknown as SelectQueryBuilder<DatabaseSchema, "students", object>)
    .selectAll()
    .orderBy(byteOrder(db, sortColumn))
    .orderBy("id");
  if (window) query = query.limit(window.limit).offset(window.offset);
  const rows = (await query.execute()) as Selectable<DatabaseSchema[T]>[];
  const records = rows.map(toRecord);
  return { records, total: await totalOf(window, records, () => rowCount(filtered())) };
}

/** Inserts a live row created at `now`; its id. */
async function insert<T extends LiveRowTable>(
  db: Database,
  table: T,
  columns: FormColumns<T>,
  now: string,
): Promise<number> {
  const row = await asOne(db)
    .insertInto(table as "students")
    .values({
      ...(columns as FormColumns<"students">),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a live row's form columns (a deleted row is left as it is). */
async function update<T extends LiveRowTable>(
  db: Database,
  table: T,
  id: number,
  columns: FormColumns<T>,
  now: string,
): Promise<void> {
  await asOne(db)
    .updateTable(table as "students")
    .set({ ...(columns as Updateable<DatabaseSchema["students"]>), updated_at: now })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .execute();
}

/** Soft-deletes a live row; false when it was already deleted (by a concurrent request). */
async function softDelete(
  db: Database,
  table: LiveRowTable,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await asOne(db)
    .updateTable(table as "students")
    .set({ deleted_at: now, updated_at: now })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The reads and writes by id of one record kind, in its own types: a record's file names its
 * table, its form's columns, its row's mapping to the domain's type and the error of a missing
 * one, and exports those it uses under its own names (`requireStudent`, `insertStudent`, ...).
 */
export function recordKind<T extends LiveRowTable, Fields, Kind>(kind: {
  table: T;
  columns: (fields: Fields) => FormColumns<T>;
  toRecord: (row: Selectable<DatabaseSchema[T]>) => Kind;
  notFound: ErrorType;
}) {
  const { table, columns, toRecord, notFound } = kind;
  const findRecord = async (db: Database, id: number): Promise<Kind | undefined> => {
    const row = await find(db, table, id);
    return row ? toRecord(row) : undefined;
  };
  /** The live record, or the kind's not-found error (404) naming the id asked for. */
  const requireRecord = async (db: Database, id: number): Promise<Kind> => {
    const found = await findRecord(db, id);
    if (!found) throw failure(notFound, { rejectedValue: id });
    return found;
  };
  return {
    find: findRecord,
    require: requireRecord,
    insert: (db: Database, fields: Fields, now: string): Promise<number> =>
      insert(db, table, columns(fields), now),
    update: (db: Database, id: number, fields: Fields, now: string): Promise<void> =>
      update(db, table, id, columns(fields), now),
    softDelete: (db: Database, id: number, now: string): Promise<boolean> =>
      softDelete(db, table, id, now),
    /**
     * Soft-deletes a live record and answers it as it was before; the kind's not-found error
     * when there is none, or when a concurrent deletion got there first (the delete is
     * conditional on the row being live: of simultaneous ones only one gets past it).
     */
    async remove(db: Database, id: number, now: string): Promise<Kind> {
      const found = await requireRecord(db, id);
      if (!(await softDelete(db, table, id, now))) throw failure(notFound, { rejectedValue: id });
      return found;
    },
  };
}
