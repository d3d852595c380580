import type { Migration } from "kysely";
import { addColumn, createIndex } from "../migration-helpers.ts";

// What one portal session can post is limited (issue 35, finding 7): the rows a session wrote
// are counted, so each transfer notice and correction request keeps the session it came from.
// Older rows have none (they count for their family only). No foreign key: a session's row
// may be removed with its family's erasure while its requests stay for the studio's records.
export const portalWriteLimits: Migration = {
  async up(db) {
    for (const table of ["transfer_notices", "correction_requests"]) {
      await addColumn(db, table, "portal_session_id", "integer");
      await createIndex(db, `${table}_guardian_created_idx`, table, ["guardian_id", "created_at"]);
      await createIndex(db, `${table}_session_created_idx`, table, [
        "portal_session_id",
        "created_at",
      ]);
    }
  },
};
