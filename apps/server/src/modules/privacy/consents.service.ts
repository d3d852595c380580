import {
  type CONSENT_PURPOSES,
  type ConsentInput,
  type ConsentWithdrawalInput,
  type GuardianConsentData,
  hasConsent,
  LEGAL_BASIS_OF,
  PROCESSING_PURPOSES,
  type PrivacyFlagsInput,
} from "@nova/domain";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { openEnrollmentsOf } from "../../records/classes/enrollments.ts";
import { studentLinksOfGuardian } from "../../records/people/guardians.ts";
import { latestNotice } from "../../records/privacy/privacy-notice.ts";
import {
  privacyStateOf,
  type StudentPrivacyState,
  savePrivacyState,
} from "../../records/privacy/student-privacy.ts";
import * as repo from "./privacy.repository.ts";
import { audit, PRIVACY_ENTITY, requireAnyGuardian, requireAnyStudent } from "./subjects.ts";

// Consents and the student's privacy flags. A consent is always for a student; it is given by
// her, or by a guardian for her (a minor's consent is her legal guardian's, Ley 21.719): the
// guardian's routes go through the student's, with her name and relationship from her record.

/**
 * A student's privacy flags as her consents and her personal-data export show them: listed
 * one by one, so her health notes (in the same state) never go with them.
 */
export function privacyFlagsOf(state: StudentPrivacyState) {
  return {
    blocked: state.blocked,
    opposed: state.opposed,
    legalHoldReason: state.legalHoldReason,
    anonymizedAt: state.anonymizedAt,
  };
}

/** The legal basis of each purpose for a student, her consents and her flags. */
export async function studentConsents(ctx: AppContext, studentId: number) {
  const row = await requireAnyStudent(ctx.db, studentId);
  const [consents, state, enrollments] = await Promise.all([
    repo.consentsOf(ctx.db, { kind: "student", id: studentId }),
    privacyStateOf(ctx.db, studentId),
    openEnrollmentsOf(ctx.db, { studentId }),
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
    ...privacyFlagsOf(state),
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
    await lockForWrite(trx, PRIVACY_ENTITY.student, String(studentId));
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

// ── A guardian's consents (issue 29 with issue 26) ───────────────────────────────────────────

/** One of her students, as her consents page and her export list them. */
export const studentOfLink = (l: Awaited<ReturnType<typeof studentLinksOfGuardian>>[number]) => ({
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
    repo.consentsOf(ctx.db, { kind: "guardian", id: guardianId }),
  ]);
  return {
    guardianId,
    students: links.map(studentOfLink),
    consents,
    anonymized: guardian.anonymized_at !== null,
  };
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
  const links = await studentLinksOfGuardian(ctx.db, guardianId);
  const link = links.find((l) => l.id === input.studentId);
  if (!link) throw failure("GUARDIAN_NOT_OF_STUDENT", { rejectedValue: input.studentId });
  return giveConsent(
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
  const given = (await repo.consentsOf(ctx.db, { kind: "guardian", id: guardianId })).find(
    (c) => c.id === consentId,
  );
  if (!given) throw failure("CONSENT_NOT_FOUND", { rejectedValue: consentId });
  return withdrawConsent(ctx, user, given.studentId, consentId, {
    method: input.method,
    withdrawnByName: guardian.full_name,
  });
}
