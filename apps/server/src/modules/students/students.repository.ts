import type { StudentStatus } from "@nova/domain";
import type { Selectable } from "kysely";
import type { Database } from "../../db/database.ts";
import type { StudentsTable } from "../../db/schema.ts";
import { byteOrder, isStorableId, matchesSearch } from "../../lib/db-helpers.ts";
import type { PageWindow } from "../../lib/list-paging.ts";
import { searchText, sortKey } from "../../lib/text-keys.ts";

/** A student as the services see it (no deleted ones leave this file). */
export interface StudentRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  dni: string | null;
  birthDate: string | null;
  address: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  status: StudentStatus;
}

/** The fields a person edits on the student form. */
export interface StudentFields {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  dni: string | null;
  /** Required on the form; rows written before it was may have none, and an edit keeps that. */
  birthDate: string | null;
  address: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  status: StudentStatus;
}

export interface StudentFilter {
  search?: string | undefined;
  status?: StudentStatus | undefined;
}

const toStudent = (row: Selectable<StudentsTable>): StudentRecord => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  dni: row.dni,
  birthDate: row.birth_date,
  address: row.address,
  emergencyContactName: row.emergency_contact_name,
  emergencyContactPhone: row.emergency_contact_phone,
  status: row.status,
});

// The search covers names, e-mail and DNI; the keys are rewritten on every save. A DNI is
// also indexed without dots, because searches for RUT-like terms drop them (students.service).
function keys(s: StudentFields) {
  const undotted = s.dni?.replaceAll(".", "");
  return {
    search_text: searchText(
      s.firstName,
      s.lastName,
      s.email,
      s.dni,
      undotted === s.dni ? null : undotted,
    ),
    sort_key: sortKey(s.lastName, s.firstName),
  };
}

function columns(s: StudentFields) {
  return {
    first_name: s.firstName,
    last_name: s.lastName,
    email: s.email,
    phone: s.phone,
    dni: s.dni,
    birth_date: s.birthDate,
    address: s.address,
    emergency_contact_name: s.emergencyContactName,
    emergency_contact_phone: s.emergencyContactPhone,
    status: s.status,
    ...keys(s),
  };
}

function filtered(db: Database, filter: StudentFilter) {
  let query = db.selectFrom("students").where("deleted_at", "is", null);
  if (filter.search) query = query.where(matchesSearch("search_text", filter.search));
  if (filter.status) query = query.where("status", "=", filter.status);
  return query;
}

/** Live students matching the filter, in Spanish name order (apellido, nombre), one page. */
export async function listStudents(
  db: Database,
  filter: StudentFilter,
  window?: PageWindow,
): Promise<StudentRecord[]> {
  const all = filtered(db, filter).selectAll();
  if (!window)
    return (await all.orderBy(byteOrder(db, "sort_key")).orderBy("id").execute()).map(toStudent);
  // A page is picked by id from the sort index alone, then only its rows are read: with OFFSET
  // over whole rows, every skipped student was read from the table.
  const pageIds = filtered(db, filter)
    .select("id")
    .orderBy(byteOrder(db, "sort_key"))
    .orderBy("id")
    .limit(window.limit)
    .offset(window.offset);
  const rows = await db
    .selectFrom("students")
    .selectAll()
    .where("id", "in", pageIds)
    .orderBy(byteOrder(db, "sort_key"))
    .orderBy("id")
    .execute();
  return rows.map(toStudent);
}

/** How many live students match the filter. */
export async function countStudents(db: Database, filter: StudentFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A live student by id. */
export async function findStudent(db: Database, id: number): Promise<StudentRecord | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await db
    .selectFrom("students")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row ? toStudent(row) : undefined;
}

/** The id of another live student with this DNI, if any. */
export async function findStudentIdByDni(
  db: Database,
  dni: string,
  exceptId?: number,
): Promise<number | undefined> {
  let query = db
    .selectFrom("students")
    .select("id")
    .where("dni", "=", dni)
    .where("deleted_at", "is", null);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  const row = await query.executeTakeFirst();
  return row?.id;
}

export async function insertStudent(db: Database, s: StudentFields, now: string): Promise<number> {
  const row = await db
    .insertInto("students")
    .values({ ...columns(s), created_at: now, updated_at: now, deleted_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStudent(
  db: Database,
  id: number,
  s: StudentFields,
  now: string,
): Promise<void> {
  await db
    .updateTable("students")
    .set({ ...columns(s), updated_at: now })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .execute();
}

/** Soft-deletes a live student; false when she was already deleted (by a concurrent request). */
export async function softDeleteStudent(db: Database, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("students")
    .set({ deleted_at: now, updated_at: now })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
