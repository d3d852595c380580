import {
  addDays,
  deadlineState,
  type PrivacyRequestData,
  type PrivacyRequestResponse,
  type PrivacyRequestUpdate,
  requestDeadline,
} from "@nova/domain";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { chileanHolidaysBetween } from "../../records/classes/holidays.ts";
import { loadStudio } from "../../records/system/settings.ts";
import * as repo from "./privacy.repository.ts";
import { audit, requireAnyGuardian, requireAnyStudent } from "./subjects.ts";

// The register of data-rights requests (access, rectification, erasure…): each with its legal
// deadline and, while open, how near it is. Audited as entity "privacy-request".

const ENTITY = "privacy-request";

function withState(r: Awaited<ReturnType<typeof repo.findRequest>> & object, today: string) {
  return {
    ...r,
    deadlineState: r.status === "open" ? deadlineState(r.deadline, today) : "on-time",
  } as PrivacyRequestResponse;
}

export async function listRequests(ctx: AppContext) {
  const [{ today }, rows] = await Promise.all([
    loadStudio(ctx.db, ctx.now()),
    repo.listRequests(ctx.db),
  ]);
  return rows.map((r) => withState(r, today));
}

/**
 * Registers a request with its legal deadline: business days skip weekends and Chile's public
 * holidays (records/classes/holidays.ts); a calendar-day deadline on one moves to the next business day.
 */
export async function createRequest(
  ctx: AppContext,
  user: AuthUser,
  input: PrivacyRequestData & { requesterName: string; receivedOn: string },
) {
  return ctx.db.transaction().execute(async (trx) => {
    const { settings, today } = await loadStudio(trx, ctx.now());
    if (input.studentId !== null && input.studentId !== undefined) {
      await requireAnyStudent(trx, input.studentId);
    }
    if (input.guardianId !== null && input.guardianId !== undefined) {
      await requireAnyGuardian(trx, input.guardianId);
    }
    const now = ctx.now().toISOString();
    const deadline = requestDeadline(
      input.receivedOn,
      settings.privacy.requestDeadlineDays,
      settings.privacy.requestDeadlineCount,
      // The holidays of every year the term can reach (90 business days stay within ~5 months).
      chileanHolidaysBetween(input.receivedOn, addDays(input.receivedOn, 200)).map((h) => h.date),
    );
    const created = await repo.insertRequest(trx, {
      type: input.type,
      requester_name: input.requesterName,
      student_id: input.studentId ?? null,
      guardian_id: input.guardianId ?? null,
      channel: input.channel,
      received_on: input.receivedOn,
      deadline,
      details: input.details ?? null,
      status: "open",
      answer: null,
      action_taken: null,
      created_by: user.id,
      created_at: now,
      updated_at: now,
    });
    await audit(trx, ctx, user, "create", created.id, { type: created.type, deadline }, ENTITY);
    return withState(created, today);
  });
}

export async function updateRequest(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: PrivacyRequestUpdate,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await repo.findRequest(trx, id);
    if (!existing) throw failure("PRIVACY_REQUEST_NOT_FOUND", { rejectedValue: id });
    const { today } = await loadStudio(trx, ctx.now());
    const updated = await repo.updateRequest(trx, id, {
      status: input.status,
      answer: input.answer ?? null,
      action_taken: input.actionTaken ?? null,
      updated_at: ctx.now().toISOString(),
    });
    await audit(
      trx,
      ctx,
      user,
      "update",
      id,
      { status: updated.status, answered: updated.answer !== null },
      ENTITY,
    );
    return withState(updated, today);
  });
}
