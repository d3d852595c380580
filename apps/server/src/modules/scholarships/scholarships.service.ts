import type { ScholarshipData, ScholarshipResponse } from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import {
  findScholarship,
  scholarshipsOfStudent,
  toScholarshipResponse,
} from "../../records/ledger/scholarships.ts";
import { requireStudent } from "../../records/people/students.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { endLiveScholarship, insertScholarship } from "./scholarships.repository.ts";

/** GET /api/students/{id}/scholarships. */
export async function listScholarships(
  ctx: AppContext,
  studentId: number,
): Promise<ScholarshipResponse[]> {
  await requireStudent(ctx.db, studentId);
  return scholarshipsOfStudent(ctx.db, studentId);
}

/** POST /api/students/{id}/scholarships: the ledger applies it from its first month on. */
export async function addScholarship(
  ctx: AppContext,
  userId: number,
  studentId: number,
  data: ScholarshipData,
): Promise<ScholarshipResponse> {
  return writeTransaction(ctx, async (trx, at) => {
    await requireStudent(trx, studentId);
    const row = await insertScholarship(trx, studentId, data, { userId, at });
    const created = toScholarshipResponse(row);
    await writeAudit(trx, {
      userId,
      action: "create",
      entity: "scholarship",
      entityId: created.id,
      after: created,
      at,
    });
    return created;
  });
}

/**
 * DELETE /api/students/{id}/scholarships/{scholarshipId}: ends it with a reason from the next
 * month on, or voids it (`voidAll`: it applies to no month); the row stays either way. Conditional on it being live: of two ends at once,
 * one wins and the other answers 409 SCHOLARSHIP_ALREADY_ENDED.
 */
export async function endScholarship(
  ctx: AppContext,
  userId: number,
  studentId: number,
  id: number,
  end: { reason: string; voidAll: boolean },
): Promise<ScholarshipResponse> {
  // Ended: it still applies up to this month (months already charged stay as charged).
  const endMonth = end.voidAll ? null : (await loadStudio(ctx.db, ctx.now())).month;
  return writeTransaction(ctx, async (trx, at) => {
    const before = await findScholarship(trx, studentId, id);
    if (!before) throw failure("SCHOLARSHIP_NOT_FOUND", { rejectedValue: id });
    const ended = await endLiveScholarship(trx, id, { userId, at, reason: end.reason, endMonth });
    if (!ended) throw failure("SCHOLARSHIP_ALREADY_ENDED");
    const after = await findScholarship(trx, studentId, id);
    if (!after) throw new Error("unreachable: the scholarship was just ended");
    await writeAudit(trx, {
      userId,
      action: "delete",
      entity: "scholarship",
      entityId: id,
      before,
      after,
      at,
    });
    return after;
  });
}
