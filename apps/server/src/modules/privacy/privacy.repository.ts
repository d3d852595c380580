import type { ConsentMethod, ConsentPurpose, ConsentResponse } from "@nova/domain";
import type { Selectable } from "kysely";
import type { Database } from "../../db/database.ts";
import type { ConsentsTable, PrivacyRequestsTable } from "../../db/schema.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { latestNotice } from "../../records/privacy/privacy-notice.ts";

// The privacy module's own tables: the notice's versions, consents and the requests register.

/** Every published version, newest first, with who published it. */
export async function noticeVersions(db: Database) {
  return db
    .selectFrom("privacy_notices")
    .leftJoin("users", "users.id", "privacy_notices.published_by")
    .select([
      "privacy_notices.version",
      "privacy_notices.text",
      "privacy_notices.published_at",
      "users.name as user_name",
      "users.username",
    ])
    .orderBy("privacy_notices.version", "desc")
    .execute();
}

/**
 * Publishes a new version numbered after the newest. The version column is unique, so two
 * simultaneous publications cannot share a number: the second one fails (a 409) and is retried
 * by the person.
 */
export async function insertNotice(db: Database, text: string, at: string, userId: number) {
  const last = await latestNotice(db);
  const version = (last?.version ?? 0) + 1;
  await db
    .insertInto("privacy_notices")
    .values({ version, text, published_at: at, published_by: userId })
    .execute();
  return { version, text, publishedAt: at };
}

export function toConsent(row: Selectable<ConsentsTable>): ConsentResponse {
  return {
    id: row.id,
    studentId: row.student_id,
    purpose: row.purpose as ConsentPurpose,
    method: row.method as ConsentMethod,
    givenByName: row.given_by_name,
    givenByRelationship: row.given_by_relationship,
    givenAt: row.given_at,
    noticeVersion: row.notice_version,
    withdrawnAt: row.withdrawn_at,
    withdrawnByName: row.withdrawn_by_name,
    withdrawalMethod: row.withdrawal_method as ConsentMethod | null,
    guardianId: row.guardian_id ?? null,
  };
}

/**
 * A subject's consents, oldest first: a student's (given for her, by whoever gave them), or
 * those a guardian gave for her students.
 */
export async function consentsOf(
  db: Database,
  subject: { kind: "student" | "guardian"; id: number },
) {
  if (!isStorableId(subject.id)) return [];
  const rows = await db
    .selectFrom("consents")
    .selectAll()
    .where(subject.kind === "student" ? "student_id" : "guardian_id", "=", subject.id)
    .orderBy("given_at")
    .orderBy("id")
    .execute();
  return rows.map(toConsent);
}

export async function insertConsent(
  db: Database,
  values: {
    studentId: number;
    purpose: ConsentPurpose;
    method: ConsentMethod;
    givenByName: string;
    givenByRelationship: string;
    givenAt: string;
    noticeVersion: number;
    recordedBy: number;
    guardianId?: number | null;
  },
) {
  const row = await db
    .insertInto("consents")
    .values({
      guardian_id: values.guardianId ?? null,
      student_id: values.studentId,
      purpose: values.purpose,
      method: values.method,
      given_by_name: values.givenByName,
      given_by_relationship: values.givenByRelationship,
      given_at: values.givenAt,
      notice_version: values.noticeVersion,
      recorded_by: values.recordedBy,
      withdrawn_at: null,
      withdrawn_by_name: null,
      withdrawal_method: null,
      withdrawal_recorded_by: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toConsent(row);
}

/** Withdraws a live consent; undefined when it was already withdrawn (or is not hers). */
export async function withdrawConsent(
  db: Database,
  studentId: number,
  consentId: number,
  values: { at: string; byName: string; method: ConsentMethod; recordedBy: number },
) {
  if (!isStorableId(consentId)) return undefined;
  const row = await db
    .updateTable("consents")
    .set({
      withdrawn_at: values.at,
      withdrawn_by_name: values.byName,
      withdrawal_method: values.method,
      withdrawal_recorded_by: values.recordedBy,
    })
    .where("id", "=", consentId)
    .where("student_id", "=", studentId)
    .where("withdrawn_at", "is", null)
    .returningAll()
    .executeTakeFirst();
  return row ? toConsent(row) : undefined;
}

export async function findConsent(db: Database, studentId: number, consentId: number) {
  if (!isStorableId(consentId)) return undefined;
  const row = await db
    .selectFrom("consents")
    .selectAll()
    .where("id", "=", consentId)
    .where("student_id", "=", studentId)
    .executeTakeFirst();
  return row ? toConsent(row) : undefined;
}

/**
 * Students who may get a marketing message now: not deleted, not blocked, not opposed, and whose
 * newest marketing consent is live. One query.
 */
export async function marketingRecipients(db: Database) {
  return db
    .selectFrom("students")
    .leftJoin("student_privacy", "student_privacy.student_id", "students.id")
    .select([
      "students.id",
      "students.first_name",
      "students.last_name",
      "students.phone",
      "students.email",
    ])
    .where("students.deleted_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("student_privacy.student_id", "is", null),
        eb.and([
          eb("student_privacy.blocked", "=", 0),
          eb("student_privacy.opposed", "=", 0),
          eb("student_privacy.anonymized_at", "is", null),
        ]),
      ]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("consents as c")
          .select("c.id")
          .whereRef("c.student_id", "=", "students.id")
          .where("c.purpose", "=", "marketing")
          .where("c.withdrawn_at", "is", null)
          // The newest marketing record decides: none given after it.
          .where((inner) =>
            inner.not(
              inner.exists(
                inner
                  .selectFrom("consents as newer")
                  .select("newer.id")
                  .whereRef("newer.student_id", "=", "students.id")
                  .where("newer.purpose", "=", "marketing")
                  .whereRef("newer.given_at", ">", "c.given_at"),
              ),
            ),
          ),
      ),
    )
    .orderBy("students.last_name")
    .orderBy("students.first_name")
    .orderBy("students.id")
    .execute();
}

export function toRequest(row: Selectable<PrivacyRequestsTable>) {
  return {
    id: row.id,
    type: row.type,
    requesterName: row.requester_name,
    studentId: row.student_id,
    guardianId: row.guardian_id ?? null,
    channel: row.channel,
    receivedOn: row.received_on,
    deadline: row.deadline,
    details: row.details,
    status: row.status,
    answer: row.answer,
    actionTaken: row.action_taken,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listRequests(
  db: Database,
  about?: { studentId: number } | { guardianId: number },
) {
  let query = db.selectFrom("privacy_requests").selectAll();
  if (about && "studentId" in about) query = query.where("student_id", "=", about.studentId);
  if (about && "guardianId" in about) query = query.where("guardian_id", "=", about.guardianId);
  const rows = await query.orderBy("received_on", "desc").orderBy("id", "desc").execute();
  return rows.map(toRequest);
}

export async function findRequest(db: Database, id: number) {
  if (!isStorableId(id)) return undefined;
  const row = await db
    .selectFrom("privacy_requests")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toRequest(row) : undefined;
}

export async function insertRequest(
  db: Database,
  values: Omit<Selectable<PrivacyRequestsTable>, "id" | "guardian_id"> & {
    guardian_id: number | null;
  },
) {
  const row = await db
    .insertInto("privacy_requests")
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRequest(row);
}

export async function updateRequest(
  db: Database,
  id: number,
  values: {
    status: string;
    answer: string | null;
    action_taken: string | null;
    updated_at: string;
  },
) {
  const row = await db
    .updateTable("privacy_requests")
    .set(values)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRequest(row);
}

// ── Retention of trial-class requests ────────────────────────────────────────────────────────

/** Facts retention needs of every trial request not yet anonymised (and its waitlist rows). */
export async function trialRetentionFacts(db: Database) {
  const [requests, waiting] = await Promise.all([
    db
      .selectFrom("trial_requests")
      .select(["id", "name", "created_at", "status", "student_id"])
      .where("anonymized_at", "is", null)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("class_waitlist")
      .select("trial_request_id")
      .where("trial_request_id", "is not", null)
      .where("status", "in", ["waiting", "offered"])
      .execute(),
  ]);
  return { requests, waiting: new Set(waiting.map((w) => w.trial_request_id as number)) };
}

/** The studio day of the last retention run (its audit row's `asOf`), or null. */
export async function lastRetentionRunDay(db: Database, entity: string) {
  const row = await db
    .selectFrom("audit_log")
    .select("after")
    .where("entity", "=", entity)
    .where("action", "=", "retention-run")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row?.after) return null;
  try {
    const asOf = (JSON.parse(row.after) as { asOf?: unknown }).asOf;
    return typeof asOf === "string" ? asOf : null;
  } catch {
    return null;
  }
}

/** A guardian row whether or not she was deleted (exports and erasure reach former ones). */
export async function anyGuardianRow(db: Database, id: number) {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom("guardians").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The audit rows about a guardian: her record's and her privacy's, oldest first. */
export async function auditEntriesOfGuardian(db: Database, guardianId: number, entity: string) {
  return db
    .selectFrom("audit_log")
    .select(["at", "action", "entity", "entity_id", "before", "after"])
    .where("entity", "in", ["guardian", entity])
    .where("entity_id", "=", String(guardianId))
    .orderBy("id")
    .execute();
}
