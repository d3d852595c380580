import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { maySeeField } from "../../plugins/field-access.ts";
import { openEnrollmentsOf } from "../../records/classes/enrollments.ts";
import { classIdsTaughtNowBy } from "../../records/classes/session-rosters.ts";
import { privacyStateOf, savePrivacyState } from "../../records/privacy/student-privacy.ts";
import { audit, PRIVACY_ENTITY, requireAnyStudent } from "./subjects.ts";

// A student's health notes: sensitive data (Ley 21.719), read on a need to know, every read by
// someone allowed written to the audit log.

/**
 * Whether this user may read a student's health notes: the field-access table decides by role
 * (admins yes, reception no); a teacher reads those of a student enrolled now in a class she
 * teaches (TEACHER HOOK: the rule for the teacher role lives here).
 */
export async function mayReadHealthNotes(
  db: AppContext["db"],
  user: AuthUser,
  studentId: number,
): Promise<boolean> {
  if (user.role === "teacher") {
    if (user.teacherId === null) return false;
    const classIds = await classIdsTaughtNowBy(db, user.teacherId);
    const open = await openEnrollmentsOf(db, { studentId });
    return open.some((e) => classIds.includes(e.classId));
  }
  return maySeeField(user.role, "healthNotes", "healthNotes");
}

/** A student's health notes; each read by someone allowed is written to the audit log. */
export async function readHealthNotes(ctx: AppContext, user: AuthUser, studentId: number) {
  await requireAnyStudent(ctx.db, studentId);
  // Reception gets the answer without the field (field-access removes it) and nothing is read.
  if (!(await mayReadHealthNotes(ctx.db, user, studentId))) return { studentId };
  return ctx.db.transaction().execute(async (trx) => {
    const state = await privacyStateOf(trx, studentId);
    await audit(trx, ctx, user, "health-notes-read", studentId);
    return { studentId, healthNotes: state.healthNotes };
  });
}

export async function updateHealthNotes(
  ctx: AppContext,
  user: AuthUser,
  studentId: number,
  healthNotes: string | null,
) {
  if (user.role !== "admin") throw failure("INSUFFICIENT_PERMISSIONS");
  return ctx.db.transaction().execute(async (trx) => {
    await lockForWrite(trx, PRIVACY_ENTITY.student, String(studentId));
    await requireAnyStudent(trx, studentId);
    const before = await privacyStateOf(trx, studentId);
    await savePrivacyState(trx, studentId, { ...before, healthNotes }, ctx.now().toISOString());
    await audit(trx, ctx, user, "health-notes-update", studentId, {
      hasNotes: healthNotes !== null,
    });
    return { studentId, healthNotes };
  });
}
