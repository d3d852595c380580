import {
  type AssignmentData,
  addDays,
  assignmentStartProblem,
  formatDateEs,
  studioFirstMonth,
  type TeacherAssignmentData,
} from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { translateUniqueViolation } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { requireClass } from "../../records/classes/classes.ts";
import { loadStudio } from "../../records/system/settings.ts";
import {
  endAssignments,
  insertAssignment,
  latestPeriod,
} from "../../records/teachers/assignments.ts";
import { requireTeacher } from "../../records/teachers/teachers.ts";

// A teacher's periods in a class: opened by an assignment, closed by an unassignment.

/**
 * POST /api/teachers/assign: opens a period from `assignedFrom` (default today; never after
 * today, never before the studio's first month, never inside an earlier period of the pair).
 */
export async function assignTeacher(ctx: AppContext, userId: number, data: TeacherAssignmentData) {
  const studio = await loadStudio(ctx.db, ctx.now());
  const from = data.assignedFrom ?? studio.today;
  const problem = assignmentStartProblem(from, studio.today, studioFirstMonth(studio));
  if (problem) {
    throw failure("VALIDATION_ERROR", { field: "assignedFrom", rejectedValue: from }, problem);
  }
  // Two simultaneous assignments of the same pair: the open-period index decides.
  await translateUniqueViolation(
    () =>
      writeTransaction(ctx, async (trx, at) => {
        await requireTeacher(trx, data.teacherId);
        await requireClass(trx, data.classId);
        const latest = await latestPeriod(trx, data.teacherId, data.classId);
        if (latest && latest.endedOn === null) throw alreadyAssigned();
        if (latest?.endedOn && from < latest.endedOn) {
          throw failure(
            "ASSIGNMENT_OVERLAP",
            { field: "assignedFrom", rejectedValue: from },
            `La profesora estuvo asignada a esta clase hasta el ${formatDateEs(addDays(latest.endedOn, -1))}: la nueva asignación debe comenzar el ${formatDateEs(latest.endedOn)} o después`,
          );
        }
        await insertAssignment(trx, { ...data, from, at });
        await writeAudit(trx, {
          userId,
          action: "assign",
          entity: "class_teacher",
          entityId: `${data.classId}:${data.teacherId}`,
          after: { teacherId: data.teacherId, classId: data.classId, assignedFrom: from },
          at,
        });
      }),
    alreadyAssigned,
  );
  return { teacherId: data.teacherId, classId: data.classId, assignedFrom: from, endedOn: null };
}

const alreadyAssigned = () => failure("ALREADY_ASSIGNED");

/**
 * DELETE /api/teachers/unassign: ends her period today (it stays, so past months keep their
 * figures). The update only touches an open period, so of simultaneous requests one succeeds.
 */
export async function unassignTeacher(ctx: AppContext, userId: number, data: AssignmentData) {
  const { today } = await loadStudio(ctx.db, ctx.now());
  return writeTransaction(ctx, async (trx, at) => {
    await requireTeacher(trx, data.teacherId);
    await requireClass(trx, data.classId);
    const [ended] = await endAssignments(trx, data, today);
    if (!ended) throw failure("NOT_ASSIGNED");
    await writeAudit(trx, {
      userId,
      action: "unassign",
      entity: "class_teacher",
      entityId: `${data.classId}:${data.teacherId}`,
      before: { teacherId: data.teacherId, classId: data.classId, assignedFrom: ended.from },
      after: { endedOn: ended.endedOn },
      at,
    });
    return {
      teacherId: data.teacherId,
      classId: data.classId,
      assignedFrom: ended.from,
      endedOn: ended.endedOn,
    };
  });
}
