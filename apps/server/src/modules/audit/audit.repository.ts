import { bumpDataVersionInTransaction } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";

export interface AuditEntry {
  userId: number | null;
  action: "create" | "update" | "delete" | "enroll" | "unenroll" | "assign" | "unassign" | string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  at: string;
}

/**
 * Appends one audit row; call it with the transaction of the change it records. On SQLite it
 * also moves the read caches' data version, in that transaction (db/data-version.ts).
 */
export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: entry.at,
      user_id: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
  await bumpDataVersionInTransaction(db);
}
