import {
  type GuardianData,
  type GuardianDetailResponse,
  type GuardianResponse,
  type GuardiansQuery,
  type GuardianUpdateData,
  groupBy,
  isEnrollmentActive,
  updatedFields,
} from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { translateUniqueViolation } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import { pageWindow } from "../../lib/list-paging.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { classesByIds } from "../../records/classes/classes.ts";
import { enrollmentsOfStudents } from "../../records/classes/enrollments.ts";
import {
  createGuardian,
  duplicateGuardianRut,
  findGuardianIdByRut,
  type GuardianRecord,
  isGuardianRutViolation,
  pageOfGuardians,
  paysForLiveStudent,
  removeGuardianLinks,
  requireGuardian,
  softDeleteGuardian,
  studentCountsOfGuardians,
  studentLinksOfGuardian,
  updateGuardian,
} from "../../records/people/guardians.ts";
import {
  type FamilyStatement,
  loadFamilyStatement,
} from "../../records/receipts/family-statement.ts";
import { loadStudio } from "../../records/system/settings.ts";

const view = (g: GuardianRecord, studentCount: number): GuardianResponse => ({
  ...g,
  studentCount,
});

// The live-RUT unique index settles a race between two saves of the same RUT.
const guardRut = <T>(rut: string | null, work: () => Promise<T>) =>
  translateUniqueViolation(work, (violation) =>
    isGuardianRutViolation(violation) ? duplicateGuardianRut(rut) : violation,
  );

/** GET /api/guardians: one page of the search (name, RUT, phone, e-mail) and the total. */
export async function listGuardians(ctx: AppContext, query: GuardiansQuery) {
  const { records: guardians, total } = await pageOfGuardians(
    ctx.db,
    query.search,
    pageWindow(query),
  );
  const counts = await studentCountsOfGuardians(
    ctx.db,
    guardians.map((g) => g.id),
  );
  return { items: guardians.map((g) => view(g, counts.get(g.id) ?? 0)), total };
}

/** GET /api/guardians/{id}: the guardian and each of her students with classes and state. */
export async function getGuardianDetail(
  ctx: AppContext,
  id: number,
): Promise<GuardianDetailResponse> {
  const guardian = await requireGuardian(ctx.db, id);
  const students = await studentLinksOfGuardian(ctx.db, id);
  const enrollments = (
    await enrollmentsOfStudents(
      ctx.db,
      students.map((s) => s.id),
    )
  ).filter(isEnrollmentActive);
  const classes = new Map(
    (await classesByIds(ctx.db, [...new Set(enrollments.map((e) => e.classId))])).map((c) => [
      c.id,
      c.name,
    ]),
  );
  const byStudent = groupBy(enrollments, (e) => e.studentId);
  return {
    ...view(guardian, students.length),
    students: students.map((s) => ({
      ...s,
      classes: (byStudent.get(s.id) ?? []).flatMap((e) => {
        const name = classes.get(e.classId);
        return name === undefined ? [] : [{ id: e.classId, name }];
      }),
    })),
  };
}

export async function createGuardianFromForm(
  ctx: AppContext,
  userId: number,
  data: GuardianData,
): Promise<GuardianResponse> {
  const id = await guardRut(data.rut, () =>
    writeTransaction(ctx, (trx, at) => createGuardian(trx, userId, data, at)),
  );
  return view(await requireGuardian(ctx.db, id), 0);
}

/** PUT /api/guardians/{id}: a field left out keeps its value. */
export async function updateGuardianFromForm(
  ctx: AppContext,
  userId: number,
  id: number,
  data: GuardianUpdateData,
): Promise<GuardianResponse> {
  await guardRut(data.rut ?? null, () =>
    writeTransaction(ctx, async (trx, at) => {
      const current = await requireGuardian(trx, id);
      const fields: GuardianData = updatedFields(current, data);
      if (fields.rut !== null) {
        const other = await findGuardianIdByRut(trx, fields.rut, id);
        if (other !== undefined) throw duplicateGuardianRut(fields.rut, other);
      }
      await updateGuardian(trx, id, fields, at);
      await writeAudit(trx, {
        userId,
        action: "update",
        entity: "guardian",
        entityId: id,
        before: current,
        after: fields,
        at,
      });
    }),
  );
  const counts = await studentCountsOfGuardians(ctx.db, [id]);
  return view(await requireGuardian(ctx.db, id), counts.get(id) ?? 0);
}

/**
 * DELETE /api/guardians/{id}: a soft delete that unlinks her from her students. Refused while
 * she pays for a live student (GUARDIAN_IS_PAYER): that student would be left with nobody
 * paying, so another payer is named first on the student's form. Her name stays on what was
 * recorded with it.
 */
export async function deleteGuardian(ctx: AppContext, userId: number, id: number): Promise<void> {
  await writeTransaction(ctx, async (trx, at) => {
    const current = await requireGuardian(trx, id);
    if (await paysForLiveStudent(trx, id))
      throw failure("GUARDIAN_IS_PAYER", { rejectedValue: id });
    if (!(await softDeleteGuardian(trx, id, at))) {
      throw failure("GUARDIAN_NOT_FOUND", { rejectedValue: id });
    }
    const unlinkedStudentIds = await removeGuardianLinks(trx, id);
    await writeAudit(trx, {
      userId,
      action: "delete",
      entity: "guardian",
      entityId: id,
      before: current,
      after: { deletedAt: at, unlinkedStudentIds },
      at,
    });
  });
}

/** GET /api/families/{guardianId}/statement: the family's statement as of the studio's today. */
export async function getFamilyStatement(
  ctx: AppContext,
  guardianId: number,
): Promise<FamilyStatement> {
  return loadFamilyStatement(ctx.db, guardianId, await loadStudio(ctx.db, ctx.now()));
}
