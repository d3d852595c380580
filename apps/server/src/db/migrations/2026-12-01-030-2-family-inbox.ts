import type { Migration } from "kysely";
import { addColumn, column, createIndex, tableWithId } from "../migration-helpers.ts";

// The staff inbox of families online (issue 30): why a transfer notice was rejected (the family
// reads it in the portal), and the correction requests families send from the portal, kept as
// their own rows so staff can mark each handled (until now only an audit row).
export const familyInbox: Migration = {
  async up(db) {
    await addColumn(db, "transfer_notices", "reject_reason", "text");
    await tableWithId(db, "correction_requests")
      .addColumn("guardian_id", "integer", column.references("guardians.id"))
      .addColumn("message", "text", column.notNull)
      .addColumn("created_at", "text", column.notNull)
      .addColumn("handled_at", "text")
      .addColumn("handled_by", "integer", column.optionalReference("users.id"))
      .addColumn("handled_note", "text")
      .execute();
    await createIndex(db, "correction_requests_open_idx", "correction_requests", [
      "handled_at",
      "id",
    ]);
  },
};
