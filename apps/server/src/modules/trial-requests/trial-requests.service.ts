import {
  ADULT_AGE,
  addDays,
  type ConversionRow,
  canEnrollTrial,
  canMoveTrial,
  classFitsAge,
  closedDatesAhead,
  daysBetween,
  enrollmentDateProblem,
  type GuardianData,
  guardianInputSchema,
  hasFreeSeat,
  isChoosableSession,
  medianOf,
  PUBLIC_CLASS_STATUSES,
  studioFirstMonth,
  TRIAL_DAYS_AHEAD,
  TRIAL_MIN_FILL_MS,
  TRIAL_REQUESTS_PER_HOUR,
  TRIAL_STATUS_LABELS,
  type TrialEnrollData,
  type TrialRequestData,
  type TrialRequestUpdate,
  type TrialStatus,
  type WaitlistResponse,
} from "@nova/domain";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { pageWindow } from "../../lib/list-paging.ts";
import { writeAudit } from "../../records/audit-log.ts";
import { findClass, lockClass, schedulesOfClasses } from "../../records/classes.ts";
import { chargeEnrollmentFee } from "../../records/enrollment-fees.ts";
import { countOpenEnrollments, insertEnrollment } from "../../records/enrollments.ts";
import { findOrCreateGuardian, replaceStudentGuardians } from "../../records/guardians.ts";
import { chileanHolidaysBetween } from "../../records/holidays.ts";
import { currentNoticeVersion } from "../../records/privacy-notice.ts";
import { loadStudio, readFamilySettings } from "../../records/settings.ts";
import { insertStudent } from "../../records/students.ts";
import {
  countFromSource,
  countNewTrialRequests,
  findTrialRequest,
  insertTrialRequest,
  insertWaitlistEntry,
  listTrialRequests,
  requestsCreatedBetween,
  setWaitlistStatus,
  type TrialFilter,
  type TrialRequestRecord,
  updateTrialRequest,
  waitlistOf,
} from "./trial-requests.repository.ts";

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

export async function listRequests(
  ctx: AppContext,
  query: TrialFilter & { page?: number | undefined; size?: number | undefined },
) {
  const window = pageWindow(query) ?? { limit: 100, offset: 0 };
  return listTrialRequests(ctx.db, query, window);
}

export async function newRequestsCount(ctx: AppContext): Promise<number> {
  return countNewTrialRequests(ctx.db);
}

async function requireRequest(ctx: AppContext, id: number): Promise<TrialRequestRecord> {
  const found = await findTrialRequest(ctx.db, id);
  if (!found) throw failure("TRIAL_REQUEST_NOT_FOUND", { rejectedValue: id });
  return found;
}

const changedMeanwhile = () =>
  failure("CONFLICT", {}, "La solicitud cambió mientras la editaba. Recargue e intente nuevamente");

/** PUT /api/trial-requests/{id}: moves it along the funnel and/or keeps notes. */
export async function updateRequest(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  patch: TrialRequestUpdate,
): Promise<TrialRequestRecord> {
  const current = await requireRequest(ctx, id);
  const to: TrialStatus = patch.status ?? current.status;
  if (to === "ENROLLED" && current.status !== "ENROLLED") {
    throw failure("CONFLICT", {}, "Use 'Inscribir' para inscribir a la persona de la solicitud");
  }
  if (!canMoveTrial(current.status, to)) {
    throw failure(
      "CONFLICT",
      { field: "status", rejectedValue: to },
      `Una solicitud ${TRIAL_STATUS_LABELS[current.status]} no puede pasar a ${TRIAL_STATUS_LABELS[to]}`,
    );
  }
  const at = ctx.now().toISOString();
  const set: Parameters<typeof updateTrialRequest>[3] = {};
  if (patch.status) set.status = to;
  if (patch.notes !== undefined) set.notes = patch.notes;
  if (to === "DISCARDED") set.discard_reason = patch.discardReason ?? null;
  if (to !== current.status && to !== "NEW" && to !== "DISCARDED" && !current.contactedAt) {
    set.contacted_at = at;
  }
  if (to === "ATTENDED" && !current.attendedAt) set.attended_at = at;
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await updateTrialRequest(trx, id, current.status, set, at))) throw changedMeanwhile();
    await writeAudit(trx, {
      userId: user.id,
      action: "update",
      entity: "trial-request",
      entityId: id,
      before: { status: current.status },
      after: { status: to, notes: set.notes !== undefined },
      at,
    });
  });
  return requireRequest(ctx, id);
}

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
  const enrollmentDate = body.enrollmentDate ?? studio.today;
  const problem = enrollmentDateProblem(enrollmentDate, studio.today, studioFirstMonth(studio));
  if (problem) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "enrollmentDate", rejectedValue: enrollmentDate },
      problem,
    );
  }
  const at = ctx.now().toISOString();
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
  return ctx.db.transaction().execute(async (trx) => {
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
    await chargeEnrollmentFee(trx, await readFamilySettings(trx), enrollment, {
      userId: user.id,
      at,
    });
    const moved = await updateTrialRequest(
      trx,
      id,
      current.status,
      {
        status: "ENROLLED",
        student_id: studentId,
        enrolled_at: at,
        ...(current.contactedAt ? {} : { contacted_at: at }),
      },
      at,
    );
    if (!moved) throw changedMeanwhile();
    await trx
      .updateTable("class_waitlist")
      .set({ status: "enrolled" })
      .where("trial_request_id", "=", id)
      .where("status", "in", ["waiting", "offered"])
      .execute();
    await writeAudit(trx, {
      userId: user.id,
      action: "update",
      entity: "trial-request",
      entityId: id,
      before: { status: current.status },
      after: { status: "ENROLLED", studentId },
      at,
    });
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
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
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

/**
 * The conversion report: per month of the request and class, how many came, were contacted,
 * attended and enrolled, the rate and the median days from request to enrollment.
 */
export async function conversionReport(
  ctx: AppContext,
  from: string,
  to: string,
): Promise<ConversionRow[]> {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  const end = tm === 12 ? `${ty + 1}-01` : `${ty}-${String(tm + 1).padStart(2, "0")}`;
  const start = `${fy}-${String(fm).padStart(2, "0")}`;
  const rows = await requestsCreatedBetween(ctx.db, `${start}-01`, `${end}-01`);
  const groups = new Map<string, TrialRequestRecord[]>();
  for (const r of rows) {
    const key = `${r.createdAt.slice(0, 7)}|${r.classId}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.entries()].map(([key, list]) => {
    const [month = "", classId = "0"] = key.split("|");
    const enrolled = list.filter((r) => r.status === "ENROLLED");
    return {
      month,
      classId: Number(classId),
      className: list[0]?.className ?? "",
      requests: list.length,
      contacted: list.filter((r) => r.contactedAt !== null).length,
      attended: list.filter((r) => r.attendedAt !== null || r.status === "ENROLLED").length,
      enrolled: enrolled.length,
      conversionRate: list.length ? enrolled.length / list.length : 0,
      medianDaysToEnroll: medianOf(
        enrolled.map((r) =>
          daysBetween(r.createdAt.slice(0, 10), (r.enrolledAt ?? r.createdAt).slice(0, 10)),
        ),
      ),
    };
  });
}
