import { CONSENT_METHOD_LABELS, formatCLP, fullNameOf, PURPOSE_LABELS } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { auditPayload } from "../../records/audit/audit-log.ts";
import { guardiansOfStudents, studentLinksOfGuardian } from "../../records/people/guardians.ts";
import { toStudent } from "../../records/people/students.ts";
import {
  auditEntriesAbout,
  booksOfStudent,
  privacyStateOf,
} from "../../records/privacy/student-privacy.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { privacyFlagsOf, studentOfLink } from "./consents.service.ts";
import { mayReadHealthNotes } from "./health-notes.service.ts";
import * as repo from "./privacy.repository.ts";
import { audit, PRIVACY_ENTITY, requireAnyGuardian, requireAnyStudent } from "./subjects.ts";
import { textPdf } from "./text-pdf.ts";

// The right of access and portability: everything held about a person, as one documented JSON
// format for a student and a guardian (docs/privacy.md), or the same as a readable PDF. Each
// export is audited under the subject's privacy entity, action "export".

/** The export's format name: bump the number when its shape changes (docs/privacy.md). */
export const PERSONAL_DATA_FORMAT = "nova-personal-data/1";

type AuditRow = {
  at: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
};

/** An audit row as the personal-data exports show it (payloads parsed). */
function toAuditEntry(a: AuditRow) {
  return {
    at: a.at,
    action: a.action,
    entity: a.entity,
    entityId: a.entity_id,
    before: auditPayload(a.before),
    after: auditPayload(a.after),
  };
}

/** What one kind of subject holds, read inside the export's transaction. */
interface Holdings<Body> {
  /** Her own part of the document, between its heading and her requests. */
  body: Body;
  audited: AuditRow[];
  /** What the export's audit row says (never a personal value). */
  auditAfter?: unknown;
}

/** The one export path: the document's frame around what the subject's kind holds. */
async function exportOf<Kind extends "student" | "guardian", Body>(
  ctx: AppContext,
  user: AuthUser,
  subject: { kind: Kind; id: number },
  holdings: (trx: Database) => Promise<Holdings<Body>>,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const held = await holdings(trx);
    const requests = await repo.listRequests(
      trx,
      subject.kind === "student" ? { studentId: subject.id } : { guardianId: subject.id },
    );
    const { settings } = await loadStudio(trx, ctx.now());
    const document = {
      format: PERSONAL_DATA_FORMAT,
      generatedAt: ctx.now().toISOString(),
      controller: { name: settings.studio.name, email: settings.studio.email },
      subject: { kind: subject.kind, id: subject.id },
      ...held.body,
      requests,
      auditEntries: held.audited.map(toAuditEntry),
    };
    await audit(
      trx,
      ctx,
      user,
      "export",
      subject.id,
      held.auditAfter,
      PRIVACY_ENTITY[subject.kind],
    );
    return document;
  });
}

async function studentHoldings(trx: Database, user: AuthUser, studentId: number) {
  const row = await requireAnyStudent(trx, studentId);
  const [state, consents, books, guardians] = await Promise.all([
    privacyStateOf(trx, studentId),
    repo.consentsOf(trx, { kind: "student", id: studentId }),
    booksOfStudent(trx, studentId),
    guardiansOfStudents(trx, [studentId]),
  ]);
  const audited = await auditEntriesAbout(
    trx,
    studentId,
    books.enrollments.map((e) => e.id),
    books.payments.map((p) => p.id),
  );
  const withHealth = await mayReadHealthNotes(trx, user, studentId);
  const { id: _id, ...personalFields } = toStudent(row);
  const body = {
    personalData: { ...personalFields, createdAt: row.created_at, deletedAt: row.deleted_at },
    ...(withHealth ? { healthNotes: state.healthNotes } : {}),
    privacy: privacyFlagsOf(state),
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
  };
  return { body, audited, auditAfter: { healthNotes: withHealth } };
}

async function guardianHoldings(trx: Database, guardianId: number) {
  const g = await requireAnyGuardian(trx, guardianId);
  const [links, consents, audited] = await Promise.all([
    studentLinksOfGuardian(trx, guardianId),
    repo.consentsOf(trx, { kind: "guardian", id: guardianId }),
    repo.auditEntriesOfGuardian(trx, guardianId, PRIVACY_ENTITY.guardian),
  ]);
  const body = {
    personalData: {
      fullName: g.full_name,
      rut: g.rut,
      phone: g.phone === "" ? null : g.phone,
      email: g.email,
      address: g.address,
      createdAt: g.created_at,
      deletedAt: g.deleted_at,
    },
    students: links.map(studentOfLink),
    consents,
  };
  return { body, audited };
}

/** Everything held about a student, as a documented JSON document; the export is audited. */
export function personalData(ctx: AppContext, user: AuthUser, studentId: number) {
  return exportOf(ctx, user, { kind: "student", id: studentId }, (trx) =>
    studentHoldings(trx, user, studentId),
  );
}

/** Everything held about a guardian, in the same documented JSON format as a student's. */
export function guardianPersonalData(ctx: AppContext, user: AuthUser, guardianId: number) {
  return exportOf(ctx, user, { kind: "guardian", id: guardianId }, (trx) =>
    guardianHoldings(trx, guardianId),
  );
}

type StudentDataDocument = Awaited<ReturnType<typeof personalData>>;
type GuardianDataDocument = Awaited<ReturnType<typeof guardianPersonalData>>;
export type PersonalDataDocument = StudentDataDocument | GuardianDataDocument;

// ── The same document as readable Spanish lines (the PDF's text) ─────────────────────────────

const value = (v: string | null) => v ?? "—";
const yesNo = (v: boolean) => (v ? "sí" : "no");

/** A headed list of the document: its lines, or what it says when there are none. */
function section<T>(heading: string, items: readonly T[], none: string, line: (item: T) => string) {
  return ["", heading, ...(items.length === 0 ? [none] : items.map(line))];
}

function studentLines(doc: StudentDataDocument): string[] {
  const p = doc.personalData;
  return [
    `Nombre: ${fullNameOf(p)}`,
    `RUT: ${value(p.dni)}`,
    `Fecha de nacimiento: ${value(p.birthDate)}`,
    `Email: ${value(p.email)}`,
    `Teléfono: ${value(p.phone)}`,
    `Dirección: ${value(p.address)}`,
    `Contacto de emergencia: ${value(p.emergencyContactName)} ${value(p.emergencyContactPhone)}`,
    `Estado: ${p.status}; registrado el ${p.createdAt}`,
    ...("healthNotes" in doc ? [`Notas de salud: ${value(doc.healthNotes ?? null)}`] : []),
    `Bloqueo: ${yesNo(doc.privacy.blocked)}; oposición: ${yesNo(doc.privacy.opposed)}`,
    ...section(
      "CONSENTIMIENTOS",
      doc.consents,
      "Ninguno registrado.",
      (c) =>
        `${PURPOSE_LABELS[c.purpose]}: dado el ${c.givenAt} por ${c.givenByName} (${c.givenByRelationship}), ${CONSENT_METHOD_LABELS[c.method]}, aviso v${c.noticeVersion}` +
        (c.withdrawnAt ? `; retirado el ${c.withdrawnAt}` : ""),
    ),
    ...section(
      "INSCRIPCIONES",
      doc.enrollments,
      "Ninguna.",
      (e) => `${e.className}: desde ${e.enrollmentDate}${e.endedOn ? ` hasta ${e.endedOn}` : ""}`,
    ),
    ...section(
      "PAGOS",
      doc.payments,
      "Ninguno.",
      (pay) =>
        `Recibo ${pay.receiptNumber}: ${pay.className}, mes ${pay.paymentMonth}, ${formatCLP(pay.amount)}, pagado el ${pay.paymentDate} (${pay.paymentMethod})${pay.voidedAt ? ", anulado" : ""}`,
    ),
  ];
}

function guardianLines(doc: GuardianDataDocument): string[] {
  const p = doc.personalData;
  return [
    `Nombre: ${p.fullName}`,
    `RUT: ${value(p.rut)}`,
    `Teléfono: ${value(p.phone)}`,
    `Email: ${value(p.email)}`,
    `Dirección: ${value(p.address)}`,
    `Registrada el ${p.createdAt}`,
    ...section(
      "ESTUDIANTES A CARGO",
      doc.students,
      "Ninguno.",
      (s) => `${s.name} (${s.relationship})${s.isPayer ? ", responsable de pago" : ""}`,
    ),
    ...section(
      "CONSENTIMIENTOS DADOS",
      doc.consents,
      "Ninguno registrado.",
      (c) =>
        `Estudiante ${c.studentId}, ${c.purpose}: dado el ${c.givenAt}, aviso v${c.noticeVersion}` +
        (c.withdrawnAt ? `; retirado el ${c.withdrawnAt}` : ""),
    ),
  ];
}

const isStudentDocument = (doc: PersonalDataDocument): doc is StudentDataDocument =>
  doc.subject.kind === "student";

/** A student's or a guardian's document as readable Spanish lines (the PDF's text). */
export function personalDataLines(doc: PersonalDataDocument): string[] {
  const [title, own] = isStudentDocument(doc)
    ? [fullNameOf(doc.personalData), studentLines(doc)]
    : [`${doc.personalData.fullName} (apoderada)`, guardianLines(doc)];
  return [
    `Datos personales de ${title}`,
    `Responsable: ${doc.controller.name}${doc.controller.email ? ` (${doc.controller.email})` : ""}`,
    `Generado: ${doc.generatedAt}`,
    "",
    "DATOS PERSONALES",
    ...own,
    ...section(
      "SOLICITUDES DE DERECHOS",
      doc.requests,
      "Ninguna.",
      (r) => `${r.receivedOn}: ${r.type}, ${r.status}`,
    ),
    "",
    `REGISTRO DE AUDITORÍA (${doc.auditEntries.length} entradas)`,
    ...doc.auditEntries.map((a) => `${a.at}: ${a.action} ${a.entity} ${a.entityId ?? ""}`),
  ];
}

export function personalDataPdf(doc: PersonalDataDocument): Buffer {
  return textPdf(personalDataLines(doc));
}
