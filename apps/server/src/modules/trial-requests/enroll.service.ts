import {
  ADULT_AGE,
  canEnrollTrial,
  type GuardianData,
  guardianInputSchema,
  hasFreeSeat,
  type TrialEnrollData,
} from "@nova/domain";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { checkedEnrollmentDate } from "../../lib/enrollment-date.ts";
import { failure } from "../../lib/errors.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { lockClass } from "../../records/classes/classes.ts";
import { countOpenEnrollments, insertEnrollment } from "../../records/classes/enrollments.ts";
import { chargeEnrollmentFee } from "../../records/ledger/enrollment-fees.ts";
import { findOrCreateGuardian, replaceStudentGuardians } from "../../records/people/guardians.ts";
import { insertStudent } from "../../records/people/students.ts";
import { loadStudio, readSettingsSection } from "../../records/system/settings.ts";
import { moveRequest, requireRequest } from "./requests.service.ts";
import { closeWaitlistOfEnrolled } from "./trial-requests.repository.ts";

// A request turned into a student, her guardian and her enrollment.

/** "Ana María Pérez Soto" → first word(s) and surnames: one name and the rest, as typed. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const words = full.trim().split(/\s+/);
  if (words.length <= 1) return { firstName: words[0] ?? "", lastName: "" };
  if (words.length >= 4) {
    return { firstName: words.slice(0, 2).join(" "), lastName: words.slice(2).join(" ") };
  }
  return { firstName: words[0] as string, lastName: words.slice(1).join(" ") };
}

/**
 * The paying guardian a minor's request names (issue 36): her name, the guardian's phone (the
 * request's own when none), the request's e-mail (the adult who wrote it) and the RUT the desk
 * typed. Refused with the field to fix when the phone is not a Chilean one.
 */
function guardianOfRequest(
  request: {
    guardianName: string | null;
    guardianPhone: string | null;
    phone: string;
    email: string | null;
  },
  rut: string | null,
): GuardianData {
  const parsed = guardianInputSchema.safeParse({
    fullName: request.guardianName ?? "",
    rut,
    phone: request.guardianPhone ?? request.phone,
    email: request.email,
    address: null,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? "guardian");
    throw failure(
      "VALIDATION_ERROR",
      {
        field:
          field === "fullName" ? "guardianName" : field === "rut" ? "guardianRut" : "guardianPhone",
      },
      `Apoderado/a: ${issue?.message ?? "datos inválidos"}`,
    );
  }
  return parsed.data;
}

/**
 * POST /api/trial-requests/{id}/enroll: the student and her enrollment in the class of the
 * request, in one transaction with the capacity check of any enrollment. A minor's guardian
 * becomes her paying guardian with the relationship the desk chose (found by RUT or phone, else
 * created), and the request's phone and e-mail are the guardian's, not the child's (issue 36);
 * an adult keeps her own. The enrollment fee, if due, is charged as for every enrollment.
 */
export async function enrollFromRequest(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  body: TrialEnrollData,
) {
  const current = await requireRequest(ctx, id);
  if (!canEnrollTrial(current.status)) {
    throw failure(
      "CONFLICT",
      {},
      current.status === "ENROLLED"
        ? "Esta solicitud ya fue inscrita"
        : "La solicitud está descartada: retómela antes de inscribir",
    );
  }
  const studio = await loadStudio(ctx.db, ctx.now());
  const enrollmentDate = checkedEnrollmentDate(studio, body.enrollmentDate, "enrollmentDate");
  const { firstName, lastName } = splitName(current.name);
  const minor = current.age < ADULT_AGE;
  if (minor && body.relationship === null) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "relationship" },
      "Indique el parentesco del apoderado/a que paga (madre, padre, tutor u otro)",
    );
  }
  const guardianData = minor ? guardianOfRequest(current, body.guardianRut) : null;
  return writeTransaction(ctx, async (trx, at) => {
    const cls = await lockClass(trx, current.classId);
    if (!cls) throw failure("CLASS_NOT_FOUND", { rejectedValue: current.classId });
    const enrolled = await countOpenEnrollments(trx, cls.id);
    if (!hasFreeSeat(enrolled, cls.maxStudents)) {
      throw failure("CLASS_FULL", { maxStudents: cls.maxStudents, enrolledStudents: enrolled });
    }
    // A child's contact data are her guardian's: the request's phone and e-mail go to the
    // guardian record, the child keeps none of them as her own.
    const fields = {
      firstName,
      lastName,
      email: minor ? null : current.email,
      phone: minor ? null : current.phone,
      dni: null,
      birthDate: body.birthDate,
      address: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      status: "active" as const,
    };
    const studentId = await insertStudent(trx, fields, at);
    let guardians: { guardianId: number; relationship: string; isPayer: boolean }[] = [];
    if (guardianData && body.relationship) {
      const { guardianId } = await findOrCreateGuardian(trx, user.id, guardianData, at);
      guardians = [{ guardianId, relationship: body.relationship, isPayer: true }];
      await replaceStudentGuardians(
        trx,
        studentId,
        [{ guardianId, relationship: body.relationship, isPayer: true }],
        at,
      );
    }
    await writeAudit(trx, {
      userId: user.id,
      action: "create",
      entity: "student",
      entityId: studentId,
      after: { ...fields, fromTrialRequest: id, ...(guardians.length > 0 ? { guardians } : {}) },
      at,
    });
    const enrollment = await insertEnrollment(
      trx,
      {
        studentId,
        classId: cls.id,
        enrollmentDate,
        notes: `Desde la solicitud de clase de prueba #${id}`,
      },
      studio.settings.payments,
    );
    await writeAudit(trx, {
      userId: user.id,
      action: "enroll",
      entity: "enrollment",
      entityId: enrollment.id,
      after: enrollment,
      at,
    });
    await chargeEnrollmentFee(trx, await readSettingsSection(trx, "families"), enrollment, {
      userId: user.id,
      at,
    });
    const asEnrolled = {
      status: "ENROLLED",
      student_id: studentId,
      enrolled_at: at,
      ...(current.contactedAt ? {} : { contacted_at: at }),
    } as const;
    await moveRequest(
      trx,
      user,
      { id, from: current.status, set: asEnrolled, at },
      {
        status: "ENROLLED",
        studentId,
      },
    );
    await closeWaitlistOfEnrolled(trx, id);
    return {
      id: studentId,
      firstName,
      lastName,
      phone: fields.phone,
      email: fields.email,
      emergencyContactName: fields.emergencyContactName,
      emergencyContactPhone: fields.emergencyContactPhone,
      enrollmentId: enrollment.id,
      classId: cls.id,
      guardianId: guardians[0]?.guardianId ?? null,
    };
  });
}
