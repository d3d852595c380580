import { type Selectable, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import type { TeacherHonorariosTable } from "../../db/schema.ts";
import { idIn } from "../../db/sql-fragments.ts";

/** A boleta de honorarios recorded as paid (issue 39.7): the facts of what was paid. */
interface HonorariosRecord {
  id: number;
  teacherId: number;
  month: string;
  boletaNumber: string;
  paidOn: string;
  gross: number;
  basisPoints: number;
  retention: number;
}

const COLUMNS = [
  "id",
  "teacher_id",
  "month",
  "boleta_number",
  "paid_on",
  "gross",
  "basis_points",
  "retention",
] as const;

type Row = Pick<Selectable<TeacherHonorariosTable>, (typeof COLUMNS)[number]>;

const toRecord = (r: Row): HonorariosRecord => ({
  id: r.id,
  teacherId: r.teacher_id,
  month: r.month,
  boletaNumber: r.boleta_number,
  paidOn: r.paid_on,
  gross: Number(r.gross),
  basisPoints: Number(r.basis_points),
  retention: Number(r.retention),
});

/** The boletas recorded for some months, of one teacher or of everybody. */
export async function honorariosOfMonths(
  db: Database,
  months: readonly string[],
  teacherId?: number,
): Promise<HonorariosRecord[]> {
  if (months.length === 0) return [];
  let query = db.selectFrom("teacher_honorarios").select(COLUMNS).where("month", "in", months);
  if (teacherId !== undefined) query = query.where("teacher_id", "=", teacherId);
  return (await query.orderBy("id").execute()).map(toRecord);
}

/** The boletas paid within a year (by their payment date), with each teacher's name and RUT. */
export async function honorariosPaidInYear(db: Database, year: number) {
  const rows = await db
    .selectFrom("teacher_honorarios as h")
    .innerJoin("teachers as t", "t.id", "h.teacher_id")
    .select([
      ...COLUMNS.map((column) => `h.${column}` as const),
      "t.rut",
      sql<string>`t.first_name || ' ' || t.last_name`.as("teacher_name"),
      "t.sort_key",
    ])
    .where("h.paid_on", ">=", `${year}-01-01`)
    .where("h.paid_on", "<=", `${year}-12-31`)
    .orderBy("t.sort_key")
    .orderBy("h.teacher_id")
    .orderBy("h.paid_on")
    .orderBy("h.id")
    .execute();
  return rows.map((r) => ({ ...toRecord(r), rut: r.rut, teacherName: r.teacher_name }));
}

/** Name and RUT of some teachers, deleted ones included (they were paid all the same). */
export async function teacherTaxIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { name: string; rut: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("teachers")
    .select(["id", "rut", sql<string>`first_name || ' ' || last_name`.as("name")])
    .where(idIn(db, "id", [...new Set(ids)]))
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, rut: r.rut }]));
}

/** Records a month's boleta once paid; the figures are the facts of that payment. */
export async function insertHonorarios(
  db: Database,
  record: Omit<HonorariosRecord, "id">,
  userId: number,
  at: string,
): Promise<void> {
  await db
    .insertInto("teacher_honorarios")
    .values({
      teacher_id: record.teacherId,
      month: record.month,
      boleta_number: record.boletaNumber,
      paid_on: record.paidOn,
      gross: record.gross,
      basis_points: record.basisPoints,
      retention: record.retention,
      recorded_by: userId,
      recorded_at: at,
      updated_at: at,
    })
    .execute();
}

/** Corrects a recorded boleta's number or payment date (and the rate its year takes). */
export async function correctHonorarios(
  db: Database,
  id: number,
  change: Pick<HonorariosRecord, "boletaNumber" | "paidOn" | "basisPoints" | "retention">,
  at: string,
): Promise<void> {
  await db
    .updateTable("teacher_honorarios")
    .set({
      boleta_number: change.boletaNumber,
      paid_on: change.paidOn,
      basis_points: change.basisPoints,
      retention: change.retention,
      updated_at: at,
    })
    .where("id", "=", id)
    .execute();
}
