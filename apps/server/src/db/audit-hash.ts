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
 * row breaks the next row's link to its predecessor.
 */
export function auditHash(previousHash: string, row: HashedAuditContent): string {
  const content = JSON.stringify([
    previousHash,
    row.at,
    row.user_id,
    row.action,
    row.entity,
    row.entity_id,
    row.before,
    row.after,
  ]);
  return createHash("sha256").update(content).digest("hex");
}
