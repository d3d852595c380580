import { createHash } from "node:crypto";
import type { AuditLogTable } from "./schema.ts";

/** What of an audit row its hash covers: everything but its id and the hashes themselves. */
export type HashedAuditContent = Pick<
  AuditLogTable,
  "at" | "user_id" | "action" | "entity" | "entity_id" | "before" | "after"
>;

/** The hash the first row of the chain links to. */
export const GENESIS_HASH = "0".repeat(64);

/**
 * SHA-256 over the previous row's hash and this row's content, as a JSON array so no two
 * contents serialise alike. Editing any column of a row changes its hash; deleting or inserting a
 * row breaks the next row's link to its predecessor. PostgreSQL's writes build the same text in
 * SQL (records/audit/audit-log.ts, docs/decisions/0099): a change here changes both.
 */
export function auditHash(previousHash: string, row: HashedAuditContent): string {
  const content = JSON.stringify([previousHash, ...hashedFields(row)]);
  return createHash("sha256").update(content).digest("hex");
}

/**
 * The hashed JSON array without the previous hash: `[at,user_id,…]`. `["<hash>",` and this
 * without its `[` is auditHash's text to the letter for any hex hash (written unescaped), which
 * lets PostgreSQL hash a row against the chain's end it locks (records/audit/audit-log.ts).
 */
export function auditHashTail(row: HashedAuditContent): string {
  return JSON.stringify(hashedFields(row));
}

/** The row's hashed columns, in the order the hash covers them (after the previous hash). */
function hashedFields(row: HashedAuditContent) {
  return [row.at, row.user_id, row.action, row.entity, row.entity_id, row.before, row.after];
}
