import { type Migration, sql } from "kysely";
import { addColumn } from "../migration-helpers.ts";

// Issue 35 finding 6: an erased payer record is marked by the instant of its erasure, which the
// portal reads (no session, no new link for it) instead of comparing its name with the
// placeholder. Records erased before this migration carry the placeholder name: they get their
// last update's instant.
export const guardianAnonymized: Migration = {
  async up(db) {
    await addColumn(db, "guardians", "anonymized_at", "text");
    await db
      .updateTable("guardians")
      .set({ anonymized_at: sql.ref("updated_at") })
      .where("full_name", "=", sql<string>`'Persona eliminada #' || cast(id as text)`)
      .execute();
  },
};
