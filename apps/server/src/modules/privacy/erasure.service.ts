import { erasureRefusal, formatCLP } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { portalAuditRecordsOf, revokePortalAccess } from "../../records/accounts/portal-access.ts";
import { type PersonToRedact, redactPersonFromAudit } from "../../records/audit/audit-redaction.ts";
import { guardiansOfStudents, studentLinksOfGuardian } from "../../records/people/guardians.ts";
import { eraseFromTables, foldErasedPages } from "../../records/privacy/personal-data.ts";
import {
  amountOwedBy,
  booksOfStudent,
  privacyStateOf,
  savePrivacyState,
} from "../../records/privacy/student-privacy.ts";
import { loadStudio } from "../../records/system/settings.ts";
import {
  type Actor,
  audit,
  PRIVACY_ENTITY,
  type PrivacySubject,
  requireAnyGuardian,
  requireAnyStudent,
} from "./subjects.ts";

// The right to erasure: a person's identity is erased and the studio's books stay. One path
// for a student and a guardian; what differs by kind (why it may be refused, which values and
// audit rows are hers, what else ends with her) is read by the kind's own function below.

type ErasureRefusal = NonNullable<ReturnType<typeof erasureRefusal>>;

/** What erasing one subject involves, read inside its transaction before anything changes. */
interface Erasure {
  /** What decides a refusal (domain's erasureRefusal), and the message the person reads. */
  refusal: { owed: number; legalHoldReason: string | null; anonymized: boolean };
  refusedMessage(refusal: ErasureRefusal): string;
  /** Her values as stored, for the tables that hold them in text (records/privacy/personal-data.ts). */
  values: (string | null)[];
  /** What else ends with her identity, once her tables are erased. */
  afterErasure(now: string): Promise<void>;
  /** Her audit rows and values, for the redaction that closes the erasure. */
  redaction(): Promise<Omit<PersonToRedact, "subject">>;
}

/**
 * The one erasure path, inside a transaction (the retention run erases several in one);
 * `user` is `{ id: null }` for the retention job.
 */
export async function eraseIn(
  trx: Database,
  ctx: AppContext,
  user: Actor,
  subject: PrivacySubject,
  reason: string,
) {
  const entity = PRIVACY_ENTITY[subject.kind];
  await lockForWrite(trx, entity, String(subject.id));
  const erasure =
    subject.kind === "student"
      ? await studentErasure(trx, ctx, subject.id)
      : await guardianErasure(trx, ctx, subject.id);
  const refusal = erasureRefusal(erasure.refusal);
  if (refusal) {
    throw failure(
      "ERASURE_REFUSED",
      { reason: refusal.reason, owed: erasure.refusal.owed },
      erasure.refusedMessage(refusal),
    );
  }
  const now = ctx.now().toISOString();
  // Every table holding her values, as the one list says (records/privacy/personal-data.ts).
  await eraseFromTables(trx, subject, now, erasure.values);
  await erasure.afterErasure(now);
  await audit(trx, ctx, user, "anonymize", subject.id, { reason }, entity);
  // Last, so the reason just written is redacted too when it names her.
  await redactPersonFromAudit(
    trx,
    { subject: `${subject.kind}:${subject.id}`, ...(await erasure.redaction()) },
    { userId: user.id, at: now },
  );
  return now;
}

const ALREADY_ERASED = "Los datos personales de esta persona ya fueron eliminados";

/**
 * A student's erasure: refused (409 ERASURE_REFUSED, with the reason) while she owes money or
 * an admin put a legal hold on her.
 */
async function studentErasure(trx: Database, ctx: AppContext, studentId: number): Promise<Erasure> {
  const student = await requireAnyStudent(trx, studentId);
  const studio = await loadStudio(trx, ctx.now());
  const [state, owed] = await Promise.all([
    privacyStateOf(trx, studentId),
    amountOwedBy(trx, studentId, studio.today, studio.rules),
  ]);
  // Read before the erasure clears her enrollments' notes: they are redacted from the audit.
  const books = await booksOfStudent(trx, studentId);
  const fullName = `${student.first_name} ${student.last_name}`;
  return {
    refusal: {
      owed,
      legalHoldReason: state.legalHoldReason,
      anonymized: state.anonymizedAt !== null,
    },
    refusedMessage: (refusal) =>
      refusal.reason === "money-owed"
        ? `No se pueden eliminar sus datos personales: tiene ${formatCLP(owed)} pendientes de pago`
        : refusal.reason === "legal-hold"
          ? `No se pueden eliminar sus datos personales: tiene un bloqueo legal (${refusal.detail})`
          : ALREADY_ERASED,
    values: [fullName, student.dni, student.email, student.phone],
    async afterErasure(now) {
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
    },
    redaction: async () => ({
      own: [
        { entity: "student", entityId: String(studentId) },
        { entity: PRIVACY_ENTITY.student, entityId: String(studentId) },
        ...books.enrollments.map((e) => ({ entity: "enrollment", entityId: String(e.id) })),
        ...books.payments.map((p) => ({ entity: "payment", entityId: String(p.id) })),
      ],
      // Elsewhere only what carries her id: her line of a family's online order, her marks.
      mentionedAs: { key: "studentId", id: studentId },
      // Searched only inside her rows and her objects (issue 35: a value of hers that is also
      // a class's name or another family's address stays in their rows). Her whole name, not
      // its parts. Her emergency contact is often her guardian, whose own rows stay: redacted
      // in her rows by key only.
      values: [
        fullName,
        student.email,
        student.phone,
        student.dni,
        student.address,
        state.healthNotes,
        ...books.enrollments.map((e) => e.notes),
      ],
    }),
  };
}

/**
 * A guardian's erasure: refused while she pays for a student who owes money: her name and
 * contact are what the studio needs to collect what the contract owes (Ley 21.719 keeps data
 * needed to perform a contract or to exercise a claim); once paid, or once another guardian
 * pays, she can be erased. Links to her students stay (the family's books).
 */
async function guardianErasure(
  trx: Database,
  ctx: AppContext,
  guardianId: number,
): Promise<Erasure> {
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
  return {
    refusal: { owed, legalHoldReason: null, anonymized: g.anonymized_at !== null },
    refusedMessage: (refusal) =>
      refusal.reason === "money-owed"
        ? `No se pueden eliminar sus datos personales: es la responsable de pago de ${owing.join(", ")}, con ${formatCLP(owed)} pendientes de pago. Asigne otro responsable de pago o registre el pago primero.`
        : ALREADY_ERASED,
    // Her record, the payer name on her receipts, consents, requests, transfer notices,
    // correction requests; her portal links and sessions end.
    values: [g.full_name, g.rut, g.phone, g.email],
    afterErasure: async () => {},
    redaction: async () => ({
      own: [
        { entity: "guardian", entityId: String(guardianId) },
        { entity: PRIVACY_ENTITY.guardian, entityId: String(guardianId) },
        ...(await portalAuditRecordsOf(trx, guardianId)),
      ],
      // Elsewhere only what carries her id: her link in a student's guardian list.
      mentionedAs: { key: "guardianId", id: guardianId },
      values: [g.full_name, g.rut, g.phone, g.email, g.address],
    }),
  };
}

/**
 * Erases a student's or a guardian's identity and keeps the books (studentErasure and
 * guardianErasure say when it is refused); answers when.
 */
export async function anonymize(
  ctx: AppContext,
  user: AuthUser,
  subject: PrivacySubject,
  reason: string,
) {
  const anonymizedAt = await ctx.db
    .transaction()
    .execute((trx) => eraseIn(trx, ctx, user, subject, reason));
  foldErasedPages(ctx.db, ctx.dataDir);
  return anonymizedAt;
}
