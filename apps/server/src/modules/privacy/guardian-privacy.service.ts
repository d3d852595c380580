import {
  type ConsentWithdrawalInput,
  erasureRefusal,
  formatCLP,
  type GuardianConsentData,
} from "@nova/domain";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { redactPersonFromAudit } from "../../records/audit-redaction.ts";
import { studentLinksOfGuardian } from "../../records/guardians.ts";
import { eraseFromTables, foldErasedPages } from "../../records/personal-data.ts";
import { portalAuditRecordsOf } from "../../records/portal-access.ts";
import { loadStudio } from "../../records/settings.ts";
import { amountOwedBy } from "../../records/student-privacy.ts";
import * as repo from "./privacy.repository.ts";
import {
  audit,
  giveConsent,
  PERSONAL_DATA_FORMAT,
  requireAnyGuardian,
  toAuditEntry,
  withdrawConsent,
} from "./privacy.service.ts";

// A guardian's privacy (issue 29 with issue 26): the consents she gives for her students (a
// minor's consent is her legal guardian's, Ley 21.719), her own data's export and erasure.
// Audited under entity "guardian-privacy" (entity id: the guardian), actions consent,
// withdraw-consent, export, anonymize; the rows carry no personal values.

const ENTITY = "guardian-privacy";

const studentOfLink = (l: Awaited<ReturnType<typeof studentLinksOfGuardian>>[number]) => ({
  studentId: l.id,
  name: l.fullName,
  relationship: l.relationship,
  isPayer: l.isPayer,
});

/** Her students (live links) and the consents she gave for them. */
export async function guardianConsents(ctx: AppContext, guardianId: number) {
  const guardian = await requireAnyGuardian(ctx.db, guardianId);
  const [links, consents] = await Promise.all([
    studentLinksOfGuardian(ctx.db, guardianId),
    repo.consentsGivenBy(ctx.db, guardianId),
  ]);
  return {
    guardianId,
    students: links.map(studentOfLink),
    consents,
    anonymized: guardian.anonymized_at !== null,
  };
}

async function linkOf(ctx: AppContext, guardianId: number, studentId: number) {
  const links = await studentLinksOfGuardian(ctx.db, guardianId);
  const link = links.find((l) => l.id === studentId);
  if (!link) throw failure("GUARDIAN_NOT_OF_STUDENT", { rejectedValue: studentId });
  return link;
}

/** Records a consent she gives now for one of her students, under the notice in force. */
export async function giveGuardianConsent(
  ctx: AppContext,
  user: AuthUser,
  guardianId: number,
  input: GuardianConsentData,
) {
  const guardian = await requireAnyGuardian(ctx.db, guardianId);
  if (guardian.deleted_at !== null)
    throw failure("GUARDIAN_NOT_FOUND", { rejectedValue: guardianId });
  const link = await linkOf(ctx, guardianId, input.studentId);
  const consent = await giveConsent(
    ctx,
    user,
    input.studentId,
    {
      purpose: input.purpose,
      method: input.method,
      givenByName: guardian.full_name,
      givenByRelationship: link.relationship,
    },
    guardianId,
  );
  return consent;
}

/** She withdraws a consent she gave: the use it allowed stops at once. */
export async function withdrawGuardianConsent(
  ctx: AppContext,
  user: AuthUser,
  guardianId: number,
  consentId: number,
  input: Pick<ConsentWithdrawalInput, "method">,
) {
  const guardian = await requireAnyGuardian(ctx.db, guardianId);
  const given = (await repo.consentsGivenBy(ctx.db, guardianId)).find((c) => c.id === consentId);
  if (!given) throw failure("CONSENT_NOT_FOUND", { rejectedValue: consentId });
  return withdrawConsent(ctx, user, given.studentId, consentId, {
    method: input.method,
    withdrawnByName: guardian.full_name,
  });
}

/** Everything held about a guardian, as the same documented JSON format as a student's. */
export async function guardianPersonalData(ctx: AppContext, user: AuthUser, guardianId: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const g = await requireAnyGuardian(trx, guardianId);
    const [links, consents, requests, audited] = await Promise.all([
      studentLinksOfGuardian(trx, guardianId),
      repo.consentsGivenBy(trx, guardianId),
      repo.listRequests(trx, { guardianId }),
      trx
        .selectFrom("audit_log")
        .select(["at", "action", "entity", "entity_id", "before", "after"])
        .where("entity", "in", ["guardian", ENTITY])
        .where("entity_id", "=", String(guardianId))
        .orderBy("id")
        .execute(),
    ]);
    const { settings } = await loadStudio(trx, ctx.now());
    const document = {
      format: PERSONAL_DATA_FORMAT,
      generatedAt: ctx.now().toISOString(),
      controller: { name: settings.studio.name, email: settings.studio.email },
      subject: { kind: "guardian" as const, id: guardianId },
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
      requests,
      auditEntries: audited.map(toAuditEntry),
    };
    await audit(trx, ctx, user, "export", guardianId, undefined, ENTITY);
    return document;
  });
}

export type GuardianDataDocument = Awaited<ReturnType<typeof guardianPersonalData>>;

/** The guardian's document as readable Spanish lines (the PDF's text). */
export function guardianDataLines(doc: GuardianDataDocument): string[] {
  const p = doc.personalData;
  const value = (v: string | null) => v ?? "—";
  const lines = [
    `Datos personales de ${p.fullName} (apoderada)`,
    `Responsable: ${doc.controller.name}${doc.controller.email ? ` (${doc.controller.email})` : ""}`,
    `Generado: ${doc.generatedAt}`,
    "",
    "DATOS PERSONALES",
    `Nombre: ${p.fullName}`,
    `RUT: ${value(p.rut)}`,
    `Teléfono: ${value(p.phone)}`,
    `Email: ${value(p.email)}`,
    `Dirección: ${value(p.address)}`,
    `Registrada el ${p.createdAt}`,
    "",
    "ESTUDIANTES A CARGO",
  ];
  if (doc.students.length === 0) lines.push("Ninguno.");
  for (const s of doc.students) {
    lines.push(`${s.name} (${s.relationship})${s.isPayer ? ", responsable de pago" : ""}`);
  }
  lines.push("", "CONSENTIMIENTOS DADOS");
  if (doc.consents.length === 0) lines.push("Ninguno registrado.");
  for (const c of doc.consents) {
    lines.push(
      `Estudiante ${c.studentId}, ${c.purpose}: dado el ${c.givenAt}, aviso v${c.noticeVersion}` +
        (c.withdrawnAt ? `; retirado el ${c.withdrawnAt}` : ""),
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

/**
 * Erases a guardian's identity. Refused while she pays for a student who owes money: her name
 * and contact are what the studio needs to collect what the contract owes (Ley 21.719 keeps
 * data needed to perform a contract or to exercise a claim); once paid, or once another
 * guardian pays, she can be erased. Links to her students stay (the family's books).
 */
export async function anonymizeGuardian(
  ctx: AppContext,
  user: AuthUser,
  guardianId: number,
  reason: string,
) {
  const erased = await ctx.db.transaction().execute(async (trx) => {
    await lockForWrite(trx, "guardian-privacy", String(guardianId));
    const g = await requireAnyGuardian(trx, guardianId);
    const studio = await loadStudio(trx, ctx.now());
    const links = await studentLinksOfGuardian(trx, guardianId);
    let owed = 0;
    const owing: string[] = [];
    for (const link of links.filter((l) => l.isPayer)) {
      const amount = await amountOwedBy(trx, link.id, studio.today, studio.rules);
      if (amount > 0) owing.push(link.fullName);
      owed += amount;
    }
    const refusal = erasureRefusal({
      owed,
      legalHoldReason: null,
      anonymized: g.anonymized_at !== null,
    });
    if (refusal) {
      const message =
        refusal.reason === "money-owed"
          ? `No se pueden eliminar sus datos personales: es la responsable de pago de ${owing.join(", ")}, con ${formatCLP(owed)} pendientes de pago. Asigne otro responsable de pago o registre el pago primero.`
          : "Los datos personales de esta persona ya fueron eliminados";
      throw failure("ERASURE_REFUSED", { reason: refusal.reason, owed }, message);
    }
    const now = ctx.now().toISOString();
    // Every table holding her values, as the one list says (records/personal-data.ts): her
    // record, the payer name on her receipts, consents, requests, transfer notices, correction
    // requests; her portal links and sessions end.
    await eraseFromTables(trx, { kind: "guardian", id: guardianId }, now, [
      g.full_name,
      g.rut,
      g.phone,
      g.email,
    ]);
    await audit(trx, ctx, user, "anonymize", guardianId, { reason }, ENTITY);
    await redactPersonFromAudit(
      trx,
      {
        subject: `guardian:${guardianId}`,
        own: [
          { entity: "guardian", entityId: String(guardianId) },
          { entity: ENTITY, entityId: String(guardianId) },
          ...(await portalAuditRecordsOf(trx, guardianId)),
        ],
        // Elsewhere only what carries her id: her link in a student's guardian list.
        mentionedAs: { key: "guardianId", id: guardianId },
        values: [g.full_name, g.rut, g.phone, g.email, g.address],
      },
      { userId: user.id, at: now },
    );
    return { guardianId, anonymizedAt: now };
  });
  foldErasedPages(ctx.db, ctx.dataDir);
  return erased;
}
