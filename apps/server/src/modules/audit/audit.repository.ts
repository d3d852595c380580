import { sql } from "kysely";
import { bumpDataVersionInTransaction } from "../../db/data-version.ts";
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
 * Appends one audit row, chained to the newest row; call it with the transaction of the change it
 * records. Writers must see the newest row one at a time or two rows would chain to the same
 * predecessor: SQLite runs one transaction at a time anyway, PostgreSQL takes a lock held until
 * the transaction ends. On SQLite it also moves the read caches' data version, in that
 * transaction (db/data-version.ts).
 */
export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`.execute(db);
  const newest = await db
    .selectFrom("audit_log")
    .select("hash")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const previous = newest?.hash ?? GENESIS_HASH;
  const content: HashedAuditContent = {
    at: entry.at,
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  };
  await db
    .insertInto("audit_log")
    .values({ ...content, prev_hash: previous, hash: auditHash(previous, content) })
    .execute();
  await bumpDataVersionInTransaction(db);
}

/** Audit rows in id order from `afterId` on, a batch at a time, for the chain check. */
export function auditRowsAfter(db: Database, afterId: number, limit: number) {
  return db
    .selectFrom("audit_log")
    .selectAll()
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export interface AuditFilter {
  userId?: number | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
}

function filtered(db: Database, filter: AuditFilter) {
  let query = db.selectFrom("audit_log").leftJoin("users", "users.id", "audit_log.user_id");
  // Cache-version bumps of writes made behind the API are bookkeeping, not activity.
  query = query.where("audit_log.action", "<>", "external-write");
  if (filter.userId !== undefined) query = query.where("audit_log.user_id", "=", filter.userId);
  if (filter.entity) query = query.where("audit_log.entity", "=", filter.entity);
  if (filter.entityId) query = query.where("audit_log.entity_id", "=", filter.entityId);
  if (filter.action) query = query.where("audit_log.action", "=", filter.action);
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
