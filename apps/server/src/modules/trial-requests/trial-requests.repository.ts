import type { TrialRequestResponse, TrialStatus } from "@nova/domain";
import type { Selectable } from "kysely";
import type { Database } from "../../db/database.ts";
import type { TrialRequestsTable } from "../../db/schema.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import type { PageWindow } from "../../lib/list-paging.ts";

export interface NewTrialRequest {
  classId: number;
  sessionDate: string;
  name: string;
  phone: string;
  email: string | null;
  age: number;
  guardianName: string | null;
  guardianPhone: string | null;
  message: string | null;
  waitlist: boolean;
  privacyNoticeVersion: string;
  sourceKey: string;
  at: string;
}

export interface TrialFilter {
  status?: TrialStatus | undefined;
  classId?: number | undefined;
  search?: string | undefined;
}

type Row = Selectable<TrialRequestsTable> & { class_name: string };

const toRecord = (r: Row): TrialRequestResponse => ({
  id: r.id,
  classId: r.class_id,
  className: r.class_name,
  sessionDate: r.session_date,
  name: r.name,
  phone: r.phone,
  email: r.email,
  age: r.age,
  guardianName: r.guardian_name,
  guardianPhone: r.guardian_phone,
  message: r.message,
  waitlist: Boolean(r.waitlist),
  consentAt: r.consent_at,
  privacyNoticeVersion: r.privacy_notice_version,
  status: r.status as TrialStatus,
  notes: r.notes,
  discardReason: r.discard_reason,
  studentId: r.student_id,
  createdAt: r.created_at,
  contactedAt: r.contacted_at,
  attendedAt: r.attended_at,
  enrolledAt: r.enrolled_at,
  updatedAt: r.updated_at,
});

function base(db: Database) {
  return db
    .selectFrom("trial_requests")
    .innerJoin("classes", "classes.id", "trial_requests.class_id")
    .selectAll("trial_requests")
    .select("classes.name as class_name");
}

function filtered(db: Database, filter: TrialFilter) {
  let query = base(db);
  if (filter.status) query = query.where("trial_requests.status", "=", filter.status);
  if (filter.classId) query = query.where("trial_requests.class_id", "=", filter.classId);
  const term = filter.search?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[%_\\]/g, "")}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["trial_requests.name"]), "like", like),
        eb("trial_requests.phone", "like", like),
        eb(eb.fn("lower", ["trial_requests.email"]), "like", like),
        eb(eb.fn("lower", ["trial_requests.guardian_name"]), "like", like),
      ]),
    );
  }
  return query;
}

/** New requests first, then the newest. */
export async function listTrialRequests(
  db: Database,
  filter: TrialFilter,
  window: PageWindow,
): Promise<{ items: TrialRequestResponse[]; total: number }> {
  const rows = await filtered(db, filter)
    .orderBy((eb) => eb.case().when("trial_requests.status", "=", "NEW").then(0).else(1).end())
    .orderBy("trial_requests.created_at", "desc")
    .orderBy("trial_requests.id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const counted = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { items: rows.map(toRecord), total: Number(counted.n) };
}

export async function findTrialRequest(
  db: Database,
  id: number,
): Promise<TrialRequestResponse | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await base(db).where("trial_requests.id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function countNewTrialRequests(db: Database): Promise<number> {
  const row = await db
    .selectFrom("trial_requests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "NEW")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Requests stored from one address since `since` (the hourly limit). */
export async function countFromSource(
  db: Database,
  sourceKey: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("trial_requests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("source_key", "=", sourceKey)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertTrialRequest(db: Database, r: NewTrialRequest): Promise<number> {
  const { id } = await db
    .insertInto("trial_requests")
    .values({
      class_id: r.classId,
      session_date: r.sessionDate,
      name: r.name,
      phone: r.phone,
      email: r.email,
      age: r.age,
      guardian_name: r.guardianName,
      guardian_phone: r.guardianPhone,
      message: r.message,
      waitlist: r.waitlist ? 1 : 0,
      consent_at: r.at,
      privacy_notice_version: r.privacyNoticeVersion,
      status: "NEW",
      notes: null,
      discard_reason: null,
      source_key: r.sourceKey,
      student_id: null,
      created_at: r.at,
      contacted_at: null,
      attended_at: null,
      enrolled_at: null,
      updated_at: r.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Changes a request only if it still has the status it was read with: of two people moving the
 * same request at once, the second is told it changed (and nothing is written twice).
 */
export async function updateTrialRequest(
  db: Database,
  id: number,
  expectedStatus: TrialStatus,
  set: Partial<{
    status: TrialStatus;
    notes: string | null;
    discard_reason: string | null;
    contacted_at: string;
    attended_at: string;
    enrolled_at: string;
    student_id: number;
  }>,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("trial_requests")
    .set({ ...set, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", expectedStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every request created in [from, to) for the conversion report. */
export async function requestsCreatedBetween(db: Database, from: string, to: string) {
  return base(db)
    .where("trial_requests.created_at", ">=", from)
    .where("trial_requests.created_at", "<", to)
    .orderBy("trial_requests.created_at")
    .execute()
    .then((rows) => rows.map(toRecord));
}

// The waitlist of a class.

export interface WaitlistRecord {
  id: number;
  classId: number;
  trialRequestId: number | null;
  name: string;
  guardianName: string | null;
  phone: string;
  createdAt: string;
  offeredAt: string | null;
  holdUntil: string | null;
  status: "waiting" | "offered" | "enrolled" | "removed";
}

export async function waitlistOf(db: Database, classId: number): Promise<WaitlistRecord[]> {
  const rows = await db
    .selectFrom("class_waitlist")
    .selectAll()
    .where("class_id", "=", classId)
    .where("status", "in", ["waiting", "offered"])
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    classId: r.class_id,
    trialRequestId: r.trial_request_id,
    name: r.name,
    phone: r.phone,
    guardianName: r.guardian_name,
    createdAt: r.created_at,
    offeredAt: r.offered_at,
    holdUntil: r.hold_until,
    status: r.status,
  }));
}

export async function insertWaitlistEntry(
  db: Database,
  e: {
    classId: number;
    trialRequestId: number | null;
    name: string;
    phone: string;
    guardianName: string | null;
    at: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto("class_waitlist")
    .values({
      class_id: e.classId,
      trial_request_id: e.trialRequestId,
      name: e.name,
      phone: e.phone,
      guardian_name: e.guardianName,
      created_at: e.at,
      offered_at: null,
      hold_until: null,
      status: "waiting",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function setWaitlistStatus(
  db: Database,
  classId: number,
  id: number,
  set: { status: WaitlistRecord["status"]; offered_at?: string; hold_until?: string },
): Promise<boolean> {
  const result = await db
    .updateTable("class_waitlist")
    .set(set)
    .where("id", "=", id)
    .where("class_id", "=", classId)
    .where("status", "in", ["waiting", "offered"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Her places on waitlists once a request is enrolled: she no longer waits for a seat. */
export async function closeWaitlistOfEnrolled(db: Database, trialRequestId: number) {
  await db
    .updateTable("class_waitlist")
    .set({ status: "enrolled" })
    .where("trial_request_id", "=", trialRequestId)
    .where("status", "in", ["waiting", "offered"])
    .execute();
}
