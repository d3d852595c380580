import { fullNameOf, guardianInputSchema, isMinorOn } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { publicBaseUrl } from "../../lib/public-url.ts";
import {
  createPortalLink,
  endPortalSession,
  isErasedGuardian,
  openPortalSession,
  portalAccessOf,
  revokePortalAccess,
} from "../../records/accounts/portal-access.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import {
  createGuardian,
  findGuardianIdByRut,
  type GuardianLinkFields,
  guardiansOfStudents,
  replaceStudentGuardians,
  requireGuardian,
} from "../../records/people/guardians.ts";
import { requireStudent } from "../../records/people/students.ts";
import { privacyStateOf } from "../../records/privacy/student-privacy.ts";
import { loadStudio } from "../../records/system/settings.ts";

// The way into the portal: the family's one-time link (a guardian's, or an adult student's who
// pays for herself), what staff see of it and revoke, and the session the link opens.

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
    fullName: fullNameOf(student),
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
