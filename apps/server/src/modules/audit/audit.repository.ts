import { sql } from "kysely";
import { bumpDataVersion, topicOfEntity } from "../../db/data-version.ts";
import { type Database, isPostgres } from "../../db/database.ts";
import { auditHash, GENESIS_HASH, type HashedAuditContent } from "./audit-hash.ts";

export interface AuditEntry {
  userId: number | null;
  action: "create" | "update" | "delete" | "enroll" | "unenroll" | "assign" | "unassign" | string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  at: string;
}

// Any fixed number: the key of the transaction-scoped lock that orders audit writers on PostgreSQL.
const AUDIT_CHAIN_LOCK = 15_015;

/**
 * Appends one audit row, chained to the end of the chain, and moves the chain's end to it
 * (audit_chain_head); call it with the transaction of the change it records. Writers must see
 * the end one at a time or two rows would chain to the same predecessor: SQLite runs one
 * transaction at a time anyway, PostgreSQL takes a lock held until the transaction ends. The
 * new row chains to the recorded end, not to the newest row left in the table, so deleting the
 * newest rows stays visible after later writes. It also moves the read caches' data version of
 * what changed, in that transaction (db/data-version.ts).
 */
export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`.execute(db);
  const head = await readChainHead(db);
  // Its migration seeds the row: without it there is no end to chain to.
  if (!head) throw new Error("audit_chain_head has no row: the audit chain's end is unknown");
  const previous = head.lastHash;
  const content: HashedAuditContent = {
    at: entry.at,
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  };
  const hash = auditHash(previous, content);
  const { id } = await db
    .insertInto("audit_log")
    .values({ ...content, prev_hash: previous, hash })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("audit_chain_head")
    .set((eb) => ({ last_id: id, last_hash: hash, row_count: eb("row_count", "+", 1) }))
    .where("id", "=", HEAD_ID)
    .execute();
  await bumpDataVersion(db, [topicOfEntity(entry.entity)]);
}

const HEAD_ID = 1;

/** Where the chain ends: its newest row's id and hash, and how many rows it has. */
export async function readChainHead(
  db: Database,
): Promise<{ lastId: number; lastHash: string; rowCount: number } | null> {
  const head = await db
    .selectFrom("audit_chain_head")
    .select(["last_id", "last_hash", "row_count"])
    .where("id", "=", HEAD_ID)
    .executeTakeFirst();
  if (!head) return null;
  return { lastId: head.last_id, lastHash: head.last_hash, rowCount: Number(head.row_count) };
}

/**
 * Audit rows in id order after `afterId` and up to `lastId`, a batch at a time, for the chain
 * check.
 */
export function auditRowsAfter(db: Database, afterId: number, lastId: number, limit: number) {
  return db
    .selectFrom("audit_log")
    .selectAll()
    .where("id", ">", afterId)
    .where("id", "<=", lastId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The id of the newest row in the table (0 when empty), whatever the chain says. */
export async function newestAuditId(db: Database): Promise<number> {
  const row = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Row `id` of the chain: its stored hash (null when the row is gone) and how many rows reach it. */
export async function chainPosition(
  db: Database,
  id: number,
): Promise<{ hash: string | null; count: number }> {
  if (id === 0) return { hash: GENESIS_HASH, count: 0 };
  const [row, count] = await Promise.all([
    db.selectFrom("audit_log").select("hash").where("id", "=", id).executeTakeFirst(),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("id", "<=", id)
      .executeTakeFirstOrThrow(),
  ]);
  return { hash: row?.hash ?? null, count: Number(count.n) };
}

/** The newest audit row of a record and action (its id and hash), if any. */
export function newestAuditRowOf(db: Database, entity: string, entityId: string, action: string) {
  return db
    .selectFrom("audit_log")
    .select(["id", "hash"])
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .where("action", "=", action)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Payments in id order after `afterId`, a batch at a time, deleted ones included. */
export function paymentsAfter(db: Database, afterId: number, limit: number) {
  return db
    .selectFrom("payments")
    .select([
      "id",
      "receipt_number",
      "student_id",
      "class_id",
      "amount",
      "payment_month",
      "payment_date",
      "payment_method",
      "notes",
      "is_late_payment",
      "created_at",
      "deleted_at",
    ])
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The audit rows of these payments up to the chain's end `lastId`, in id order. */
export function paymentAuditRows(db: Database, paymentIds: readonly number[], lastId: number) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("audit_log")
    .select(["id", "action", "entity_id", "after"])
    .where("entity", "=", "payment")
    .where(
      "entity_id",
      "in",
      paymentIds.map((id) => String(id)),
    )
    .where("id", "<=", lastId)
    .orderBy("id")
    .execute();
}

export interface AuditFilter {
  userId?: number | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  /** Rows written at or after this instant (ISO, as `at` is stored). */
  since?: string | undefined;
  /** Rows written before this instant. */
  before?: string | undefined;
}

function filtered(db: Database, filter: AuditFilter) {
  let query = db.selectFrom("audit_log").leftJoin("users", "users.id", "audit_log.user_id");
  // Cache-version bumps of writes made behind the API are bookkeeping, not activity.
  query = query.where("audit_log.action", "<>", "external-write");
  if (filter.userId !== undefined) query = query.where("audit_log.user_id", "=", filter.userId);
  if (filter.entity) query = query.where("audit_log.entity", "=", filter.entity);
  if (filter.entityId) query = query.where("audit_log.entity_id", "=", filter.entityId);
  if (filter.action) query = query.where("audit_log.action", "=", filter.action);
  if (filter.since) query = query.where("audit_log.at", ">=", filter.since);
  if (filter.before) query = query.where("audit_log.at", "<", filter.before);
  return query;
}

/** One page of matching rows, newest first, with the name of who made each change. */
export async function listAuditRows(
  db: Database,
  filter: AuditFilter,
  window: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .select([
        "audit_log.id",
        "audit_log.at",
        "audit_log.user_id",
        "audit_log.action",
        "audit_log.entity",
        "audit_log.entity_id",
        "audit_log.before",
        "audit_log.after",
        "users.name as user_name",
        "users.username",
      ])
      .orderBy("audit_log.id", "desc")
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

// Names for the records a page of the trail is about, deleted ones included (the trail outlives
// them). Empty id lists run no query.

/** Students' or teachers' full names by id. */
export async function namesOfPeople(
  db: Database,
  table: "students" | "teachers",
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom(table)
    .select((eb) => [
      "id",
      sql<string>`${eb.ref("first_name")} || ' ' || ${eb.ref("last_name")}`.as("name"),
    ])
    .where("id", "in", ids)
    .execute();
}

/** Classes' names by id. */
export async function namesOfClasses(
  db: Database,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom("classes").select(["id", "name"]).where("id", "in", ids).execute();
}

/** Each payment's student, named: a payment is told apart by whose it is. */
export async function studentNamesOfPayments(
  db: Database,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("payments")
    .innerJoin("students", "students.id", "payments.student_id")
    .select((eb) => [
      "payments.id",
      sql<string>`${eb.ref("students.first_name")} || ' ' || ${eb.ref("students.last_name")}`.as(
        "name",
      ),
    ])
    .where("payments.id", "in", ids)
    .execute();
}
