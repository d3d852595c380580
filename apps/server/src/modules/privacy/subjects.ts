import type { Database } from "../../db/database.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { anyStudentRow } from "../../records/privacy/student-privacy.ts";
import { anyGuardianRow } from "./privacy.repository.ts";

// The two people whose data this module answers for, a student and a guardian: one subject
// type, so that export and erasure take one path for both. Each kind's privacy is audited under
// its own entity (entity id: the person): "student-privacy" or "guardian-privacy", with an
// action the audit viewer filters by (consent, withdraw-consent, flags, health-notes-read,
// health-notes-update, export, anonymize). Those rows carry no personal values (no health text,
// no names). The notice and the requests register are audited as "privacy-notice" and
// "privacy-request".

export type PrivacySubject = { kind: "student"; id: number } | { kind: "guardian"; id: number };

/** The audit entity of a subject's privacy actions; also the key of its write lock. */
export const PRIVACY_ENTITY = {
  student: "student-privacy",
  guardian: "guardian-privacy",
} as const satisfies Record<PrivacySubject["kind"], string>;

/** Who acts: a signed-in user, or nobody (the daily retention job). */
export type Actor = Pick<AuthUser, "id"> | { id: null };

export async function audit(
  db: Database,
  ctx: AppContext,
  user: Actor,
  action: string,
  entityId: number | null,
  after?: unknown,
  entity: string = PRIVACY_ENTITY.student,
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
  const row = await anyGuardianRow(db, id);
  if (!row) throw failure("GUARDIAN_NOT_FOUND", { rejectedValue: id });
  return row;
}

/** A student row whether or not she was deleted. */
export async function requireAnyStudent(db: Database, id: number) {
  const row = await anyStudentRow(db, id);
  if (!row) throw failure("STUDENT_NOT_FOUND", { rejectedValue: id });
  return row;
}
