import {
  birthDateProblem,
  definedOnly,
  groupBy,
  isEnrollmentActive,
  type StudentData,
  type StudentStatus,
  type StudentsQuery,
  type StudentUpdateData,
  studentSearchTerm,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { isUniqueViolation } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import { pageWindow } from "../../lib/list-paging.ts";
import { writeAudit } from "../../records/audit-log.ts";
import { closeOpenEnrollments, enrollmentsOfStudents } from "../../records/enrollments.ts";
import { loadStudio } from "../../records/settings.ts";
import {
  findStudentIdByDni,
  insertStudent,
  pageOfStudents,
  requireStudent,
  type StudentFields,
  type StudentRecord,
  softDeleteStudent,
  updateStudent,
} from "../../records/students.ts";

/** A student as the API answers it (SPEC.md §3). */
export interface StudentView extends StudentRecord {
  fullName: string;
  avatar: string | null;
  /** Classes the student is enrolled in now. */
  classIds: number[];
  /** Date of the student's first enrollment in the studio, or null if never enrolled. */
  enrollmentDate: string | null;
}

/** The API shape of several students, their enrollments loaded with one query. */
export async function studentViews(
  db: Database,
  students: readonly StudentRecord[],
): Promise<StudentView[]> {
  const enrollments = await enrollmentsOfStudents(
    db,
    students.map((s) => s.id),
  );
  const byStudent = groupBy(enrollments, (e) => e.studentId);
  return students.map((s) => {
    // Ordered by enrollment date, so the first one is the earliest.
    const own = byStudent.get(s.id) ?? [];
    return {
      ...s,
      fullName: `${s.firstName} ${s.lastName}`,
      avatar: null,
      classIds: [...new Set(own.filter(isEnrollmentActive).map((e) => e.classId))],
      enrollmentDate: own[0]?.enrollmentDate ?? null,
    };
  });
}

/** GET /api/students: one page of the filtered list and the number of matches. */
export async function listStudentViews(ctx: AppContext, query: StudentsQuery) {
  const filter = { search: studentSearchTerm(query.search), status: query.status };
  const window = pageWindow(query);
  const { students, total } = await pageOfStudents(ctx.db, filter, window);
  return { items: await studentViews(ctx.db, students), total };
}

export async function getStudentView(ctx: AppContext, id: number): Promise<StudentView> {
  const [view] = await studentViews(ctx.db, [await requireStudent(ctx.db, id)]);
  if (!view) throw failure("STUDENT_NOT_FOUND", { rejectedValue: id });
  return view;
}

const duplicateDni = (dni: string | null) =>
  failure("DUPLICATE_DNI", { field: "dni", rejectedValue: dni });

async function checkDniFree(db: Database, dni: string | null, exceptId?: number) {
  if (dni !== null && (await findStudentIdByDni(db, dni, exceptId)) !== undefined) {
    throw duplicateDni(dni);
  }
}

function fieldsOf(data: StudentData, status: StudentStatus): StudentFields {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    phone: data.phone,
    dni: data.dni,
    birthDate: data.birthDate,
    address: data.address,
    emergencyContactName: data.emergencyContactName,
    emergencyContactPhone: data.emergencyContactPhone,
    status,
  };
}

// The live-DNI unique index settles a race between two saves of the same DNI.
async function guardDni<T>(dni: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateDni(dni);
    throw error;
  }
}

/** A birth date in the future or more than 100 years ago is refused (400, field birthDate). */
async function checkBirthDate(ctx: AppContext, birthDate: string | null | undefined) {
  if (!birthDate) return;
  const { today } = await loadStudio(ctx.db, ctx.now());
  const problem = birthDateProblem(birthDate, today);
  if (problem) {
    throw failure("VALIDATION_ERROR", { field: "birthDate", rejectedValue: birthDate }, problem);
  }
}

export async function createStudent(
  ctx: AppContext,
  userId: number,
  data: StudentData,
): Promise<StudentView> {
  const at = ctx.now().toISOString();
  await checkBirthDate(ctx, data.birthDate);
  const fields = fieldsOf(data, data.status ?? "active");
  const id = await guardDni(fields.dni, () =>
    ctx.db.transaction().execute(async (trx) => {
      await checkDniFree(trx, fields.dni);
      const newId = await insertStudent(trx, fields, at);
      await writeAudit(trx, {
        userId,
        action: "create",
        entity: "student",
        entityId: newId,
        after: fields,
        at,
      });
      return newId;
    }),
  );
  return getStudentView(ctx, id);
}

/**
 * PUT /api/students/{id}: a field left out keeps its value (a client that sends only what its
 * form shows loses nothing); an explicit null clears an optional field.
 */
export async function updateStudentFromForm(
  ctx: AppContext,
  userId: number,
  id: number,
  data: StudentUpdateData,
): Promise<StudentView> {
  const at = ctx.now().toISOString();
  await checkBirthDate(ctx, data.birthDate);
  await guardDni(data.dni ?? null, () =>
    ctx.db.transaction().execute(async (trx) => {
      const current = await requireStudent(trx, id);
      const { id: _id, ...stored } = current;
      const fields: StudentFields = { ...stored, ...definedOnly(data) };
      await checkDniFree(trx, fields.dni, id);
      await updateStudent(trx, id, fields, at);
      await writeAudit(trx, {
        userId,
        action: "update",
        entity: "student",
        entityId: id,
        before: current,
        after: fields,
        at,
      });
    }),
  );
  return getStudentView(ctx, id);
}

/**
 * Soft-deletes a student: open enrollments end today (studio time) and stay as history;
 * payments stay and keep showing the student's name.
 */
export async function deleteStudent(ctx: AppContext, userId: number, id: number): Promise<void> {
  const now = ctx.now();
  const { today } = await loadStudio(ctx.db, now);
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const current = await requireStudent(trx, id);
    // Conditional on the row being live: of simultaneous deletions only one gets here.
    if (!(await softDeleteStudent(trx, id, at))) {
      throw failure("STUDENT_NOT_FOUND", { rejectedValue: id });
    }
    const closedEnrollmentIds = await closeOpenEnrollments(trx, { studentId: id }, today);
    await writeAudit(trx, {
      userId,
      action: "delete",
      entity: "student",
      entityId: id,
      before: current,
      after: { deletedAt: at, closedEnrollmentIds },
      at,
    });
  });
}
