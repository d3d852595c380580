import type { OwnerStatusChange, RatePeriod } from "@nova/domain";
import { type InsertObject, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { idIn } from "../../db/sql-fragments.ts";

/**
 * The pay-rate periods of the given teachers (every teacher when `teacherIds` is left out), in
 * the order recorded: of two periods dated the same day, the later one holds.
 */
export async function ratePeriodsOf(
  db: Database,
  teacherIds?: readonly number[],
): Promise<RatePeriod[]> {
  if (teacherIds?.length === 0) return [];
  let query = db
    .selectFrom("teacher_rate_periods")
    .select(["teacher_id", "effective_from", "percent"])
    .orderBy("id");
  if (teacherIds) query = query.where(idIn(db, "teacher_id", teacherIds));
  const rows = await query.execute();
  return rows.map((r) => ({ teacherId: r.teacher_id, from: r.effective_from, percent: r.percent }));
}

/** Records that a teacher is paid `percent` % from `from` on. */
export function insertRatePeriod(db: Database, period: RatePeriod & { at: string }): Promise<void> {
  return insertHistoryEntry(db, "teacher_rate_periods", period, { percent: period.percent });
}

/** The value each table of a teacher's history holds beside the teacher and the day. */
interface HistoryValues {
  teacher_status_changes: { is_studio_owner: 0 | 1 };
  teacher_rate_periods: { percent: number };
}

/**
 * Records one dated entry of a teacher's history (an owner-status change, a rate period): the
 * two tables hold their rows alike, the teacher, the day it holds from, one value and when it
 * was recorded.
 */
export async function insertHistoryEntry<Table extends keyof HistoryValues>(
  db: Database,
  table: Table,
  entry: { teacherId: number; from: string; at: string },
  value: HistoryValues[Table],
): Promise<void> {
  await db
    .insertInto(table)
    // The value's columns are the table's (HistoryValues), which a generic table hides from kysely.
    .values({
      teacher_id: entry.teacherId,
      effective_from: entry.from,
      ...value,
      recorded_at: entry.at,
    } as InsertObject<DatabaseSchema, Table>)
    .execute();
}

/** "Nombre Apellido" of the given teachers, deleted ones included (they shared past months). */
export async function teacherNames(
  db: Database,
  teacherIds: readonly number[],
): Promise<Map<number, string>> {
  if (teacherIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("teachers")
    .select(["id", "first_name", "last_name"])
    .where(idIn(db, "id", teacherIds))
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`]));
}

/**
 * A teacher's two histories as one list, told apart by `kind` (0: an owner-status change, whose
 * `value` is is_studio_owner; 1: a rate period, whose `value` is its percent), of the given
 * teachers only when `teacherIds` is given. Unordered: the caller orders by kind, then id (the
 * order recorded: of two changes on one day, the later one holds).
 */
export function teacherHistory(db: Database, teacherIds?: readonly number[]) {
  // The two tables hold their rows alike (teacher, id, date, one value): one select over each.
  const history = (
    table: "teacher_status_changes" | "teacher_rate_periods",
    kind: RawBuilder<number>,
    value: RawBuilder<number>,
  ) => {
    const query = db
      .selectFrom(table)
      .select(["teacher_id", "id", "effective_from", kind.as("kind"), value.as("value")]);
    return teacherIds ? query.where(idIn(db, "teacher_id", teacherIds)) : query;
  };
  return history("teacher_status_changes", sql`0`, sql`is_studio_owner`).unionAll(
    history("teacher_rate_periods", sql`1`, sql`percent`),
  );
}

/** One row of `teacherHistory`, named as the domain names a teacher and a date. */
export interface HistoryRow {
  teacherId: number;
  from: string;
  kind: number;
  value: number;
}

/** The rows of `teacherHistory` split into the two lists the domain reads, in their order. */
export function splitHistory(rows: readonly HistoryRow[]): {
  statusChanges: OwnerStatusChange[];
  ratePeriods: RatePeriod[];
} {
  const statusChanges: OwnerStatusChange[] = [];
  const ratePeriods: RatePeriod[] = [];
  for (const row of rows) {
    if (Number(row.kind) === 0) {
      statusChanges.push({
        teacherId: row.teacherId,
        from: row.from,
        isStudioOwner: Number(row.value) === 1,
      });
    } else {
      ratePeriods.push({ teacherId: row.teacherId, from: row.from, percent: Number(row.value) });
    }
  }
  return { statusChanges, ratePeriods };
}

/**
 * The owner-status changes and the rate periods of the given teachers in one query (the two
 * histories as one list, told apart by `kind`), each in the order recorded.
 */
export async function statusAndRatesOf(
  db: Database,
  teacherIds: readonly number[],
): Promise<{ statusChanges: OwnerStatusChange[]; ratePeriods: RatePeriod[] }> {
  if (teacherIds.length === 0) return { statusChanges: [], ratePeriods: [] };
  const rows = await teacherHistory(db, teacherIds).orderBy("kind").orderBy("id").execute();
  return splitHistory(
    rows.map((r) => ({
      teacherId: r.teacher_id,
      from: r.effective_from,
      kind: r.kind,
      value: r.value,
    })),
  );
}
