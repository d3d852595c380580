import type { Migration } from "kysely";

// Issue 37: the kept owed months follow the audit trail to learn which students a write changed
// (records/ledger/ledger-changes.ts). A write made behind the API leaves no audit row: it moves
// this third row instead (the ledger's epoch), and every kept month is computed again.
export const ledgerEpoch: Migration = {
  async up(db) {
    await db.insertInto("data_version").values({ id: 3, version: 0 }).execute();
  },
};
