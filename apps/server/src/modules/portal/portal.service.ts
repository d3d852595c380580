import {
  attendanceByClass,
  flowConfigured,
  guardianInputSchema,
  isMinorOn,
  makeUpCredits,
  nextMakeUpExpiry,
  type PaymentLine,
  PORTAL_GUARDIAN_WINDOW_MS,
  PORTAL_SESSION_WINDOW_MS,
  type PortalAttendance,
  type PortalFamilyStatementResponse,
  type PortalReceiptResponse,
  type PortalWriteKind,
  portalWriteLimitMessage,
  portalWriteWait,
  type ReceiptResponse,
  recentAttendanceFrom,
  scheduleTimeRange,
  sortSchedules,
  transferDateProblem,
  transferNoticeCap,
  transferNoticeCapMessage,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { publicBaseUrl } from "../../lib/public-url.ts";
import { marksOfStudents } from "../../records/attendance-marks.ts";
import { writeAudit } from "../../records/audit-log.ts";
import { classesByIds, schedulesOfClasses } from "../../records/classes.ts";
import { enrollmentsOfStudents } from "../../records/enrollments.ts";
import { loadFamilyStatement } from "../../records/family-statement.ts";
import {
  createGuardian,
  findGuardianIdByRut,
  type GuardianLinkFields,
  guardiansOfStudents,
  replaceStudentGuardians,
  requireGuardian,
  studentLinksOfGuardian,
} from "../../records/guardians.ts";
import {
  createPortalLink,
  endPortalSession,
  isErasedGuardian,
  openPortalSession,
  portalAccessOf,
  revokePortalAccess,
} from "../../records/portal-access.ts";
import {
  checkLinesBackdating,
  checkPaymentDate,
  checkPaymentMethod,
  checkReceiptLines,
} from "../../records/receipt-checks.ts";
import { writeReceipt } from "../../records/receipt-write.ts";
import { loadStudio } from "../../records/settings.ts";
import { privacyStateOf } from "../../records/student-privacy.ts";
import { requireStudent } from "../../records/students.ts";
import {
  insertCorrectionRequest,
  insertTransferNotice,
  listCorrectionRequests,
  listTransferNotices,
  markCorrectionHandled,
  recentPortalWrites,
  resolveTransferNotice,
} from "./portal.repository.ts";

/** POST /api/guardians/{id}/portal-link: a new one-time link for the family. */
export async function createLink(ctx: AppContext, user: AuthUser, guardianId: number) {
  // Refused before anything is written: a link the family could not open is no link.
  const base = publicBaseUrl(ctx);
  await requireGuardian(ctx.db, guardianId);
  return ctx.db.transaction().execute(async (trx) => {
    // The erasure's lock: a link is never made for a record being erased at the same moment.
    await lockForWrite(trx, "guardian-privacy", String(guardianId));
    if (await isErasedGuardian(trx, guardianId)) {
      throw failure("PORTAL_LINK_ERASED", { guardianId });
    }
    const now = ctx.now();
    const { token, expiresAt } = await createPortalLink(trx, guardianId, user.id, now);
    // The audit keeps that a link was sent and until when, never the token.
    await writeAudit(trx, {
      userId: user.id,
      action: "create",
      entity: "portal-link",
      entityId: guardianId,
      after: { guardianId, expiresAt },
      at: now.toISOString(),
    });
    return { url: `${base}/portal/acceso/${token}`, expiresAt };
  });
}

/**
 * The payer record of an adult student who pays for herself: her own (relationship 'titular'),
 * else the guardian record with her RUT (a mother who also dances pays for all of them from one
 * portal), else a new one with her name, RUT, phone, e-mail and address. Refused for a minor and
 * for a student someone else pays for: their link goes to that person, from the family page.
 * Runs under the student's guardian-list lock, so two clicks at once make one record.
 */
async function selfPayerOf(
  trx: Database,
  user: AuthUser,
  studentId: number,
  { today, at }: { today: string; at: string },
) {
  await lockForWrite(trx, "student-guardians", String(studentId));
  const student = await requireStudent(trx, studentId);
  if ((await privacyStateOf(trx, studentId)).anonymizedAt !== null) {
    throw failure("PORTAL_LINK_ERASED", { studentId });
  }
  if (isMinorOn(student.birthDate, today)) {
    throw failure("PORTAL_LINK_MINOR", { rejectedValue: studentId });
  }
  const links = await guardiansOfStudents(trx, [studentId]);
  const payer = links.find((l) => l.isPayer);
  if (payer && payer.relationship !== "titular") {
    throw failure("PORTAL_LINK_HAS_PAYER", { guardianId: payer.guardianId });
  }
  if (payer) return payer.guardianId;
  const data = guardianInputSchema.safeParse({
    fullName: `${student.firstName} ${student.lastName}`,
    rut: student.dni,
    phone: student.phone ?? "",
    email: student.email,
    address: student.address,
  });
  if (!data.success) throw failure("PORTAL_LINK_NO_PHONE", { field: "phone" });
  const guardianId =
    (data.data.rut === null ? undefined : await findGuardianIdByRut(trx, data.data.rut)) ??
    (await createGuardian(trx, user.id, data.data, at));
  const after: GuardianLinkFields[] = [
    ...links
      .filter((l) => l.guardianId !== guardianId)
      .map((l) => ({ guardianId: l.guardianId, relationship: l.relationship, isPayer: false })),
    { guardianId, relationship: "titular", isPayer: true },
  ];
  await replaceStudentGuardians(trx, studentId, after, at);
  await writeAudit(trx, {
    userId: user.id,
    action: "update",
    entity: "student",
    entityId: studentId,
    before: { guardians: links },
    after: { guardians: after },
    at,
  });
  return guardianId;
}

/**
 * POST /api/students/{id}/portal-link: the portal for an adult student who pays for herself;
 * the link opens her own family page (her classes, what she owes, her receipts).
 */
export async function createStudentLink(ctx: AppContext, user: AuthUser, studentId: number) {
  // Before her payer record is made: without an address there is no link to send.
  publicBaseUrl(ctx);
  const { today } = await loadStudio(ctx.db, ctx.now());
  const guardianId = await ctx.db
    .transaction()
    .execute((trx) => selfPayerOf(trx, user, studentId, { today, at: ctx.now().toISOString() }));
  const link = await createLink(ctx, user, guardianId);
  return { ...link, guardianId };
}

/** GET /api/guardians/{id}/portal-access: did the family open its link, is the portal open. */
export async function portalAccess(ctx: AppContext, guardianId: number) {
  await requireGuardian(ctx.db, guardianId);
  return portalAccessOf(ctx.db, guardianId, ctx.now());
}

/** DELETE /api/guardians/{id}/portal-link: unused links and open sessions stop working. */
export async function revokeLink(ctx: AppContext, user: AuthUser, guardianId: number) {
  await requireGuardian(ctx.db, guardianId);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const revoked = await revokePortalAccess(trx, guardianId, now);
    await writeAudit(trx, {
      userId: user.id,
      action: "revoke",
      entity: "portal-link",
      entityId: guardianId,
      after: revoked,
      at: now.toISOString(),
    });
  });
}

/** POST /api/portal/session: spends the link's token and opens a session on this device. */
export async function openSession(ctx: AppContext, linkToken: string) {
  const opened = await openPortalSession(ctx.db, linkToken, ctx.now());
  if (!opened) throw failure("PORTAL_LINK_INVALID");
  const guardian = await requireGuardian(ctx.db, opened.guardianId);
  return { token: opened.token, guardianName: guardian.fullName, expiresAt: opened.expiresAt };
}

export async function closeSession(ctx: AppContext, sessionId: number) {
  await endPortalSession(ctx.db, sessionId, ctx.now());
}

/**
 * GET /api/portal/family: who the family is, each child's classes and weekly schedule, the
 * studio's contact and how the family can pay (online, or the bank transfer data).
 */
export async function familyOverview(ctx: AppContext, guardianId: number) {
  const [guardian, links, studio] = await Promise.all([
    requireGuardian(ctx.db, guardianId),
    studentLinksOfGuardian(ctx.db, guardianId),
    loadStudio(ctx.db, ctx.now()),
  ]);
  const enrollments = (
    await enrollmentsOfStudents(
      ctx.db,
      links.map((l) => l.id),
    )
  ).filter((e) => e.endedOn === null);
  const classIds = [...new Set(enrollments.map((e) => e.classId))];
  const [classes, schedules] = await Promise.all([
    classesByIds(ctx.db, classIds),
    schedulesOfClasses(ctx.db, classIds),
  ]);
  const classById = new Map(classes.map((c) => [c.id, c]));
  const { settings } = studio;
  return {
    guardian: {
      fullName: guardian.fullName,
      phone: guardian.phone,
      email: guardian.email,
      address: guardian.address,
    },
    children: links.map((child) => ({
      id: child.id,
      fullName: child.fullName,
      classes: enrollments
        .filter((e) => e.studentId === child.id && classById.has(e.classId))
        .map((e) => {
          const c = classById.get(e.classId);
          return {
            classId: e.classId,
            name: c?.name ?? "",
            schedule: sortSchedules(schedules.filter((s) => s.classId === e.classId)).map((s) => ({
              dayOfWeek: s.dayOfWeek,
              time: scheduleTimeRange(s.startHour, s.startMinute, c?.durationHours ?? 1),
            })),
          };
        }),
    })),
    studio: {
      name: settings.studio.name,
      rut: settings.studio.rut,
      phone: settings.studio.phone,
      whatsapp: settings.studio.whatsapp,
      email: settings.studio.email,
      address: settings.studio.address,
    },
    payments: {
      // Flow needs the studio's public address for its callbacks (online-payments.service.ts).
      online: flowConfigured(settings.onlinePayments) && Boolean(ctx.publicUrl),
      feePaidBy: settings.onlinePayments.feePaidBy,
      bank: settings.payments.bank,
      paymentEmail: settings.payments.paymentEmail,
    },
  };
}

/**
 * GET /api/portal/attendance: each child's last eight weeks, per class, with the same rates
 * the studio's student page shows, and her make-up classes left. Marks only: the teacher's
 * notes are written for the studio, not for the family.
 */
export async function familyAttendance(
  ctx: AppContext,
  guardianId: number,
): Promise<PortalAttendance> {
  const [links, { settings, today }] = await Promise.all([
    studentLinksOfGuardian(ctx.db, guardianId),
    loadStudio(ctx.db, ctx.now()),
  ]);
  const from = recentAttendanceFrom(today);
  const marks = await marksOfStudents(
    ctx.db,
    links.map((l) => l.id),
    today,
  );
  const classes = new Map(
    (await classesByIds(ctx.db, [...new Set(marks.map((m) => m.classId))])).map((c) => [c.id, c]),
  );
  const rules = {
    enabled: settings.attendance.makeUpCredits,
    days: settings.attendance.makeUpDays,
  };
  return {
    from,
    to: today,
    children: links.map((child) => {
      const own = marks.filter((m) => m.studentId === child.id);
      // The teacher's note stays out: it is written for the studio.
      const summary = attendanceByClass(
        own.filter((m) => m.date >= from),
        {
          className: (id) => classes.get(id)?.name ?? "Clase anterior",
          mark: (m) => ({ date: m.date, startTime: m.startTime, status: m.status, kind: m.kind }),
        },
      );
      const credits = makeUpCredits(
        own.map((m) => ({ ...m, classType: classes.get(m.classId)?.type ?? null })),
        rules,
        today,
      );
      return {
        studentId: child.id,
        fullName: child.fullName,
        rate: summary.rate,
        classes: summary.classes,
        makeUp: {
          enabled: rules.enabled,
          available: credits.available,
          nextExpiry: nextMakeUpExpiry(credits.credits),
        },
      };
    }),
  };
}

/**
 * GET /api/portal/statement: the family's statement (owed months, receipts, balance), its
 * receipts as the portal shows them (portalReceipt).
 */
export async function familyStatement(
  ctx: AppContext,
  guardianId: number,
): Promise<PortalFamilyStatementResponse> {
  const statement = await loadFamilyStatement(
    ctx.db,
    guardianId,
    await loadStudio(ctx.db, ctx.now()),
  );
  return { ...statement, receipts: statement.receipts.map(portalReceipt) };
}

/**
 * A receipt as a family sees it: each SII document with its folio, type, status, amounts and
 * stamp, field by field, so what staff alone see (the issuer's error, whether to retry) and
 * anything the table keeps for the queue is absent from the answer, not merely not shown.
 */
function portalReceipt(receipt: ReceiptResponse): PortalReceiptResponse {
  const { taxDocuments, ...rest } = receipt;
  if (taxDocuments === undefined) return rest;
  return {
    ...rest,
    taxDocuments: taxDocuments.map((d) => ({
      id: d.id,
      dteType: d.dteType,
      status: d.status,
      siiStatus: d.siiStatus,
      folio: d.folio,
      exempt: d.exempt,
      net: d.net,
      iva: d.iva,
      total: d.total,
      label: d.label,
      referencesFolio: d.referencesFolio,
      stampImage: d.stampImage,
      stampText: d.stampText,
      createdAt: d.createdAt,
      issuedAt: d.issuedAt,
    })),
  };
}

/** The ids of the family's children (the students the session may see). */
async function childIds(ctx: AppContext, guardianId: number): Promise<Set<number>> {
  return new Set((await studentLinksOfGuardian(ctx.db, guardianId)).map((l) => l.id));
}

/**
 * GET /api/portal/receipts/{id}: a receipt of the family's statement (a line of a child she
 * pays for, or in her name); any other receipt answers as if it did not exist.
 */
export async function familyReceipt(
  ctx: AppContext,
  guardianId: number,
  receiptId: number,
): Promise<PortalReceiptResponse> {
  const statement = await familyStatement(ctx, guardianId);
  const receipt = statement.receipts.find((r) => r.id === receiptId);
  if (!receipt) throw failure("RECEIPT_NOT_FOUND");
  return receipt;
}

/**
 * Refuses one more post of the kind when the session (in the last hour) or the family (in the
 * last day) reached its limit: a 429 that says when to try again (issue 35, finding 7). Run
 * first in the writing transaction, under the family's lock, so a burst cannot pass the count.
 */
async function checkPortalWriteLimit(
  trx: Database,
  kind: PortalWriteKind,
  who: { guardianId: number; sessionId: number },
  now: Date,
) {
  await lockForWrite(trx, "portal-writes", String(who.guardianId));
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const wait = portalWriteWait(
    await recentPortalWrites(trx, kind, who, {
      session: since(PORTAL_SESSION_WINDOW_MS),
      guardian: since(PORTAL_GUARDIAN_WINDOW_MS),
    }),
    now,
  );
  if (wait > 0) {
    throw failure("RATE_LIMITED", { retryAfterSeconds: wait }, portalWriteLimitMessage(kind, wait));
  }
}

/**
 * The most a notice of the family may say (issue 35): what it owes today, months and
 * enrollment fees, plus one month of the classes of the children it pays for (or the floor).
 */
async function transferNoticeCapOf(ctx: AppContext, guardianId: number) {
  const statement = await familyStatement(ctx, guardianId);
  const classIds = statement.children
    .filter((c) => c.isPayer)
    .flatMap((c) => c.classes.map((k) => k.id));
  const prices = new Map(
    (await classesByIds(ctx.db, [...new Set(classIds)])).map((c) => [c.id, c.price]),
  );
  const fees = statement.enrollmentFees.reduce((sum, f) => sum + f.remainingAmount, 0);
  return transferNoticeCap({
    owed: statement.balance + fees,
    monthlyPrices: classIds.map((id) => prices.get(id) ?? 0),
  });
}

/** POST /api/portal/transfer-notices: 'Avisar que transferí'. */
export async function sendTransferNotice(
  ctx: AppContext,
  guardianId: number,
  input: { transferDate: string; amount: number; note?: string | null | undefined },
  sessionId: number,
) {
  const { today } = await loadStudio(ctx.db, ctx.now());
  const problem = transferDateProblem(input.transferDate, today);
  if (problem) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "transferDate", rejectedValue: input.transferDate },
      problem,
    );
  }
  const cap = await transferNoticeCapOf(ctx, guardianId);
  if (input.amount > cap) {
    throw failure(
      "TRANSFER_NOTICE_TOO_HIGH",
      { field: "amount", rejectedValue: input.amount, max: cap },
      transferNoticeCapMessage(cap),
    );
  }
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    await checkPortalWriteLimit(trx, "transfer-notice", { guardianId, sessionId }, now);
    const at = now.toISOString();
    const id = await insertTransferNotice(
      trx,
      {
        guardianId,
        transferDate: input.transferDate,
        amount: input.amount,
        note: input.note ?? null,
        portalSessionId: sessionId,
      },
      at,
    );
    await writeAudit(trx, {
      userId: null,
      action: "create",
      entity: "transfer-notice",
      entityId: id,
      after: { guardianId, transferDate: input.transferDate, amount: input.amount },
      at,
    });
    const [notice] = await listTransferNotices(trx, { id });
    if (!notice) throw new Error("unreachable: the notice was just written");
    return notice;
  });
}

export async function familyTransferNotices(ctx: AppContext, guardianId: number) {
  return listTransferNotices(ctx.db, { guardianId });
}

export async function transferInbox(ctx: AppContext) {
  return listTransferNotices(ctx.db);
}

async function pendingNotice(ctx: AppContext, id: number) {
  const [notice] = await listTransferNotices(ctx.db, { id });
  if (!notice) throw failure("TRANSFER_NOTICE_NOT_FOUND");
  if (notice.status !== "pending") throw failure("TRANSFER_NOTICE_RESOLVED");
  return notice;
}

/**
 * POST /api/transfer-notices/{id}/confirm: staff write the transfer into a receipt (method
 * TRANSFERENCIA, dated the day of the transfer) with the lines they choose, which must add up to
 * the amount the family said; the notice is resolved in the same transaction, once. The receipt
 * passes the checks of POST /api/receipts (issue 35): the notice's date is a real day, not
 * after today; each month at most 12 months ahead of it; lines of 0 are left out.
 */
export async function confirmTransferNotice(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  given: PaymentLine[],
) {
  const notice = await pendingNotice(ctx, id);
  const studio = await loadStudio(ctx.db, ctx.now());
  checkPaymentMethod("TRANSFERENCIA", studio.rules);
  checkPaymentDate(notice.transferDate, studio.today);
  const lines = given.filter((l) => l.amount !== 0);
  if (lines.length === 0) {
    throw failure("INVALID_PAYMENT_AMOUNT", { field: "lines" }, "Ninguna línea tiene monto");
  }
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  if (total !== notice.amount) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "lines", rejectedValue: total },
      "Las líneas deben sumar el monto transferido",
    );
  }
  const children = await childIds(ctx, notice.guardianId);
  if (!lines.every((l) => children.has(l.studentId))) {
    throw failure("STUDENT_NOT_FOUND", { field: "lines" }, "Un estudiante no es de esta familia");
  }
  await checkReceiptLines(ctx.db, lines, notice.transferDate);
  await checkLinesBackdating(ctx.db, user, lines, studio, notice.transferDate);
  return ctx.db.transaction().execute(async (trx) => {
    const { receipt } = await writeReceipt(
      trx,
      ctx,
      user,
      {
        paymentDate: notice.transferDate,
        paymentMethod: "TRANSFERENCIA",
        notes: `Transferencia avisada desde el portal (aviso ${notice.id})`,
        taxDocumentNumber: null,
        taxSettings: studio.settings.taxDocuments,
      },
      lines,
      studio.rules,
    );
    const at = ctx.now().toISOString();
    const resolved = await resolveTransferNotice(trx, id, {
      status: "confirmed",
      receiptId: receipt.id,
      by: user.id,
      at,
    });
    // Two staff confirming at once: the second's receipt rolls back with this error.
    if (!resolved) throw failure("TRANSFER_NOTICE_RESOLVED");
    await writeAudit(trx, {
      userId: user.id,
      action: "confirm",
      entity: "transfer-notice",
      entityId: id,
      after: { receiptId: receipt.id },
      at,
    });
    return receipt;
  });
}

/** POST /api/transfer-notices/{id}/reject: the money did not arrive (the reason the family reads). */
export async function rejectTransferNotice(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  reason: string,
) {
  await pendingNotice(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    const at = ctx.now().toISOString();
    if (
      !(await resolveTransferNotice(trx, id, {
        status: "rejected",
        receiptId: null,
        by: user.id,
        at,
        rejectReason: reason,
      }))
    ) {
      throw failure("TRANSFER_NOTICE_RESOLVED");
    }
    await writeAudit(trx, {
      userId: user.id,
      action: "reject",
      entity: "transfer-notice",
      entityId: id,
      after: { status: "rejected", reason },
      at,
    });
  });
}

/**
 * POST /api/portal/correction-requests: the family asks to correct its data. Kept as a request
 * for the staff inbox (and in the audit log under the guardian); staff correct the data
 * themselves and mark it handled.
 */
export async function sendCorrectionRequest(
  ctx: AppContext,
  guardianId: number,
  message: string,
  sessionId: number,
) {
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    await checkPortalWriteLimit(trx, "correction-request", { guardianId, sessionId }, now);
    const at = now.toISOString();
    const id = await insertCorrectionRequest(trx, guardianId, message, at, sessionId);
    await writeAudit(trx, {
      userId: null,
      action: "correction-request",
      entity: "guardian",
      entityId: guardianId,
      after: { message, requestId: id },
      at,
    });
  });
}

/**
 * GET /api/portal/correction-requests: what the family asked to correct and what the studio
 * answered, open ones first; who on the staff handled it stays with the studio.
 */
export async function familyCorrectionRequests(ctx: AppContext, guardianId: number) {
  return (await listCorrectionRequests(ctx.db, { guardianId })).map((r) => ({
    id: r.id,
    message: r.message,
    createdAt: r.createdAt,
    handledAt: r.handledAt,
    handledNote: r.handledNote,
  }));
}

/** GET /api/correction-requests: the inbox's requests, open ones first. */
export async function correctionInbox(ctx: AppContext) {
  return listCorrectionRequests(ctx.db);
}

/** POST /api/correction-requests/{id}/handled: staff dealt with it (once). */
export async function handleCorrectionRequest(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  note: string | null,
) {
  const [request] = await listCorrectionRequests(ctx.db, { id });
  if (!request) throw failure("CORRECTION_REQUEST_NOT_FOUND");
  if (request.handledAt) throw failure("CORRECTION_REQUEST_HANDLED");
  await ctx.db.transaction().execute(async (trx) => {
    const at = ctx.now().toISOString();
    // Two staff at once: the update applies to a still-open request only.
    if (!(await markCorrectionHandled(trx, id, { by: user.id, at, note }))) {
      throw failure("CORRECTION_REQUEST_HANDLED");
    }
    await writeAudit(trx, {
      userId: user.id,
      action: "handle",
      entity: "correction-request",
      entityId: id,
      after: { guardianId: request.guardianId, note },
      at,
    });
  });
  const [fresh] = await listCorrectionRequests(ctx.db, { id });
  if (!fresh) throw failure("CORRECTION_REQUEST_NOT_FOUND");
  return fresh;
}
