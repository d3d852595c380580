import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// What one portal session can post is limited (issue 35, finding 7): the rows a session wrote
// are counted, so each transfer notice and correction request keeps the session it came from.
// Older rows have none (they count for their family only). No foreign key: a session's row
// may be removed with its family's erasure while its requests stay for the studio's records.
export const portalWriteLimits: Migration = {
  async up(db: AnyDb) {
    for (const table of ["transfer_notices", "correction_requests"]) {
      await db.schema.alterTable(table).addColumn("portal_session_id", "integer").execute();
      await db.schema
        .createIndex(`${table}_guardian_created_idx`)
        .on(table)
        .columns(["guardian_id", "created_at"])
        .execute();
      await db.schema
        .createIndex(`${table}_session_created_idx`)
        .on(table)
        .columns(["portal_session_id", "created_at"])
        .execute();
    }
  },
};
