import type { FeeWaiverResponse } from "@nova/domain";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { translateUniqueViolation } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { findWaiver, insertWaiver, studentWaivers } from "../../records/ledger/waivers.ts";
import { findLiveStudent } from "../../records/people/students.ts";

/**
 * Waives a student's late fee for a month, before or after the month is paid: from then on the
 * month owes its price only (outstanding figures, the payment form, the report). A payment
 * already recorded keeps its amount; giving back a surcharge already paid happens at the desk.
 * The audit row sits on the student, so the student's history shows it.
 */
export async function waiveLateFee(
  ctx: AppContext,
  actor: AuthUser,
  studentId: number,
  input: { month: string; reason: string },
): Promise<FeeWaiverResponse> {
  const duplicate = () =>
    failure("DUPLICATE_WAIVER", { field: "month", rejectedValue: input.month });
  // Two waivers sent at once both find none; the unique index keeps one and the other is this.
  return translateUniqueViolation(
    () =>
      writeTransaction(ctx, async (trx, at) => {
        if (!(await findLiveStudent(trx, studentId))) throw failure("STUDENT_NOT_FOUND");
        if (await findWaiver(trx, studentId, input.month)) throw duplicate();
        const id = await insertWaiver(trx, { studentId, ...input, createdBy: actor.id, at });
        await writeAudit(trx, {
          userId: actor.id,
          action: "waive-late-fee",
          entity: "student",
          entityId: studentId,
          after: { month: input.month, reason: input.reason },
          at,
        });
        return { id, studentId, month: input.month, reason: input.reason, createdAt: at };
      }),
    duplicate,
  );
}

/** The late fees waived for a student (the student page and the receipts show them). */
export async function listStudentWaivers(
  ctx: AppContext,
  studentId: number,
): Promise<FeeWaiverResponse[]> {
  if (!(await findLiveStudent(ctx.db, studentId))) throw failure("STUDENT_NOT_FOUND");
  const rows = await studentWaivers(ctx.db, studentId);
  return rows.map((row) => ({
    id: row.id,
    studentId: row.student_id,
    month: row.payment_month,
    reason: row.reason,
    createdAt: row.created_at,
  }));
}
