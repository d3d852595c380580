import type { OwnerStatusChange, TeacherData } from "@nova/domain";
import type { Selectable } from "kysely";
import type { Database } from "../../db/database.ts";
import type { TeachersTable } from "../../db/schema.ts";
import { idIn, matchesSearch } from "../../db/sql-fragments.ts";
import { recordsOfIds } from "../../lib/db-helpers.ts";
import type { PageWindow } from "../../lib/list-paging.ts";
import { searchText, sortKey } from "../../lib/text-keys.ts";
import * as liveRows from "../system/live-rows.ts";
import { insertHistoryEntry } from "./teacher-rates.ts";

/**
 * The fields of the teacher form, her pay rate apart (kept by period in teacher_rate_periods).
 * Her RUT ("12345678-5", for her boletas de honorarios, issue 39) is null until given.
 */
export type TeacherFields = Omit<TeacherData, "compensationPercent" | "compensationFrom">;

/** A teacher as the services see it (no deleted ones leave this file). */
export type TeacherRecord = { id: number } & TeacherFields;

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
  rut: row.rut,
  isStudioOwner: row.is_studio_owner === 1,
});

function columns(t: TeacherFields) {
  return {
    first_name: t.firstName,
    last_name: t.lastName,
    email: t.email,
    phone: t.phone,
    address: t.address,
    rut: t.rut,
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

/**
 * Live teachers matching the filter, in Spanish name order (apellido, nombre): one page (all
 * of them without a window) and how many match in all.
 */
export const pageOfTeachers = (db: Database, filter: TeacherFilter, window?: PageWindow) =>
  liveRows.page(db, () => filtered(db, filter), "sort_key", toTeacher, window);

const teacherRows = liveRows.recordKind({
  table: "teachers",
  columns,
  toRecord: toTeacher,
  notFound: "TEACHER_NOT_FOUND",
});

/** A live teacher by id. */
export const findTeacher = teacherRows.find;
/** A live teacher or TEACHER_NOT_FOUND. */
export const requireTeacher = teacherRows.require;
export const insertTeacher = teacherRows.insert;
export const updateTeacher = teacherRows.update;
/** Soft-deletes a live teacher; the teacher as she was, or TEACHER_NOT_FOUND. */
export const removeTeacher = teacherRows.remove;

/** The owner-status changes of the given teachers (each one's first status included), in the order recorded. */
export const statusChangesOf = recordsOfIds(
  (db, teacherIds) =>
    db
      .selectFrom("teacher_status_changes")
      .select(["teacher_id", "effective_from", "is_studio_owner"])
      .where(idIn(db, "teacher_id", teacherIds))
      // In the order recorded: of two changes on one day, the later one holds.
      .orderBy("id"),
  (row): OwnerStatusChange => ({
    teacherId: row.teacher_id,
    from: row.effective_from,
    isStudioOwner: row.is_studio_owner === 1,
  }),
);

/** Records that a teacher is (or is not) the owner from `from` on. */
export function insertStatusChange(
  db: Database,
  change: OwnerStatusChange & { at: string },
): Promise<void> {
  return insertHistoryEntry(db, "teacher_status_changes", change, {
    is_studio_owner: change.isStudioOwner ? 1 : 0,
  });
}
