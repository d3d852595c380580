import {
  addDays,
  classFitsAge,
  closedDatesAhead,
  isChoosableSession,
  PUBLIC_CLASS_STATUSES,
  TRIAL_DAYS_AHEAD,
  TRIAL_MIN_FILL_MS,
  TRIAL_REQUESTS_PER_HOUR,
  type TrialRequestData,
} from "@nova/domain";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { findClass, schedulesOfClasses } from "../../records/classes/classes.ts";
import { chileanHolidaysBetween } from "../../records/classes/holidays.ts";
import { currentNoticeVersion } from "../../records/privacy/privacy-notice.ts";
import { loadStudio } from "../../records/system/settings.ts";
import {
  countFromSource,
  insertTrialRequest,
  insertWaitlistEntry,
} from "./trial-requests.repository.ts";

// The visitor's side: the public trial form's request, checked before anything is written.

const HOUR_MS = 3_600_000;

/** A keyed hash of the sender's address: enough to count her requests, useless to anyone else. */
export async function sourceKeyOf(ctx: AppContext, address: string): Promise<string> {
  const mac = await crypto.subtle.sign(
    "HMAC",
    ctx.jwtKey,
    new TextEncoder().encode(`trial-request:${address}`),
  );
  return Buffer.from(mac).toString("base64url");
}

const visitorField = (field: string, message: string, rejectedValue?: unknown) =>
  failure("VALIDATION_ERROR", { field, rejectedValue }, message);

/**
 * POST /api/public/trial-requests, after the honeypot (routes). Checked in this order, writing
 * nothing on any failure: the minimum fill time, the class (published), the session (one of its
 * next dates), the hourly limit of the address (under a lock, so a burst cannot pass it).
 */
export async function createTrialRequest(
  ctx: AppContext,
  data: TrialRequestData,
  address: string,
): Promise<{ id: number }> {
  if (data.fillMs < TRIAL_MIN_FILL_MS) {
    throw visitorField(
      "fillMs",
      "Tómate unos segundos para revisar tus datos y vuelve a enviar la solicitud",
    );
  }
  const { today, settings } = await loadStudio(ctx.db, ctx.now());
  const cls = await findClass(ctx.db, data.classId);
  if (!cls || !PUBLIC_CLASS_STATUSES.includes(cls.status)) {
    throw visitorField("classId", "Elige una de las clases publicadas", data.classId);
  }
  if (!classFitsAge(cls, data.age)) {
    throw visitorField("classId", "Esa clase no es para esa edad: elige otra", data.classId);
  }
  const days = (await schedulesOfClasses(ctx.db, [cls.id])).map((s) => s.dayOfWeek);
  const closed = closedDatesAhead(
    today,
    chileanHolidaysBetween(today, addDays(today, TRIAL_DAYS_AHEAD)),
    settings.attendance.closures,
  );
  if (!isChoosableSession(days, today, data.sessionDate, closed)) {
    throw visitorField(
      "sessionDate",
      "Elige uno de los próximos días en que se dicta la clase",
      data.sessionDate,
    );
  }
  const sourceKey = await sourceKeyOf(ctx, address);
  const now = ctx.now();
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    await lockForWrite(trx, "trial-requests-source", sourceKey);
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    if ((await countFromSource(trx, sourceKey, since)) >= TRIAL_REQUESTS_PER_HOUR) {
      throw failure(
        "RATE_LIMITED",
        {},
        "Recibimos varias solicitudes desde tu conexión. Intenta de nuevo en una hora o escríbenos por WhatsApp.",
      );
    }
    const id = await insertTrialRequest(trx, {
      classId: cls.id,
      sessionDate: data.sessionDate,
      name: data.name,
      phone: data.phone,
      email: data.email,
      age: data.age,
      guardianName: data.age < 18 ? data.guardianName : null,
      guardianPhone: data.age < 18 ? data.guardianPhone : null,
      message: data.message,
      waitlist: data.waitlist,
      privacyNoticeVersion: await currentNoticeVersion(trx),
      sourceKey,
      at,
    });
    if (data.waitlist) {
      await insertWaitlistEntry(trx, {
        classId: cls.id,
        trialRequestId: id,
        name: data.name,
        phone: data.age < 18 && data.guardianPhone ? data.guardianPhone : data.phone,
        guardianName: data.age < 18 ? (data.guardianName ?? null) : null,
        at,
      });
    }
    // No personal data in the audit row: the request itself holds it, and can be erased.
    await writeAudit(trx, {
      userId: null,
      action: "create",
      entity: "trial-request",
      entityId: id,
      after: { classId: cls.id, status: "NEW", waitlist: data.waitlist },
      at,
    });
    return { id };
  });
}
