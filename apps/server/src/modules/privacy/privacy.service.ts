import {
  addDays,
  auditRetentionCutoff,
  CONSENT_METHOD_LABELS,
  type CONSENT_PURPOSES,
  type ConsentInput,
  type ConsentWithdrawalInput,
  deadlineState,
  defaultPrivacyNotice,
  erasureRefusal,
  formatCLP,
  hasConsent,
  LEGAL_BASIS_OF,
  PROCESSING_PURPOSES,
  type PrivacyFlagsInput,
  type PrivacyRequestData,
  type PrivacyRequestResponse,
  type PrivacyRequestUpdate,
  PURPOSE_LABELS,
  requestDeadline,
  retentionCandidates,
  trialRequestsPastTerm,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import { maySeeField } from "../../plugins/field-access.ts";
import { writeAudit } from "../../records/audit-log.ts";
import {
  agedAuditRows,
  redactAgedAudit,
  redactPersonFromAudit,
} from "../../records/audit-redaction.ts";
import { openEnrollmentsOf } from "../../records/enrollments.ts";
import { guardiansOfStudents } from "../../records/guardians.ts";
import { chileanHolidaysBetween } from "../../records/holidays.ts";
import { eraseFromTables, foldErasedPages } from "../../records/personal-data.ts";
import { revokePortalAccess } from "../../records/portal-access.ts";
import { latestNotice } from "../../records/privacy-notice.ts";
import { classIdsTaughtNowBy } from "../../records/session-rosters.ts";
import { loadStudio } from "../../records/settings.ts";
import {
  amountOwedBy,
  anyStudentRow,
  auditEntriesAbout,
  booksOfStudent,
  privacyStateOf,
  retentionFacts,
  savePrivacyState,
} from "../../records/student-privacy.ts";
import * as repo from "./privacy.repository.ts";
import { textPdf } from "./text-pdf.ts";

// Every privacy write is audited under entity "student-privacy" (entity id: the student) or
// "privacy-notice" / "privacy-request", with an action the audit viewer filters by: consent,
// withdraw-consent, flags, health-notes-read, health-notes-update, export, anonymize. The
// audit rows of these actions carry no personal values (no health text, no names).

const AUDIT_ENTITY = "student-privacy";

export async function audit(
  db: Database,
  ctx: AppContext,
  user: Pick<AuthUser, "id"> | { id: null },
  action: string,
  entityId: number | null,
  after?: unknown,
  entity = AUDIT_ENTITY,
) {
  await writeAudit(db, {
    userId: user.id,
    action,
    entity,
    entityId,
    after,
    at: ctx.now().toISOString(),
  });
}

/** A guardian row whether or not she was deleted (exports and erasure reach former ones). */
export async function requireAnyGuardian(db: Database, id: number) {
  const row = isStorableId(id)
    ? await db.selectFrom("guardians").selectAll().where("id", "=", id).executeTakeFirst()
    : undefined;
  if (!row) throw failure("GUARDIAN_NOT_FOUND", { rejectedValue: id });
  return row;
}

export async function requireAnyStudent(db: Database, id: number) {
  const row = await anyStudentRow(db, id);
  if (!row) throw failure("STUDENT_NOT_FOUND", { rejectedValue: id });
  return row;
}

// ── The notice ───────────────────────────────────────────────────────────────────────────────

async function defaultNoticeText(db: Database, now: Date) {
  const { settings } = await loadStudio(db, now);
  return defaultPrivacyNotice(
    settings.studio,
    settings.privacy.retentionYears,
    settings.privacy.requestDeadlineDays,
  );
}

/** The notice in force: the newest published version, or the default text as version 0. */
export async function currentNotice(ctx: AppContext) {
  const latest = await latestNotice(ctx.db);
  if (latest)
    return { version: latest.version, text: latest.text, publishedAt: latest.published_at };
  return { version: 0, text: await defaultNoticeText(ctx.db, ctx.now()), publishedAt: null };
}

export async function noticeHistory(ctx: AppContext) {
  const [current, versions, defaultText] = await Promise.all([
    currentNotice(ctx),
    repo.noticeVersions(ctx.db),
    defaultNoticeText(ctx.db, ctx.now()),
  ]);
  return {
    current,
    defaultText,
    versions: versions.map((v) => ({
      version: v.version,
      text: v.text,
      publishedAt: v.published_at,
      publishedBy: v.user_name ?? v.username ?? null,
    })),
  };
}

/** Publishes a new version of the notice; earlier versions stay as they were, with their dates. */
export async function publishNotice(ctx: AppContext, user: AuthUser, text: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const published = await repo.insertNotice(trx, text, ctx.now().toISOString(), user.id);
    await audit(
      trx,
      ctx,
      user,
      "publish",
      published.version,
      { version: published.version },
      "privacy-notice",
    );
    return published;
  });
}

// ── Consents and flags ───────────────────────────────────────────────────────────────────────

export async function studentConsents(ctx: AppContext, studentId: number) {
  const row = await requireAnyStudent(ctx.db, studentId);
  const [consents, state, enrollments] = await Promise.all([
    repo.consentsOf(ctx.db, studentId),
    privacyStateOf(ctx.db, studentId),
    ctx.db
      .selectFrom("enrollments")
      .select("id")
      .where("student_id", "=", studentId)
      .where("ended_on", "is", null)
      .execute(),
  ]);
  const underContract = row.deleted_at === null && enrollments.length > 0;
  return {
    studentId,
    purposes: PROCESSING_PURPOSES.map((purpose) => {
      const legalBasis = LEGAL_BASIS_OF[purpose];
      const active =
        legalBasis === "contract"
          ? underContract
          : hasConsent(consents, purpose as (typeof CONSENT_PURPOSES)[number]);
      return { purpose, legalBasis, active };
    }),
    consents,
    blocked: state.blocked,
    opposed: state.opposed,
    legalHoldReason: state.legalHoldReason,
    anonymizedAt: state.anonymizedAt,
  };
}

/** Records a consent given now, with the notice version in force. */
export async function giveConsent(
  ctx: AppContext,
  user: AuthUser,
  studentId: number,
  input: ConsentInput & { givenByName: string; givenByRelationship: string },
  /** The guardian who gives it for her student (a minor's consent), if any. */
  guardianId: number | null = null,
) {
  return ctx.db.transaction().execute(async (trx) => {
    await requireAnyStudent(trx, studentId);
    const latest = await latestNotice(trx);
    const consent = await repo.insertConsent(trx, {
      guardianId,
      studentId,
      purpose: input.purpose,
      method: input.method,
      givenByName: input.givenByName,
      givenByRelationship: input.givenByRelationship,
      givenAt: ctx.now().toISOString(),
      noticeVersion: latest?.version ?? 0,
      recordedBy: user.id,
    });
    await audit(trx, ctx, user, "consent", studentId, {
      consentId: consent.id,
      purpose: consent.purpose,
      method: consent.method,
      noticeVersion: consent.noticeVersion,
      ...(guardianId === null ? {} : { guardianId }),
    });
    return consent;
  });
}

/** Withdraws a consent: from this instant the use it allowed stops (marketing, photos…). */
export async function withdrawConsent(
  ctx: AppContext,
  user: AuthUser,
  studentId: number,
  consentId: number,
  input: ConsentWithdrawalInput & { withdrawnByName: string },
) {
  return ctx.db.transaction().execute(async (trx) => {
    await requireAnyStudent(trx, studentId);
    const withdrawn = await repo.withdrawConsent(trx, studentId, consentId, {
      at: ctx.now().toISOString(),
      byName: input.withdrawnByName,
      method: input.method,
      recordedBy: user.id,
    });
    if (!withdrawn) {
      const existing = await repo.findConsent(trx, studentId, consentId);
      throw failure(existing ? "CONSENT_ALREADY_WITHDRAWN" : "CONSENT_NOT_FOUND", {
        rejectedValue: consentId,
      });
    }
    await audit(trx, ctx, user, "withdraw-consent", studentId, {
      consentId,
      purpose: withdrawn.purpose,
      method: withdrawn.withdrawalMethod,
    });
    return withdrawn;
  });
}

/** Blocking, opposition and legal hold (admin). */
export async function setPrivacyFlags(
  ctx: AppContext,
  user: AuthUser,
  studentId: number,
  input: PrivacyFlagsInput,
) {
  await ctx.db.transaction().execute(async (trx) => {
    await lockForWrite(trx, "student-privacy", String(studentId));
    await requireAnyStudent(trx, studentId);
    const before = await privacyStateOf(trx, studentId);
    const after = {
      ...before,
      ...(input.blocked === undefined ? {} : { blocked: input.blocked }),
      ...(input.opposed === undefined ? {} : { opposed: input.opposed }),
      ...(input.legalHoldReason === undefined
        ? {}
        : { legalHoldReason: input.legalHoldReason ?? null }),
    };
    await savePrivacyState(trx, studentId, after, ctx.now().toISOString());
    await audit(trx, ctx, user, "flags", studentId, {
      blocked: after.blocked,
      opposed: after.opposed,
      legalHold: after.legalHoldReason !== null,
    });
  });
  return studentConsents(ctx, studentId);
}

/** Who may get a marketing message now (a live marketing consent, not blocked nor opposed). */
export async function marketingRecipients(ctx: AppContext) {
  const rows = await repo.marketingRecipients(ctx.db);
  return rows.map((r) => ({
    studentId: r.id,
    name: `${r.first_name} ${r.last_name}`,
    phone: r.phone,
    email: r.email,
  }));
}

// ── Health notes ─────────────────────────────────────────────────────────────────────────────

/**
 * Whether this user may read a student's health notes: the field-access table decides by role
 * (admins yes, reception no). TEACHER HOOK: when the teacher role lands, a teacher may read the
 * notes of the students enrolled in the classes she teaches — check that here with her teacher
 * id and `studentId`, and add the role to FIELDS_HIDDEN_FROM without `healthNotes`.
 */
/**
 * Health notes are for the admins and for the student's own teachers (Ley 21.719: sensitive
 * data, need to know): a teacher reads those of a student enrolled now in a class she teaches.
 */
async function mayReadHealthNotes(
  db: AppContext["db"],
  user: AuthUser,
  studentId: number,
): Promise<boolean> {
  if (user.role === "teacher") {
    if (user.teacherId === null) return false;
    const classIds = await classIdsTaughtNowBy(db, user.teacherId);
    const open = await openEnrollmentsOf(db, { studentId });
    return open.some((e) => classIds.includes(e.classId));
  }
  return maySeeField(user.role, "healthNotes", "healthNotes");
}

/** A student's health notes; each read by someone allowed is written to the audit log. */
export async function readHealthNotes(ctx: AppContext, user: AuthUser, studentId: number) {
  await requireAnyStudent(ctx.db, studentId);
  // Reception gets the answer without the field (field-access removes it) and nothing is read.
  if (!(await mayReadHealthNotes(ctx.db, user, studentId))) return { studentId };
  return ctx.db.transaction().execute(async (trx) => {
    const state = await privacyStateOf(trx, studentId);
    await audit(trx, ctx, user, "health-notes-read", studentId);
    return { studentId, healthNotes: state.healthNotes };
  });
}

export async function updateHealthNotes(
  ctx: AppContext,
  user: AuthUser,
  studentId: number,
  healthNotes: string | null,
) {
  if (user.role !== "admin") throw failure("INSUFFICIENT_PERMISSIONS");
  return ctx.db.transaction().execute(async (trx) => {
    await lockForWrite(trx, "student-privacy", String(studentId));
    await requireAnyStudent(trx, studentId);
    const before = await privacyStateOf(trx, studentId);
    await savePrivacyState(trx, studentId, { ...before, healthNotes }, ctx.now().toISOString());
    await audit(trx, ctx, user, "health-notes-update", studentId, {
      hasNotes: healthNotes !== null,
    });
    return { studentId, healthNotes };
  });
}

// ── Access and portability ───────────────────────────────────────────────────────────────────

/** An audit row as the personal-data exports show it (payloads parsed). */
export function toAuditEntry(a: {
  at: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
}) {
  return {
    at: a.at,
    action: a.action,
    entity: a.entity,
    entityId: a.entity_id,
    before: a.before === null ? null : (JSON.parse(a.before) as unknown),
    after: a.after === null ? null : (JSON.parse(a.after) as unknown),
  };
}

/** The export's format name: bump the number when its shape changes (docs/privacy.md). */
export const PERSONAL_DATA_FORMAT = "nova-personal-data/1";

/** Everything held about a student, as a documented JSON document; the export is audited. */
export async function personalData(ctx: AppContext, user: AuthUser, studentId: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await requireAnyStudent(trx, studentId);
    const [state, consents, books, requests, guardians] = await Promise.all([
      privacyStateOf(trx, studentId),
      repo.consentsOf(trx, studentId),
      booksOfStudent(trx, studentId),
      repo.listRequests(trx, { studentId }),
      guardiansOfStudents(trx, [studentId]),
    ]);
    const audited = await auditEntriesAbout(
      trx,
      studentId,
      books.enrollments.map((e) => e.id),
      books.payments.map((p) => p.id),
    );
    const withHealth = await mayReadHealthNotes(trx, user, studentId);
    const { settings } = await loadStudio(trx, ctx.now());
    const document = {
      format: PERSONAL_DATA_FORMAT,
      generatedAt: ctx.now().toISOString(),
      controller: { name: settings.studio.name, email: settings.studio.email },
      subject: { kind: "student" as const, id: studentId },
      personalData: {
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        dni: row.dni,
        birthDate: row.birth_date,
        address: row.address,
        emergencyContactName: row.emergency_contact_name,
        emergencyContactPhone: row.emergency_contact_phone,
        status: row.status,
        createdAt: row.created_at,
        deletedAt: row.deleted_at,
      },
      ...(withHealth ? { healthNotes: state.healthNotes } : {}),
      privacy: {
        blocked: state.blocked,
        opposed: state.opposed,
        legalHoldReason: state.legalHoldReason,
        anonymizedAt: state.anonymizedAt,
      },
      // Who answers for her (each guardian's own data is in the guardian's export).
      guardians: guardians.map((g) => ({
        guardianId: g.guardianId,
        fullName: g.fullName,
        relationship: g.relationship,
        isPayer: g.isPayer,
      })),
      consents,
      enrollments: books.enrollments.map((e) => ({
        id: e.id,
        classId: e.class_id,
        className: e.class_name,
        enrollmentDate: e.enrollment_date,
        endedOn: e.ended_on,
        notes: e.notes,
      })),
      payments: books.payments.map((p) => ({
        id: p.id,
        receiptNumber: p.receipt_number,
        classId: p.class_id,
        className: p.class_name,
        amount: p.amount,
        paymentMonth: p.payment_month,
        paymentDate: p.payment_date,
        paymentMethod: p.payment_method,
        isLatePayment: p.is_late_payment === 1,
        notes: p.notes,
        voidedAt: p.deleted_at,
      })),
      feeWaivers: books.waivers.map((w) => ({
        month: w.payment_month,
        reason: w.reason,
        createdAt: w.created_at,
      })),
      requests,
      auditEntries: audited.map(toAuditEntry),
    };
    await audit(trx, ctx, user, "export", studentId, { healthNotes: withHealth });
    return document;
  });
}

type PersonalDataDocument = Awaited<ReturnType<typeof personalData>>;

const yesNo = (v: boolean) => (v ? "sí" : "no");

/** The same document as readable Spanish lines (the PDF's text). */
export function personalDataLines(doc: PersonalDataDocument): string[] {
  const p = doc.personalData;
  const value = (v: string | null) => v ?? "—";
  const lines = [
    `Datos personales de ${p.firstName} ${p.lastName}`,
    `Responsable: ${doc.controller.name}${doc.controller.email ? ` (${doc.controller.email})` : ""}`,
    `Generado: ${doc.generatedAt}`,
    "",
    "DATOS PERSONALES",
    `Nombre: ${p.firstName} ${p.lastName}`,
    `RUT: ${value(p.dni)}`,
    `Fecha de nacimiento: ${value(p.birthDate)}`,
    `Email: ${value(p.email)}`,
    `Teléfono: ${value(p.phone)}`,
    `Dirección: ${value(p.address)}`,
    `Contacto de emergencia: ${value(p.emergencyContactName)} ${value(p.emergencyContactPhone)}`,
    `Estado: ${p.status}; registrado el ${p.createdAt}`,
  ];
  if ("healthNotes" in doc) lines.push(`Notas de salud: ${value(doc.healthNotes ?? null)}`);
  lines.push(
    `Bloqueo: ${yesNo(doc.privacy.blocked)}; oposición: ${yesNo(doc.privacy.opposed)}`,
    "",
    "CONSENTIMIENTOS",
  );
  if (doc.consents.length === 0) lines.push("Ninguno registrado.");
  for (const c of doc.consents) {
    lines.push(
      `${PURPOSE_LABELS[c.purpose]}: dado el ${c.givenAt} por ${c.givenByName} (${c.givenByRelationship}), ${CONSENT_METHOD_LABELS[c.method]}, aviso v${c.noticeVersion}` +
        (c.withdrawnAt ? `; retirado el ${c.withdrawnAt}` : ""),
    );
  }
  lines.push("", "INSCRIPCIONES");
  if (doc.enrollments.length === 0) lines.push("Ninguna.");
  for (const e of doc.enrollments) {
    lines.push(
      `${e.className}: desde ${e.enrollmentDate}${e.endedOn ? ` hasta ${e.endedOn}` : ""}`,
    );
  }
  lines.push("", "PAGOS");
  if (doc.payments.length === 0) lines.push("Ninguno.");
  for (const pay of doc.payments) {
    lines.push(
      `Recibo ${pay.receiptNumber}: ${pay.className}, mes ${pay.paymentMonth}, ${formatCLP(pay.amount)}, pagado el ${pay.paymentDate} (${pay.paymentMethod})${pay.voidedAt ? ", anulado" : ""}`,
    );
  }
  lines.push("", "SOLICITUDES DE DERECHOS");
  if (doc.requests.length === 0) lines.push("Ninguna.");
  for (const r of doc.requests) lines.push(`${r.receivedOn}: ${r.type}, ${r.status}`);
  lines.push("", `REGISTRO DE AUDITORÍA (${doc.auditEntries.length} entradas)`);
  for (const a of doc.auditEntries)
    lines.push(`${a.at}: ${a.action} ${a.entity} ${a.entityId ?? ""}`);
  return lines;
}

export function personalDataPdf(doc: PersonalDataDocument): Buffer {
  return textPdf(personalDataLines(doc));
}

/** Who an erasure refusal names, as the message the person reads. */
export function refusalMessage(refusal: { reason: string; detail?: string | null }, owed: number) {
  return refusal.reason === "money-owed"
    ? `No se pueden eliminar sus datos personales: tiene ${formatCLP(owed)} pendientes de pago`
    : refusal.reason === "legal-hold"
      ? `No se pueden eliminar sus datos personales: tiene un bloqueo legal (${refusal.detail})`
      : "Los datos personales de esta persona ya fueron eliminados";
}

// ── Erasure ──────────────────────────────────────────────────────────────────────────────────

/**
 * Erases a person's identity and keeps her books: refuses (409 ERASURE_REFUSED, with the
 * reason) while she owes money or an admin put a legal hold on her.
 */
export async function anonymizeStudent(
  ctx: AppContext,
  user: AuthUser,
  studentId: number,
  reason: string,
) {
  const erased = await ctx.db
    .transaction()
    .execute((trx) => eraseStudentIn(trx, ctx, user, studentId, reason));
  foldErasedPages(ctx.db, ctx.dataDir);
  return erased;
}

/** The erasure inside a transaction; `user` is null's id for the retention job. */
async function eraseStudentIn(
  trx: Database,
  ctx: AppContext,
  user: Pick<AuthUser, "id"> | { id: null },
  studentId: number,
  reason: string,
) {
  {
    await lockForWrite(trx, "student-privacy", String(studentId));
    const student = await requireAnyStudent(trx, studentId);
    const studio = await loadStudio(trx, ctx.now());
    const [state, owed] = await Promise.all([
      privacyStateOf(trx, studentId),
      amountOwedBy(trx, studentId, studio.today, studio.rules),
    ]);
    const refusal = erasureRefusal({
      owed,
      legalHoldReason: state.legalHoldReason,
      anonymized: state.anonymizedAt !== null,
    });
    if (refusal) {
      throw failure(
        "ERASURE_REFUSED",
        { reason: refusal.reason, owed },
        refusalMessage(refusal, owed),
      );
    }
    const now = ctx.now().toISOString();
    // Read before the erasure clears her enrollments' notes: they are redacted from the audit.
    const books = await booksOfStudent(trx, studentId);
    const fullName = `${student.first_name} ${student.last_name}`;
    // Every table holding her values, as the one list says (records/personal-data.ts).
    await eraseFromTables(trx, { kind: "student", id: studentId }, now, [
      fullName,
      student.dni,
      student.email,
      student.phone,
    ]);
    await savePrivacyState(
      trx,
      studentId,
      { ...state, healthNotes: null, blocked: false, anonymizedAt: now },
      now,
    );
    // Her own payer record (an adult who pays for herself) opens a portal showing her: every
    // link and session of it ends now (the record itself is erased from its family page).
    const ownPayers = (await guardiansOfStudents(trx, [studentId])).filter(
      (g) => g.relationship === "titular",
    );
    for (const payer of ownPayers) await revokePortalAccess(trx, payer.guardianId, ctx.now());
    await audit(trx, ctx, user, "anonymize", studentId, { reason });
    // Last, so the reason just written is redacted too when it names her.
    await redactPersonFromAudit(
      trx,
      {
        subject: `student:${studentId}`,
        own: [
          { entity: "student", entityId: String(studentId) },
          { entity: AUDIT_ENTITY, entityId: String(studentId) },
          ...books.enrollments.map((e) => ({ entity: "enrollment", entityId: String(e.id) })),
          ...books.payments.map((p) => ({ entity: "payment", entityId: String(p.id) })),
        ],
        // Elsewhere only what carries her id: her line of a family's online order, her marks.
        mentionedAs: { key: "studentId", id: studentId },
        // Searched only inside her rows and her objects (issue 35: a value of hers that is also
        // a class's name or another family's address stays in their rows). Her whole name, not
        // its parts.
        values: [
          fullName,
          student.email,
          student.phone,
          student.dni,
          student.address,
          // Her emergency contact is often her guardian, whose own rows stay: redacted in her
          // rows by key only.
          state.healthNotes,
          ...books.enrollments.map((e) => e.notes),
        ],
      },
      { userId: user.id, at: now },
    );
    return { studentId, anonymizedAt: now };
  }
}

// ── Requests and retention ───────────────────────────────────────────────────────────────────

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
 * holidays (records/holidays.ts); a calendar-day deadline on one moves to the next business day.
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
    await audit(
      trx,
      ctx,
      user,
      "create",
      created.id,
      { type: created.type, deadline },
      "privacy-request",
    );
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
      "privacy-request",
    );
    return withState(updated, today);
  });
}

/**
 * What the next retention run touches, per kind (issue 29 item 5): former students past their
 * years (nothing owed, no legal hold), trial requests not converted past their months, and
 * audit rows older than the audit term that still hold personal values. The run acts on exactly
 * this plan, computed again inside its transaction.
 */
async function retentionPlan(db: Database, now: Date) {
  const studio = await loadStudio(db, now);
  const terms = studio.settings.privacy;
  const facts = await retentionFacts(db);
  const byStudent = new Map<number, { enrollmentDate: string; endedOn: string | null }[]>();
  for (const e of facts.enrollments) {
    const list = byStudent.get(e.student_id) ?? [];
    list.push({ enrollmentDate: e.enrollment_date, endedOn: e.ended_on });
    byStudent.set(e.student_id, list);
  }
  const privacy = new Map(facts.privacy.map((p) => [p.student_id, p]));
  // Money owed is read only for those whose term passed (few), after the cheap filters.
  const due = retentionCandidates(
    facts.students.map((s) => ({
      id: s.id,
      createdAt: s.created_at,
      enrollments: byStudent.get(s.id) ?? [],
      owed: 0,
      legalHold: (privacy.get(s.id)?.legal_hold_reason ?? null) !== null,
      anonymized: (privacy.get(s.id)?.anonymized_at ?? null) !== null,
    })),
    studio.today,
    terms.retentionYears,
  );
  const names = new Map(facts.students.map((s) => [s.id, `${s.first_name} ${s.last_name}`]));
  const candidates = [];
  for (const c of due) {
    const owed = await amountOwedBy(db, c.id, studio.today, studio.rules);
    if (owed > 0) continue;
    candidates.push({
      studentId: c.id,
      name: names.get(c.id) ?? "",
      retentionStart: c.retentionStart,
      retentionEndsOn: c.retentionEndsOn,
    });
  }
  const trial = await repo.trialRetentionFacts(db);
  const trialNames = new Map(trial.requests.map((r) => [r.id, r.name]));
  const trialRequests = trialRequestsPastTerm(
    trial.requests.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      converted: r.status === "ENROLLED" || r.student_id !== null,
      waiting: trial.waiting.has(r.id),
      anonymized: false,
    })),
    studio.today,
    terms.trialRetentionMonths,
  ).map((t) => ({
    trialRequestId: t.id,
    name: trialNames.get(t.id) ?? "",
    retentionEndsOn: t.retentionEndsOn,
  }));
  const auditCutoff = auditRetentionCutoff(studio.today, terms.auditRetentionYears);
  const auditRows = await agedAuditRows(db, auditCutoff);
  return {
    asOf: studio.today,
    retentionYears: terms.retentionYears,
    trialRetentionMonths: terms.trialRetentionMonths,
    auditRetentionYears: terms.auditRetentionYears,
    candidates,
    trialRequests,
    audit: { before: auditCutoff, rowIds: auditRows.map((r) => r.id) },
    auditRows,
  };
}

function previewOf(plan: Awaited<ReturnType<typeof retentionPlan>>) {
  const { auditRows: _rows, ...preview } = plan;
  return preview;
}

/** What the next retention run will touch (the daily job acts on the same selection). */
export async function retentionPreview(ctx: AppContext) {
  return previewOf(await retentionPlan(ctx.db, ctx.now()));
}

export const RETENTION_ENTITY = "privacy-retention";

/**
 * The retention run: anonymises every former student and trial request past its term and
 * redacts the audit rows past the audit term, in one transaction, with one audit entry listing
 * ids and counts (never names). `userId` is null for the daily job, an admin's id when run by
 * hand. Returns what it did, in the preview's shape.
 */
export async function runRetention(ctx: AppContext, userId: number | null) {
  const done = await ctx.db.transaction().execute(async (trx) => {
    await lockForWrite(trx, RETENTION_ENTITY, "run");
    const plan = await retentionPlan(trx, ctx.now());
    const at = ctx.now().toISOString();
    const reason = `Plazo de conservación cumplido (${plan.retentionYears} años)`;
    for (const c of plan.candidates) {
      await eraseStudentIn(trx, ctx, { id: userId }, c.studentId, reason);
    }
    for (const t of plan.trialRequests) {
      await eraseFromTables(trx, { kind: "trial-request", id: t.trialRequestId }, at);
    }
    await redactAgedAudit(trx, plan.auditRows, { userId, at });
    await writeAudit(trx, {
      userId,
      action: "retention-run",
      entity: RETENTION_ENTITY,
      entityId: null,
      after: {
        asOf: plan.asOf,
        students: plan.candidates.map((c) => c.studentId),
        trialRequests: plan.trialRequests.map((t) => t.trialRequestId),
        auditRows: plan.audit.rowIds.length,
        auditBefore: plan.audit.before,
      },
      at,
    });
    return previewOf(plan);
  });
  foldErasedPages(ctx.db, ctx.dataDir);
  return done;
}

/** How often the server checks whether today's retention run is done. */
export const RETENTION_CHECK_EVERY_MS = 60 * 60 * 1000;

/** Runs retention once per studio day: skipped when a run already recorded today's date. */
export async function runRetentionIfDue(ctx: AppContext) {
  const { today } = await loadStudio(ctx.db, ctx.now());
  const last = await repo.lastRetentionRunDay(ctx.db, RETENTION_ENTITY);
  if (last !== null && last >= today) return null;
  return runRetention(ctx, null);
}
