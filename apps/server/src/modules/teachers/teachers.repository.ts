import type { Selectable } from "kysely";
import type { Database } from "../../db/database.ts";
import type { TeachersTable } from "../../db/schema.ts";
import { byteOrder, isStorableId, matchesSearch } from "../../lib/db-helpers.ts";
import type { PageWindow } from "../../lib/list-paging.ts";
import { searchText, sortKey } from "../../lib/text-keys.ts";

/** A teacher as the services see it (no deleted ones leave this file). */
export interface TeacherRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string | null;
  isStudioOwner: boolean;
}

export type TeacherFields = Omit<TeacherRecord, "id">;

export interface TeacherFilter {
  search?: string | undefined;
  /** Owners only, instructors only, or everybody. */
  role?: "owners" | "instructors" | "all" | undefined;
}

const toTeacher = (row: Selectable<TeachersTable>): TeacherRecord => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  isStudioOwner: row.is_studio_owner === 1,
});

function columns(t: TeacherFields) {
  return {
    first_name: t.firstName,
    last_name: t.lastName,
    email: t.email,
    phone: t.phone,
    address: t.address,
    is_studio_owner: t.isStudioOwner ? (1 as const) : (0 as const),
    search_text: searchText(t.firstName, t.lastName, t.email),
    sort_key: sortKey(t.lastName, t.firstName),
  };
}

function filtered(db: Database, filter: TeacherFilter) {
  let query = db.selectFrom("teachers").where("deleted_at", "is", null);
  if (filter.search) query = query.where(matchesSearch("search_text", filter.search));
  if (filter.role === "owners") query = query.where("is_studio_owner", "=", 1);
  if (filter.role === "instructors") query = query.where("is_studio_owner", "=", 0);
  return query;
}

/** Live teachers matching the filter, in Spanish name order (apellido, nombre), one page. */
export async function listTeachers(
  db: Database,
  filter: TeacherFilter,
  window?: PageWindow,
): Promise<TeacherRecord[]> {
  let query = filtered(db, filter).selectAll().orderBy(byteOrder(db, "sort_key")).orderBy("id");
  if (window) query = query.limit(window.limit).offset(window.offset);
  const rows = await query.execute();
  return rows.map(toTeacher);
}

/** How many live teachers match the filter. */
export async function countTeachers(db: Database, filter: TeacherFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A live teacher by id. */
export async function findTeacher(db: Database, id: number): Promise<TeacherRecord | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await db
    .selectFrom("teachers")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row ? toTeacher(row) : undefined;
}

export async function insertTeacher(db: Database, t: TeacherFields, now: string): Promise<number> {
  const row = await db
    .insertInto("teachers")
    .values({ ...columns(t), created_at: now, updated_at: now, deleted_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTeacher(
  db: Database,
  id: number,
  t: TeacherFields,
  now: string,
): Promise<void> {
  await db
    .updateTable("teachers")
    .set({ ...columns(t), updated_at: now })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .execute();
}

export async function softDeleteTeacher(db: Database, id: number, now: string): Promise<void> {
  await db
    .updateTable("teachers")
    .set({ deleted_at: now, updated_at: now })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .execute();
}
