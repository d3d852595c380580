import type { OwnerStatusChange, RatePeriod } from "@nova/domain";
import { sql } from "kysely";
import type { Database } from "../../db/database.ts";

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
  if (teacherIds) query = query.where("teacher_id", "in", teacherIds);
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
    .where("id", "in", teacherIds)
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`]));
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
  const rows = await db
    .selectFrom("teacher_status_changes")
    .select([
      "teacher_id",
      "id",
      "effective_from",
      sql<number>`0`.as("kind"),
      sql<number>`is_studio_owner`.as("value"),
    ])
    .where("teacher_id", "in", teacherIds)
    .unionAll(
      db
        .selectFrom("teacher_rate_periods")
        .select([
          "teacher_id",
          "id",
          "effective_from",
          sql<number>`1`.as("kind"),
          sql<number>`percent`.as("value"),
        ])
        .where("teacher_id", "in", teacherIds),
    )
    .orderBy("kind")
    .orderBy("id")
    .execute();
  const statusChanges: OwnerStatusChange[] = [];
  const ratePeriods: RatePeriod[] = [];
  for (const r of rows) {
    if (Number(r.kind) === 0) {
      statusChanges.push({
        teacherId: r.teacher_id,
        from: r.effective_from,
        isStudioOwner: Number(r.value) === 1,
      });
    } else {
      ratePeriods.push({
        teacherId: r.teacher_id,
        from: r.effective_from,
        percent: Number(r.value),
      });
    }
  }
  return { statusChanges, ratePeriods };
}
