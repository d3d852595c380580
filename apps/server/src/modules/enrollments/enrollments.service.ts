import {
  type EnrollmentData,
  enrollmentDateProblem,
  enrollmentEndDate,
  hasFreeSeat,
  isEnrollmentActive,
  type StudentStatus,
  studioFirstMonth,
  type UnenrollmentData,
} from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { isUniqueViolation } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import { writeAudit } from "../../records/audit-log.ts";
import { lockClass, requireClass } from "../../records/classes.ts";
import { chargeEnrollmentFee } from "../../records/enrollment-fees.ts";
import {
  countOpenEnrollments,
  type EnrollmentRecord,
  endEnrollments,
  enrollmentHistory,
  findOpenEnrollment,
  insertEnrollment,
  rosterOfClasses,
} from "../../records/enrollments.ts";
import { loadStudio } from "../../records/settings.ts";
import { requireStudent } from "../../records/students.ts";

/** An enrollment as the API answers it (SPEC.md §3). */
export interface EnrollmentView {
  id: number;
  studentId: number;
  classId: number;
  className: string;
  enrollmentDate: string;
  /** The day it was closed; null while active. */
  endedOn: string | null;
  notes: string | null;
  isActive: boolean;
}

/** A student enrolled in a class, as GET /api/classes/{id}/students lists them. */
export interface ClassStudentView {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  status: StudentStatus;
  enrollmentId: number;
  enrollmentDate: string;
  notes: string | null;
}

const toView = (e: EnrollmentRecord, className: string): EnrollmentView => ({
  id: e.id,
  studentId: e.studentId,
  classId: e.classId,
  className,
  enrollmentDate: e.enrollmentDate,
  endedOn: e.endedOn,
  notes: e.notes,
  isActive: isEnrollmentActive(e),
});

const alreadyEnrolled = () => failure("ALREADY_ENROLLED");

/**
 * POST /api/students/enroll. The class row is locked first so that the capacity check and
 * the insert happen as one step even when two people enroll into the last seat at once.
 */
export async function enroll(
  ctx: AppContext,
  userId: number,
  data: EnrollmentData,
): Promise<EnrollmentView> {
  const studio = await loadStudio(ctx.db, ctx.now());
  const enrollmentDate = data.enrollmentDate ?? studio.today;
  const problem = enrollmentDateProblem(enrollmentDate, studio.today, studioFirstMonth(studio));
  if (problem) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "enrollmentDate", rejectedValue: enrollmentDate },
      problem,
    );
  }
  const at = ctx.now().toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await requireStudent(trx, data.studentId);
      const cls = await lockClass(trx, data.classId);
      if (!cls) throw failure("CLASS_NOT_FOUND", { rejectedValue: data.classId });
      if (await findOpenEnrollment(trx, data.studentId, data.classId)) throw alreadyEnrolled();
      const enrolled = await countOpenEnrollments(trx, data.classId);
      if (!hasFreeSeat(enrolled, cls.maxStudents)) {
        throw failure("CLASS_FULL", { maxStudents: cls.maxStudents, enrolledStudents: enrolled });
      }
      const created = await insertEnrollment(
        trx,
        {
          studentId: data.studentId,
          classId: data.classId,
          enrollmentDate,
          notes: data.notes,
        },
        studio.settings.payments,
      );
      await writeAudit(trx, {
        userId,
        action: "enroll",
        entity: "enrollment",
        entityId: created.id,
        after: created,
        at,
      });
      await chargeEnrollmentFee(trx, studio.settings.families, created, { userId, at });
      return toView(created, cls.name);
    });
  } catch (error) {
    // The open-enrollment unique index settles a double click that got past the check.
    if (isUniqueViolation(error)) throw alreadyEnrolled();
    throw error;
  }
}

/**
 * DELETE /api/students/unenroll: closes the open enrollment today (studio time) and keeps
 * it as history. An enrollment dated in the future ends on its own start date.
 */
export async function unenroll(
  ctx: AppContext,
  userId: number,
  data: UnenrollmentData,
): Promise<EnrollmentView> {
  const { today } = await loadStudio(ctx.db, ctx.now());
  const at = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    await requireStudent(trx, data.studentId);
    const cls = await requireClass(trx, data.classId);
    const open = await findOpenEnrollment(trx, data.studentId, data.classId);
    if (!open) throw failure("NOT_ENROLLED");
    const endedOn = enrollmentEndDate(open.enrollmentDate, today);
    // Conditional on it being open: of simultaneous unenrollments only one closes it.
    if ((await endEnrollments(trx, [open.id], endedOn)) === 0) throw failure("NOT_ENROLLED");
    const closed = { ...open, endedOn };
    await writeAudit(trx, {
      userId,
      action: "unenroll",
      entity: "enrollment",
      entityId: open.id,
      before: open,
      after: closed,
      at,
    });
    return toView(closed, cls.name);
  });
}

/** GET /api/students/{id}/enrollments: every enrollment, ended ones too, newest first. */
export async function studentEnrollments(
  ctx: AppContext,
  studentId: number,
): Promise<EnrollmentView[]> {
  await requireStudent(ctx.db, studentId);
  const history = await enrollmentHistory(ctx.db, studentId);
  return history.map((e) => toView(e, e.className));
}

/** GET /api/classes/{id}/students: the students enrolled now, with their enrollment. */
export async function classStudents(ctx: AppContext, classId: number): Promise<ClassStudentView[]> {
  await requireClass(ctx.db, classId);
  const roster = await rosterOfClasses(ctx.db, [classId]);
  return roster.map((r) => ({
    ...r.student,
    fullName: `${r.student.firstName} ${r.student.lastName}`,
    enrollmentId: r.enrollmentId,
    enrollmentDate: r.enrollmentDate,
    notes: r.notes,
  }));
}
