import type { OwnerStatusChange, RatePeriod } from "@nova/domain";
import { type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/database.ts";
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
export async function insertRatePeriod(
  db: Database,
  period: RatePeriod & { at: string },
): Promise<void> {
  await db
    .insertInto("teacher_rate_periods")
    .values({
      teacher_id: period.teacherId,
      effective_from: period.from,
      percent: period.percent,
      recorded_at: period.at,
    })
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
