import {
  birthDateProblem,
  fullNameOf,
  groupBy,
  guardianRuleBroken,
  isEnrollmentActive,
  isMinorOn,
  type StudentData,
  type StudentGuardianInput,
  type StudentResponse,
  type StudentStatus,
  type StudentsQuery,
  type StudentUpdateData,
  studentSearchTerm,
  updatedFields,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { translateUniqueViolation } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import { pageWindow } from "../../lib/list-paging.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { removeWithAudit } from "../../records/audit/audited-removal.ts";
import { closeOpenEnrollments, enrollmentsOfStudents } from "../../records/classes/enrollments.ts";
import {
  createGuardian,
  duplicateGuardianRut,
  type GuardianLinkFields,
  guardiansOfStudents,
  isGuardianRutViolation,
  liveGuardianIds,
  replaceStudentGuardians,
} from "../../records/people/guardians.ts";
import {
  findStudentIdByDni,
  insertStudent,
  pageOfStudents,
  removeStudent,
  requireStudent,
  type StudentFields,
  type StudentRecord,
  updateStudent,
} from "../../records/people/students.ts";
import { loadStudio } from "../../records/system/settings.ts";

/** The API shape of several students, their enrollments and guardians loaded with a query each. */
export async function studentViews(
  db: Database,
  students: readonly StudentRecord[],
): Promise<StudentResponse[]> {
  const ids = students.map((s) => s.id);
  const [enrollments, guardians] = await Promise.all([
    enrollmentsOfStudents(db, ids),
    guardiansOfStudents(db, ids),
  ]);
  const byStudent = groupBy(enrollments, (e) => e.studentId);
  const guardiansByStudent = groupBy(guardians, (g) => g.studentId);
  return students.map((s) => {
    // Ordered by enrollment date, so the first one is the earliest.
    const own = byStudent.get(s.id) ?? [];
    return {
      ...s,
      fullName: fullNameOf(s),
      avatar: null,
      classIds: [...new Set(own.filter(isEnrollmentActive).map((e) => e.classId))],
      enrollmentDate: own[0]?.enrollmentDate ?? null,
      guardians: (guardiansByStudent.get(s.id) ?? []).map((g) => ({
        id: g.guardianId,
        fullName: g.fullName,
        relationship: g.relationship,
        isPayer: g.isPayer,
      })),
    };
  });
}

/** GET /api/students: one page of the filtered list and the number of matches. */
export async function listStudentViews(
  ctx: AppContext,
  query: StudentsQuery,
  versions?: Promise<DataVersions>,
) {
  const filter = { search: studentSearchTerm(query.search), status: query.status };
  const window = pageWindow(query);
  const { students, total } = await pageOfStudents(ctx.db, filter, window, versions);
  return { items: await studentViews(ctx.db, students), total };
}

export async function getStudentView(ctx: AppContext, id: number): Promise<StudentResponse> {
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

// The live-DNI unique index settles a race between two saves of the same DNI (and the
// guardians' live-RUT index one between two new guardians with one RUT).
const guardDni = <T>(dni: string | null, work: () => Promise<T>) =>
  translateUniqueViolation(work, (violation) =>
    isGuardianRutViolation(violation) ? duplicateGuardianRut(null) : duplicateDni(dni),
  );

/**
 * A birth date in the future or more than 100 years ago is refused (400, field birthDate).
 * Returns the studio's today, which the minor rule reads too.
 */
async function checkBirthDate(ctx: AppContext, birthDate: string | null | undefined) {
  const { today } = await loadStudio(ctx.db, ctx.now());
  if (!birthDate) return today;
  const problem = birthDateProblem(birthDate, today);
  if (problem) {
    throw failure("VALIDATION_ERROR", { field: "birthDate", rejectedValue: birthDate }, problem);
  }
  return today;
}

/** The 422 (or 400) of a guardian list that breaks a rule of guardianRuleBroken. */
function checkGuardianRule(facts: Parameters<typeof guardianRuleBroken>[0]) {
  const broken = guardianRuleBroken(facts);
  if (broken === "VALIDATION_ERROR") {
    throw failure(
      "VALIDATION_ERROR",
      { field: "guardians" },
      "Solo un apoderado puede ser el responsable de pago",
    );
  }
  if (broken) throw failure(broken, { field: "guardians" });
}

/** A guardian link as the student's history shows it: her name, relationship and who pays. */
const guardianInWords = (g: { fullName: string; relationship: string; isPayer: boolean }) => ({
  fullName: g.fullName,
  relationship: g.relationship,
  isPayer: g.isPayer,
});

/**
 * Writes a student's guardian list as the form sent it: new guardians are created (with their
 * own audit rows), existing ones must be live, and the list replaces the stored one. An update
 * takes the lock on the student's list first (lockForWrite "student-guardians"): two saves at
 * once then run one after the other, so the payer index never sees two payers and the last
 * save wins whole; a new student's list needs none (nobody else knows her id yet).
 */
async function writeGuardianList(
  trx: Database,
  userId: number,
  studentId: number,
  input: readonly StudentGuardianInput[],
  at: string,
): Promise<GuardianLinkFields[]> {
  const existing = input.flatMap((g) => ("guardian" in g ? [] : [g.guardianId]));
  const live = await liveGuardianIds(trx, existing);
  const links: GuardianLinkFields[] = [];
  for (const [index, g] of input.entries()) {
    let guardianId: number;
    if ("guardian" in g) {
      guardianId = await createGuardian(trx, userId, g.guardian, at);
    } else {
      guardianId = g.guardianId;
      if (!live.has(guardianId)) {
        throw failure("GUARDIAN_NOT_FOUND", {
          field: `guardians.${index}.guardianId`,
          rejectedValue: guardianId,
        });
      }
    }
    if (links.some((l) => l.guardianId === guardianId)) {
      throw failure(
        "VALIDATION_ERROR",
        { field: `guardians.${index}.guardianId`, rejectedValue: guardianId },
        "El mismo apoderado aparece dos veces",
      );
    }
    links.push({ guardianId, relationship: g.relationship, isPayer: g.isPayer });
  }
  await replaceStudentGuardians(trx, studentId, links, at);
  return links;
}

export async function createStudent(
  ctx: AppContext,
  userId: number,
  data: StudentData,
): Promise<StudentResponse> {
  const today = await checkBirthDate(ctx, data.birthDate);
  checkGuardianRule({
    isMinor: isMinorOn(data.birthDate, today),
    isNew: true,
    guardiansBefore: 0,
    guardians: data.guardians,
  });
  const fields = fieldsOf(data, data.status ?? "active");
  const id = await guardDni(fields.dni, () =>
    writeTransaction(ctx, async (trx, at) => {
      await checkDniFree(trx, fields.dni);
      const newId = await insertStudent(trx, fields, at);
      const guardians = data.guardians
        ? await writeGuardianList(trx, userId, newId, data.guardians, at)
        : [];
      await writeAudit(trx, {
        userId,
        action: "create",
        entity: "student",
        entityId: newId,
        after: guardians.length > 0 ? { ...fields, guardians } : fields,
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
): Promise<StudentResponse> {
  const today = await checkBirthDate(ctx, data.birthDate);
  const { guardians: guardianInput, ...changes } = data;
  await guardDni(data.dni ?? null, () =>
    writeTransaction(ctx, async (trx, at) => {
      const current = await requireStudent(trx, id);
      const fields: StudentFields = updatedFields(current, changes);
      await checkDniFree(trx, fields.dni, id);
      let guardianChange: object = {};
      let guardiansBefore: object = {};
      if (guardianInput !== undefined) {
        // Read under the lock, so the rule judges the list the other save left.
        await lockForWrite(trx, "student-guardians", String(id));
        const before = await guardiansOfStudents(trx, [id]);
        checkGuardianRule({
          isMinor: isMinorOn(fields.birthDate, today),
          isNew: false,
          guardiansBefore: before.length,
          guardians: guardianInput,
        });
        await writeGuardianList(trx, userId, id, guardianInput, at);
        // Issue 36: the history names the guardians (who, relationship, who pays) before and
        // after, so it reads as words rather than ids.
        const after = await guardiansOfStudents(trx, [id]);
        guardianChange = { guardians: after.map(guardianInWords) };
        guardiansBefore = { guardians: before.map(guardianInWords) };
      }
      await updateStudent(trx, id, fields, at);
      await writeAudit(trx, {
        userId,
        action: "update",
        entity: "student",
        entityId: id,
        before: { ...current, ...guardiansBefore },
        after: { ...fields, ...guardianChange },
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
export function deleteStudent(ctx: AppContext, userId: number, id: number): Promise<void> {
  return removeWithAudit(ctx, userId, {
    entity: "student",
    id,
    remove: removeStudent,
    endLinks: async (trx, today) => ({
      closedEnrollmentIds: await closeOpenEnrollments(trx, { studentId: id }, today),
    }),
  });
}
