import { type StudentResponse, type StudentStatus, studentSearchText } from "@nova/domain";
import type { OperandValueExpressionOrList, Selectable } from "kysely";
import type { DataVersions } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";
import { memoOnRecords } from "../../db/records-memo.ts";
import type { DatabaseSchema, StudentsTable } from "../../db/schema.ts";
import { byteOrder, fullNameSql, matchesSearch } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { type PageWindow, totalOf } from "../../lib/list-paging.ts";
import { sortKey } from "../../lib/text-keys.ts";
import * as liveRows from "../system/live-rows.ts";
import { rowCount } from "../system/row-count.ts";

/**
 * A student as the services see it (no deleted ones leave this file): her answer
 * (docs/product/data.md#student) without what other tables add to it.
 */
export type StudentRecord = Omit<
  StudentResponse,
  "fullName" | "avatar" | "classIds" | "enrollmentDate" | "guardians"
>;

/**
 * The fields a person edits on the student form. Her birth date is required on the form; rows
 * written before it was may have none, and an edit keeps that.
 */
export type StudentFields = Omit<StudentRecord, "id">;

export interface StudentFilter {
  search?: string | undefined;
  status?: StudentStatus | undefined;
}

/** A student row as the services see it. */
export const toStudent = (row: Selectable<StudentsTable>): StudentRecord => ({
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

// The search covers names, e-mail and DNI by the domain's one search rule (shared/search.ts,
// which the class's enroll picker uses too); the keys are rewritten on every save.
function keys(s: StudentFields) {
  return {
    search_text: studentSearchText(s),
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
  let query = db
    .selectFrom("students")
    .where("deleted_at", "is", null)
    // A blocked person (Ley 21.719) stays in the books but out of the lists until unblocked.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("student_privacy")
            .select("student_privacy.student_id")
            .whereRef("student_privacy.student_id", "=", "students.id")
            .where("student_privacy.blocked", "=", 1),
        ),
      ),
    );
  const search = filter.search;
  if (search) {
    // Issue 36: a student is also found by a guardian's name, RUT or phone (the mother is who
    // the desk knows). The guardians matching are found once, from their own search texts, in a
    // subquery that does not depend on the student row (no per-row subquery), and their
    // children are read from the links by guardian.
    query = query.where((eb) =>
      eb.or([
        matchesSearch("students.search_text", search),
        eb(
          "students.id",
          "in",
          eb
            .selectFrom("student_guardians")
            .innerJoin("guardians", "guardians.id", "student_guardians.guardian_id")
            .select("student_guardians.student_id")
            .where("guardians.deleted_at", "is", null)
            .where(matchesSearch("guardians.search_text", search)),
        ),
      ]),
    );
  }
  if (filter.status) query = query.where("status", "=", filter.status);
  return query;
}

/**
 * Live students matching the filter, in Spanish name order (apellido, nombre): one page of
 * them (every one without a window) and how many match in all. `versions`: those the request
 * read with its session (records-memo.ts), so the kept count costs no statement.
 */
export async function pageOfStudents(
  db: Database,
  filter: StudentFilter,
  window?: PageWindow,
  versions?: Promise<DataVersions>,
): Promise<{ students: StudentRecord[]; total: number }> {
  const inOrder = filtered(db, filter).orderBy(byteOrder(db, "sort_key")).orderBy("id");
  if (!window) {
    const students = (await inOrder.selectAll().execute()).map(toStudent);
    return { students, total: students.length };
  }
  // A search reads every live student's search text: one pass over them, in order, gives the
  // page and the total, where a count would read them all again.
  if (filter.search) {
    const ids = (await inOrder.select("id").execute()).map((r) => r.id);
    const page = ids.slice(window.offset, window.offset + window.limit);
    return { students: await studentsInOrder(db, page), total: ids.length };
  }
  // Otherwise the page is picked by id from the sort index alone (with OFFSET over whole rows,
  // every skipped student was read from the table) and the count reads an index.
  const pageIds = inOrder.select("id").limit(window.limit).offset(window.offset);
  const students = await studentsInOrder(db, pageIds);
  // How many live students of a status there are moves only with the records (a payment leaves
  // it): kept per records version, so each page of the list is not a count of the studio (12 ms
  // on PostgreSQL at 20,000 students, issue 37).
  const total = await totalOf(window, students, () =>
    memoOnRecords(
      db,
      `students-count:${filter.status ?? "all"}`,
      () => rowCount(filtered(db, filter)),
      versions,
    ),
  );
  return { students, total };
}

/** The given students (ids, or a query of ids), in list order. */
async function studentsInOrder(
  db: Database,
  ids: OperandValueExpressionOrList<DatabaseSchema, "students", "id">,
) {
  if (Array.isArray(ids) && ids.length === 0) return [];
  const rows = await db
    .selectFrom("students")
    .selectAll()
    .where("id", "in", ids)
    .orderBy(byteOrder(db, "sort_key"))
    .orderBy("id")
    .execute();
  return rows.map(toStudent);
}

const studentRows = liveRows.recordKind({
  table: "students",
  columns,
  toRecord: toStudent,
  notFound: "STUDENT_NOT_FOUND",
});

/** A live student or STUDENT_NOT_FOUND. */
export const requireStudent = studentRows.require;
export const insertStudent = studentRows.insert;
export const updateStudent = studentRows.update;
/** Soft-deletes a live student; the student as she was, or STUDENT_NOT_FOUND. */
export const removeStudent = studentRows.remove;

/** The id of another live student with this DNI, if any. */
export function findStudentIdByDni(
  db: Database,
  dni: string,
  exceptId?: number,
): Promise<number | undefined> {
  return liveRows.idHolding(db, "students", "dni", dni, exceptId);
}

/** The ids among `ids` that are live students, in one query. */
export function liveStudentIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  return liveRows.liveIds(db, "students", ids);
}

/** A non-deleted student's id and full name, or undefined. */
export async function findLiveStudent(db: Database, id: number) {
  if (!isStorableId(id)) return undefined;
  const row = await db
    .selectFrom("students")
    .select((eb) => ["id", fullNameSql(eb).as("full_name")])
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row ? { id: row.id, fullName: row.full_name } : undefined;
}
