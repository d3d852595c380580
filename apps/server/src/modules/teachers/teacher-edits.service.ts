import {
  compensationRatePercent,
  monthOf,
  ownerStatusInMonth,
  type RatePeriod,
  ratePercentInMonth,
  type TeacherData,
  type TeacherResponse,
  type TeacherUpdateData,
  updatedFields,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { removeWithAudit } from "../../records/audit/audited-removal.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { endAssignments } from "../../records/teachers/assignments.ts";
import { insertRatePeriod, ratePeriodsOf } from "../../records/teachers/teacher-rates.ts";
import {
  insertStatusChange,
  insertTeacher,
  removeTeacher,
  requireTeacher,
  statusChangesOf,
  type TeacherFields,
  type TeacherRecord,
  updateTeacher,
} from "../../records/teachers/teachers.ts";
import { getTeacherView } from "./teacher-views.service.ts";

// Recording a teacher: create, edit (her role and her rate periods) and delete.

/**
 * What a create and an edit both start from: the studio's today, and the form split into the
 * rate it sends (`compensationPercent` from `compensationFrom`) and the teacher's own fields.
 */
async function readForm<Data extends TeacherData | TeacherUpdateData>(ctx: AppContext, data: Data) {
  const { today } = await loadStudio(ctx.db, ctx.now());
  const { compensationPercent, compensationFrom, ...fields } = data;
  return { today, sentRate: { compensationPercent, compensationFrom }, fields };
}

export async function createTeacher(
  ctx: AppContext,
  userId: number,
  data: TeacherData,
): Promise<Required<TeacherResponse>> {
  const { today, sentRate, fields } = await readForm(ctx, data);
  const rate = {
    from: sentRate.compensationFrom ?? today,
    percent: sentRate.compensationPercent ?? compensationRatePercent(fields.isStudioOwner),
  };
  const id = await writeTransaction(ctx, async (trx, at) => {
    const newId = await insertTeacher(trx, fields, at);
    // Her first status: it also covers the months before it (an assignment dated back).
    await insertStatusChange(trx, {
      teacherId: newId,
      from: today,
      isStudioOwner: fields.isStudioOwner,
      at,
    });
    // Her first rate likewise covers the months before it.
    await insertRatePeriod(trx, { teacherId: newId, ...rate, at });
    await writeAudit(trx, {
      userId,
      action: "create",
      entity: "teacher",
      entityId: newId,
      after: { ...fields, compensationPercent: rate.percent, compensationFrom: rate.from },
      at,
    });
    return newId;
  });
  return getTeacherView(ctx, id);
}

/**
 * A teacher without rate periods (recorded by another path than this module's create) is paid
 * her role's default month by month. Before an edit may add a rate, her status history becomes
 * her rate history (each status at its date, its role's default; without any, her current
 * role's from a far past date), so a new period never reaches back over months she was paid.
 */
async function seedRatePeriods(db: Database, teacher: TeacherRecord, at: string): Promise<void> {
  const [periods, changes] = await Promise.all([
    ratePeriodsOf(db, [teacher.id]),
    statusChangesOf(db, [teacher.id]),
  ]);
  if (periods.length > 0) return;
  const seeds =
    changes.length > 0
      ? changes
      : [{ teacherId: teacher.id, from: "2000-01-01", isStudioOwner: teacher.isStudioOwner }];
  for (const change of seeds) {
    await insertRatePeriod(db, {
      teacherId: teacher.id,
      from: change.from,
      percent: compensationRatePercent(change.isStudioOwner),
      at,
    });
  }
}

/**
 * The rate period an edit records, if any: the rate sent, from `compensationFrom` (default
 * today), unless it already holds from that month on; else, when her role changed, her
 * new role's default from today. Nothing otherwise (a form sends her rate back unchanged).
 */
async function rateChangeOf(
  db: Database,
  teacherId: number,
  sent: { compensationPercent?: number | undefined; compensationFrom?: string | undefined },
  role: { isStudioOwner: boolean; changed: boolean },
  today: string,
): Promise<RatePeriod | null> {
  if (sent.compensationPercent === undefined) {
    if (!role.changed) return null;
    return { teacherId, from: today, percent: compensationRatePercent(role.isStudioOwner) };
  }
  const from = sent.compensationFrom ?? today;
  const [periods, changes] = await Promise.all([
    ratePeriodsOf(db, [teacherId]),
    statusChangesOf(db, [teacherId]),
  ]);
  const month = monthOf(from);
  const owner = role.changed
    ? role.isStudioOwner
    : ownerStatusInMonth(changes, month, role.isStudioOwner);
  const inForce = ratePercentInMonth(periods, month, compensationRatePercent(owner));
  // Nothing to record when the rate already holds from that month on (a form resending it).
  const unchanged =
    inForce === sent.compensationPercent &&
    periods.every((p) => monthOf(p.from) <= month || p.percent === sent.compensationPercent);
  if (unchanged && !role.changed) return null;
  return { teacherId, from, percent: sent.compensationPercent };
}

/**
 * PUT /api/teachers/{id}. A change of owner status takes effect today: this month and the
 * months after it are paid at the new rate, the months before keep the rate they were paid at.
 * A rate sent (`compensationPercent`, from `compensationFrom`) is a new rate period likewise.
 */
export async function updateTeacherFromForm(
  ctx: AppContext,
  userId: number,
  id: number,
  data: TeacherUpdateData,
): Promise<Required<TeacherResponse>> {
  const { today, sentRate, fields: changes } = await readForm(ctx, data);
  await writeTransaction(ctx, async (trx, at) => {
    const current = await requireTeacher(trx, id);
    await seedRatePeriods(trx, current, at);
    const fields: TeacherFields = updatedFields(current, changes);
    await updateTeacher(trx, id, fields, at);
    const roleChanged = fields.isStudioOwner !== current.isStudioOwner;
    if (roleChanged) {
      await insertStatusChange(trx, {
        teacherId: id,
        from: today,
        isStudioOwner: fields.isStudioOwner,
        at,
      });
    }
    const rate = await rateChangeOf(
      trx,
      id,
      sentRate,
      { isStudioOwner: fields.isStudioOwner, changed: roleChanged },
      today,
    );
    if (rate) await insertRatePeriod(trx, { ...rate, at });
    await writeAudit(trx, {
      userId,
      action: "update",
      entity: "teacher",
      entityId: id,
      before: current,
      after: rate
        ? { ...fields, compensationPercent: rate.percent, compensationFrom: rate.from }
        : fields,
      at,
    });
  });
  return getTeacherView(ctx, id);
}

/**
 * Soft-deletes a teacher and ends her assignments today: the months she taught keep paying
 * her; the audit row lists the assignments ended. Of simultaneous deletions only one succeeds.
 */
export function deleteTeacher(ctx: AppContext, userId: number, id: number): Promise<void> {
  return removeWithAudit(ctx, userId, {
    entity: "teacher",
    id,
    remove: removeTeacher,
    endLinks: async (trx, today) => ({
      endedAssignments: await endAssignments(trx, { teacherId: id }, today),
      endedOn: today,
    }),
  });
}
