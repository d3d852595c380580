import { sql } from "kysely";
import { auditHash, auditHashTail, type HashedAuditContent } from "../../db/audit-hash.ts";
import { type CacheTopic, dataVersionBump, topicOfEntity } from "../../db/data-version.ts";
import { type Database, isPostgres } from "../../db/database.ts";
import { preparedQuery, slotRow } from "../../db/prepared-query.ts";

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
  const content: HashedAuditContent = {
    at: entry.at,
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  };
  // The read caches' version moves with it (this row tells the kept owed months what changed:
  // records/ledger/ledger-changes.ts).
  const topic = topicOfEntity(entry.entity);
  if (isPostgres(db)) {
    await appendOnPostgres(db, content, dataVersionBump(db, [topic], { ledger: false }));
    return;
  }
  const head = await readChainHead(db, { lock: true });
  // Its migration seeds the row: without it there is no end to chain to.
  if (!head) throw new Error(NO_HEAD);
  const previous = head.lastHash;
  const hash = auditHash(previous, content);
  const [row] = await auditInsert(db, "row", { ...content, prev_hash: previous, hash });
  if (!row) throw new Error("la fila de auditoría no se escribió");
  await headMove(db, "head", { id: row.id, hash });
  await versionBump(db, topic, {});
}

type AuditRow = HashedAuditContent & { prev_hash: string; hash: string };
const AUDIT_COLUMNS: readonly (keyof AuditRow)[] = [
  "at",
  "user_id",
  "action",
  "entity",
  "entity_id",
  "before",
  "after",
  "prev_hash",
  "hash",
];

// SQLite's three statements of every audited write, built once (db/prepared-query.ts).
const auditInsert = preparedQuery((db, slots: AuditRow, _shape: "row") =>
  db.insertInto("audit_log").values(slotRow(slots, AUDIT_COLUMNS)).returning("id"),
);
const headMove = preparedQuery((db, slots: { id: number; hash: string }, _shape: "head") =>
  db
    .updateTable("audit_chain_head")
    .set((eb) => ({
      last_id: slots.id,
      last_hash: slots.hash,
      row_count: eb("row_count", "+", 1),
    }))
    .where("id", "=", HEAD_ID),
);
const versionBump = preparedQuery((db, _slots: Record<string, never>, topic: CacheTopic) =>
  dataVersionBump(db, [topic], { ledger: false }),
);

const NO_HEAD = "audit_chain_head has no row: the audit chain's end is unknown";

/**
 * PostgreSQL: the chain's end locked and read, the row hashed and inserted, the end moved and the
 * version bumped in one statement, one round trip (issue 37: the end's lock is held for the
 * commit alone, where a read of the end before was another round trip under it). The database
 * hashes the very text auditHash hashes: `["<previous hash>",` followed by the JSON of the rest
 * of the array without its `[` (a hash is hex: it needs no escaping), as UTF-8.
 */
async function appendOnPostgres(
  db: Database,
  content: HashedAuditContent,
  bump: ReturnType<typeof dataVersionBump>,
) {
  const rest = auditHashTail(content);
  const { rows } = await sql<{ id: number }>`
    with head as (
      select last_hash from audit_chain_head where id = ${HEAD_ID} for update
    ), hashed as (
      select last_hash as prev_hash,
        encode(sha256(convert_to('["' || last_hash || '",' || substr(${rest}::text, 2), 'UTF8')), 'hex') as hash
      from head
    ), added as (
      insert into audit_log (at, user_id, action, entity, entity_id, before, after, prev_hash, hash)
      select ${content.at}::text, ${content.user_id}::integer, ${content.action}::text,
        ${content.entity}::text, ${content.entity_id}::text, ${content.before}::text,
        ${content.after}::text, prev_hash, hash
      from hashed returning id, hash
    ), bumped as (${bump})
    update audit_chain_head set last_id = added.id, last_hash = added.hash,
      row_count = audit_chain_head.row_count + 1
    from added where audit_chain_head.id = ${HEAD_ID}
    returning added.id`.execute(db);
  if (rows.length === 0) throw new Error(NO_HEAD);
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
