import type { Migration } from "kysely";
import { auditHash, GENESIS_HASH } from "../audit-hash.ts";
import { addColumn } from "../migration-helpers.ts";

// The audit log becomes a hash chain: each row stores its predecessor's hash and its own. Rows
// written before this migration are chained here, in id order, so the check covers them too.
export const auditChain: Migration = {
  async up(db) {
    await addColumn(db, "audit_log", "prev_hash", "text");
    await addColumn(db, "audit_log", "hash", "text");
    let previous = GENESIS_HASH;
    let afterId = 0;
    for (;;) {
      const rows = await db
        .selectFrom("audit_log")
        .selectAll()
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(1000)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const hash = auditHash(previous, {
          at: row.at,
          user_id: row.user_id,
          action: row.action,
          entity: row.entity,
          entity_id: row.entity_id,
          before: row.before,
          after: row.after,
        });
        await db
          .updateTable("audit_log")
          .set({ prev_hash: previous, hash })
          .where("id", "=", row.id)
          .execute();
        previous = hash;
        afterId = row.id;
      }
    }
  },
};
