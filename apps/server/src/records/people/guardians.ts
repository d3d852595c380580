import {
  formatRut,
  type GuardianData,
  type GuardianRelationship,
  whatsappDigits,
} from "@nova/domain";
import type { Selectable } from "kysely";
import type { Database } from "../../db/database.ts";
import type { GuardiansTable } from "../../db/schema.ts";
import { byteOrder, idIn, matchesSearch } from "../../db/sql-fragments.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import { isStorableId, isUniqueViolation, recordsOfIds } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import type { PageWindow } from "../../lib/list-paging.ts";
import { searchText, sortKey } from "../../lib/text-keys.ts";
import { writeAudit } from "../audit/audit-log.ts";
import * as liveRows from "../system/live-rows.ts";

// Guardians (apoderados/as) and their links to students: read by the students module (each
// student's guardians), the guardians module (the family page) and, after the ledger, by the
// payments (who pays for whom).

/** A live guardian as the services see her: her id and the fields of the guardian form. */
export type GuardianRecord = { id: number } & GuardianData;

/** One guardian of one student. */
export interface GuardianLink {
  studentId: number;
  guardianId: number;
  fullName: string;
  relationship: GuardianRelationship;
  isPayer: boolean;
  phone: string;
}

/** What a student's guardian list is rewritten to. */
export interface GuardianLinkFields {
  guardianId: number;
  relationship: GuardianRelationship;
  isPayer: boolean;
}

const toGuardian = (row: Selectable<GuardiansTable>): GuardianRecord => ({
  id: row.id,
  fullName: row.full_name,
  rut: row.rut,
  phone: row.phone,
  email: row.email,
  address: row.address,
});

/**
 * The stored columns of a guardian (also what the demo studio writes). A search finds her by
 * name, e-mail, RUT as stored or as shown ("12345678" and "12.345.678" both match) and phone as
 * shown or as nine bare digits ("987654321").
 */
export function guardianColumns(g: GuardianData) {
  const national = whatsappDigits(g.phone)?.slice(2);
  return {
    full_name: g.fullName,
    rut: g.rut,
    phone: g.phone,
    email: g.email,
    address: g.address,
    search_text: searchText(
      g.fullName,
      g.email,
      g.rut,
      g.rut ? formatRut(g.rut) : null,
      g.phone,
      national,
    ),
    sort_key: sortKey(g.fullName),
  };
}

function filtered(db: Database, search: string | undefined) {
  let query = db.selectFrom("guardians").where("deleted_at", "is", null);
  if (search) query = query.where(matchesSearch("search_text", search));
  return query;
}

/** Live guardians matching the search, in name order: one page and how many match in all. */
export const pageOfGuardians = (db: Database, search: string | undefined, window?: PageWindow) =>
  liveRows.page(db, () => filtered(db, search), "sort_key", toGuardian, window);

/**
 * The guardian-student links whose student is live: what a guardian's count, list and payer
 * check of her students read. Not run: each selects its own columns and narrows it.
 */
function linksToLiveStudents(db: Database) {
  return db
    .selectFrom("student_guardians as sg")
    .innerJoin("students as s", "s.id", "sg.student_id")
    .where("s.deleted_at", "is", null);
}

/** How many live students each of the given guardians has, in one query. */
export async function studentCountsOfGuardians(
  db: Database,
  guardianIds: readonly number[],
): Promise<Map<number, number>> {
  if (guardianIds.length === 0) return new Map();
  const rows = await linksToLiveStudents(db)
    .select((eb) => ["sg.guardian_id", eb.fn.countAll<number>().as("n")])
    .where(idIn(db, "sg.guardian_id", [...guardianIds]))
    .groupBy("sg.guardian_id")
    .execute();
  return new Map(rows.map((r) => [r.guardian_id, Number(r.n)]));
}

const guardianRows = liveRows.recordKind({
  table: "guardians",
  columns: guardianColumns,
  toRecord: toGuardian,
  notFound: "GUARDIAN_NOT_FOUND",
});

/** A live guardian or GUARDIAN_NOT_FOUND. */
export const requireGuardian = guardianRows.require;
export const insertGuardian = guardianRows.insert;
export const updateGuardian = guardianRows.update;
/** Soft-deletes a live guardian; false when she was already deleted. */
export const softDeleteGuardian = guardianRows.softDelete;

/** The ids among `ids` that are live guardians. */
export function liveGuardianIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  return liveRows.liveIds(db, "guardians", ids);
}

/** The id of another live guardian with this RUT, if any. */
export function findGuardianIdByRut(
  db: Database,
  rut: string,
  exceptId?: number,
): Promise<number | undefined> {
  return liveRows.idHolding(db, "guardians", "rut", rut, exceptId);
}

/**
 * The guardians of the given students in one query, each student's payer first and then by
 * name. Deleted guardians have no links left (deleteGuardian removes them).
 */
export const guardiansOfStudents = recordsOfIds(
  (db, studentIds) =>
    db
      .selectFrom("student_guardians as sg")
      .innerJoin("guardians as g", "g.id", "sg.guardian_id")
      .select([
        "sg.student_id",
        "sg.guardian_id",
        "g.full_name",
        "g.phone",
        "sg.relationship",
        "sg.is_payer",
      ])
      .where(idIn(db, "sg.student_id", [...studentIds]))
      .orderBy("sg.student_id")
      .orderBy("sg.is_payer", "desc")
      .orderBy(byteOrder(db, "g.sort_key"))
      .orderBy("g.id"),
  (r): GuardianLink => ({
    studentId: r.student_id,
    guardianId: r.guardian_id,
    fullName: r.full_name,
    relationship: r.relationship,
    isPayer: r.is_payer === 1,
    phone: r.phone,
  }),
);

/** The live students a guardian is linked to, with the link, in name order. */
export async function studentLinksOfGuardian(db: Database, guardianId: number) {
  const rows = await linksToLiveStudents(db)
    .select([
      "s.id",
      "s.first_name",
      "s.last_name",
      "s.birth_date",
      "s.status",
      "sg.relationship",
      "sg.is_payer",
    ])
    .where("sg.guardian_id", "=", guardianId)
    .orderBy(byteOrder(db, "s.sort_key"))
    .orderBy("s.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    fullName: `${r.first_name} ${r.last_name}`,
    birthDate: r.birth_date,
    status: r.status,
    relationship: r.relationship,
    isPayer: r.is_payer === 1,
  }));
}

/** Whether the guardian pays for at least one live student. */
export async function paysForLiveStudent(db: Database, guardianId: number): Promise<boolean> {
  const row = await linksToLiveStudents(db)
    .select("sg.student_id")
    .where("sg.guardian_id", "=", guardianId)
    .where("sg.is_payer", "=", 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Rewrites a student's guardian list. Run it under lockForWrite("student-guardians", id). */
export async function replaceStudentGuardians(
  db: Database,
  studentId: number,
  links: readonly GuardianLinkFields[],
  now: string,
): Promise<void> {
  await db.deleteFrom("student_guardians").where("student_id", "=", studentId).execute();
  if (links.length === 0) return;
  await db
    .insertInto("student_guardians")
    .values(
      links.map((l) => ({
        student_id: studentId,
        guardian_id: l.guardianId,
        relationship: l.relationship,
        is_payer: l.isPayer ? (1 as const) : (0 as const),
        created_at: now,
      })),
    )
    .execute();
}

/** Removes every link of a guardian (when she is deleted); the student ids she was linked to. */
export async function removeGuardianLinks(db: Database, guardianId: number): Promise<number[]> {
  const rows = await db
    .deleteFrom("student_guardians")
    .where("guardian_id", "=", guardianId)
    .returning("student_id")
    .execute();
  return rows.map((r) => r.student_id);
}

/** The 409 of a RUT that another live guardian has, naming her so the form can pick her. */
export function duplicateGuardianRut(rut: string | null, guardianId?: number) {
  return failure("DUPLICATE_GUARDIAN_RUT", {
    field: "rut",
    rejectedValue: rut,
    ...(guardianId === undefined ? {} : { guardianId }),
  });
}

/** Whether a database error is the live-RUT unique index of guardians (a race of two saves). */
export function isGuardianRutViolation(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  const { message, constraint } = error as { message?: string; constraint?: string };
  return constraint === "guardians_rut_live_idx" || /guardians\.rut/.test(message ?? "");
}

/**
 * Creates a guardian inside the caller's transaction, with its audit row: refused with
 * DUPLICATE_GUARDIAN_RUT when another live guardian has her RUT (the unique index settles a
 * race, see isGuardianRutViolation).
 */
export async function createGuardian(
  trx: Database,
  userId: number,
  data: GuardianData,
  at: string,
): Promise<number> {
  if (data.rut !== null) {
    const other = await findGuardianIdByRut(trx, data.rut);
    if (other !== undefined) throw duplicateGuardianRut(data.rut, other);
  }
  const id = await insertGuardian(trx, data, at);
  await writeAudit(trx, {
    userId,
    action: "create",
    entity: "guardian",
    entityId: id,
    after: data,
    at,
  });
  return id;
}

/**
 * The live guardian these contact data name (by RUT when given, else by phone), or a new one
 * made from them (with its audit row), inside the caller's transaction. Locked on the phone and
 * the RUT first, so two enrollments of one mother's children at once find one record: the
 * second waits and finds the first's. An existing guardian is linked as she is (her record is
 * not rewritten from a request).
 */
export async function findOrCreateGuardian(
  trx: Database,
  userId: number,
  data: GuardianData,
  at: string,
): Promise<{ guardianId: number; created: boolean }> {
  const keys = [data.phone, ...(data.rut === null ? [] : [`rut:${data.rut}`])].sort();
  for (const key of keys) await lockForWrite(trx, "guardian-match", key);
  const byRut = data.rut === null ? undefined : await findGuardianIdByRut(trx, data.rut);
  if (byRut !== undefined) return { guardianId: byRut, created: false };
  const byPhone = await trx
    .selectFrom("guardians")
    .select("id")
    .where("phone", "=", data.phone)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .executeTakeFirst();
  if (byPhone) return { guardianId: byPhone.id, created: false };
  return { guardianId: await createGuardian(trx, userId, data, at), created: true };
}

/** The paying guardian of each of the students that has one (one query). */
export async function payersOfStudents(
  db: Database,
  studentIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = [...new Set(studentIds)].filter(isStorableId);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("student_guardians")
    .select(["student_id", "guardian_id"])
    .where(idIn(db, "student_id", ids))
    .where("is_payer", "=", 1)
    .execute();
  return new Map(rows.map((r) => [r.student_id, r.guardian_id]));
}

/**
 * Refuses (422 PAYER_MISMATCH, naming the first student) lines of a family payment for a
 * student whose paying guardian is not `guardianId`.
 */
export async function assertPaysForAll(
  db: Database,
  guardianId: number,
  studentIds: readonly number[],
): Promise<void> {
  const payers = await payersOfStudents(db, studentIds);
  const stranger = studentIds.find((id) => payers.get(id) !== guardianId);
  if (stranger !== undefined) {
    throw failure("PAYER_MISMATCH", { field: "lines", studentId: stranger, guardianId });
  }
}
