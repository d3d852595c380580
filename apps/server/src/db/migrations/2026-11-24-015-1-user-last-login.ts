import type { Migration } from "kysely";
import { type AnyDb, addColumn } from "../migration-helpers.ts";

// The users-and-security tab shows when each account last signed in.
export const userLastLogin: Migration = {
  async up(db: AnyDb) {
    await addColumn(db, "users", "last_login_at", "text");
  },
};
