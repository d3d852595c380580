import type { WaitlistResponse } from "@nova/domain";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { findClass } from "../../records/classes/classes.ts";
import { countOpenEnrollments } from "../../records/classes/enrollments.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { requireRequest } from "./requests.service.ts";
import { insertWaitlistEntry, setWaitlistStatus, waitlistOf } from "./trial-requests.repository.ts";

// A class's waitlist: who waits for a seat, and the seat offered to one of them.

const HOUR_MS = 3_600_000;

/** GET /api/classes/{id}/waitlist: who waits, in order, and whom to offer a free seat. */
export async function classWaitlist(ctx: AppContext, classId: number): Promise<WaitlistResponse> {
  const cls = await findClass(ctx.db, classId);
  if (!cls) throw failure("CLASS_NOT_FOUND", { rejectedValue: classId });
  const [{ settings }, entries, enrolled] = await Promise.all([
    loadStudio(ctx.db, ctx.now()),
    waitlistOf(ctx.db, classId),
    countOpenEnrollments(ctx.db, classId),
  ]);
  const now = ctx.now().toISOString();
  const views = entries.map((e, index) => ({
    id: e.id,
    position: index + 1,
    name: e.name,
    phone: e.phone,
    guardianName: e.guardianName,
    trialRequestId: e.trialRequestId,
    createdAt: e.createdAt,
    state:
      e.status === "offered"
        ? e.holdUntil && e.holdUntil < now
          ? ("expired" as const)
          : ("offered" as const)
        : ("waiting" as const),
    holdUntil: e.holdUntil,
  }));
  const seatsLeft = Math.max(0, cls.maxStudents - enrolled);
  const holding = views.filter((v) => v.state === "offered").length;
  // A seat held for someone is not free for the next one; an expired hold passes it on.
  const suggested = seatsLeft > holding ? (views.find((v) => v.state === "waiting") ?? null) : null;
  return {
    classId,
    seatsLeft,
    holdHours: settings.site.waitlistHoldHours,
    suggestedId: suggested?.id ?? null,
    entries: views,
  };
}

export async function addToWaitlist(
  ctx: AppContext,
  user: AuthUser,
  classId: number,
  body: { trialRequestId: number } | { name: string; phone: string; guardianName: string | null },
): Promise<WaitlistResponse> {
  const cls = await findClass(ctx.db, classId);
  if (!cls) throw failure("CLASS_NOT_FOUND", { rejectedValue: classId });
  let person: {
    name: string;
    phone: string;
    guardianName: string | null;
    trialRequestId: number | null;
  };
  if ("trialRequestId" in body) {
    const request = await requireRequest(ctx, body.trialRequestId);
    person = {
      name: request.name,
      phone: request.age < 18 && request.guardianPhone ? request.guardianPhone : request.phone,
      guardianName: request.age < 18 ? request.guardianName : null,
      trialRequestId: request.id,
    };
  } else {
    person = { ...body, trialRequestId: null };
  }
  await writeTransaction(ctx, async (trx, at) => {
    const entryId = await insertWaitlistEntry(trx, { classId, ...person, at });
    await writeAudit(trx, {
      userId: user.id,
      action: "create",
      entity: "waitlist",
      entityId: entryId,
      after: { classId, trialRequestId: person.trialRequestId },
      at,
    });
  });
  return classWaitlist(ctx, classId);
}

/** Offers the seat to one person (held `waitlistHoldHours`) or takes her off the list. */
export async function actOnWaitlist(
  ctx: AppContext,
  user: AuthUser,
  classId: number,
  entryId: number,
  action: "offer" | "remove",
): Promise<WaitlistResponse> {
  const { settings } = await loadStudio(ctx.db, ctx.now());
  const now = ctx.now();
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const set =
      action === "offer"
        ? {
            status: "offered" as const,
            offered_at: at,
            hold_until: new Date(
              now.getTime() + settings.site.waitlistHoldHours * HOUR_MS,
            ).toISOString(),
          }
        : { status: "removed" as const };
    if (!(await setWaitlistStatus(trx, classId, entryId, set))) {
      throw failure("WAITLIST_ENTRY_NOT_FOUND", { rejectedValue: entryId });
    }
    await writeAudit(trx, {
      userId: user.id,
      action,
      entity: "waitlist",
      entityId: entryId,
      after: set,
      at,
    });
  });
  return classWaitlist(ctx, classId);
}
