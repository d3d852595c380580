import { auditHash, type HashedAuditContent } from "../../db/audit-hash.ts";
import { dataVersionBump, topicOfEntity } from "../../db/data-version.ts";
import { type Database, isPostgres } from "../../db/database.ts";

export interface AuditEntry {
  userId: number | null;
  action: "create" | "update" | "delete" | "enroll" | "unenroll" | "assign" | "unassign" | string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  at: string;
}

/** A before or after of a stored audit row as it was recorded (null when the row has none). */
export const auditPayload = (json: string | null): unknown =>
  json === null ? null : JSON.parse(json);

/**
 * Appends one audit row, chained to the end of the chain, and moves the chain's end to it
 * (audit_chain_head); call it with the transaction of the change it records. Writers must see
 * the end one at a time or two rows would chain to the same predecessor: SQLite runs one
 * transaction at a time anyway; on PostgreSQL the end's row is read `for update`, a lock held
 * until the transaction ends (issue 37: one statement, where an advisory lock was another). The
 * new row chains to the recorded end, not to the newest row left in the table, so deleting the
 * newest rows stays visible after later writes. It also moves the read caches' data version of
 * what changed, in that transaction (db/data-version.ts).
 */
export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  const head = await readChainHead(db, { lock: true });
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
  const row = { ...content, prev_hash: previous, hash };
  // The read caches' version moves with it (this row tells the kept owed months what changed:
  // records/ledger/ledger-changes.ts).
  const bump = dataVersionBump(db, [topicOfEntity(entry.entity)], { ledger: false });
  if (isPostgres(db)) {
    // PostgreSQL: the row, the chain's end and the version in one statement, one round trip
    // (issue 37; the end's new id is the inserted row's, read from the insert's own result).
    await db
      .with("bump", () => bump)
      .with("added", (w) => w.insertInto("audit_log").values(row).returning("id"))
      .updateTable("audit_chain_head")
      .set((eb) => ({
        last_id: eb.selectFrom("added").select("id"),
        last_hash: hash,
        row_count: eb("row_count", "+", 1),
      }))
      .where("id", "=", HEAD_ID)
      .execute();
    return;
  }
  const { id } = await db
    .insertInto("audit_log")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("audit_chain_head")
    .set((eb) => ({ last_id: id, last_hash: hash, row_count: eb("row_count", "+", 1) }))
    .where("id", "=", HEAD_ID)
    .execute();
  await bump.execute();
}

const HEAD_ID = 1;

/** Where the chain ends: its newest row's id and hash, and how many rows it has. */
export async function readChainHead(
  db: Database,
  /** Locked until the transaction ends (PostgreSQL; SQLite writes one at a time anyway). */
  { lock = false }: { lock?: boolean } = {},
): Promise<{ lastId: number; lastHash: string; rowCount: number } | null> {
  let query = db
    .selectFrom("audit_chain_head")
    .select(["last_id", "last_hash", "row_count"])
    .where("id", "=", HEAD_ID);
  if (lock && isPostgres(db)) query = query.forUpdate();
  const head = await query.executeTakeFirst();
  if (!head) return null;
  return { lastId: head.last_id, lastHash: head.last_hash, rowCount: Number(head.row_count) };
}
