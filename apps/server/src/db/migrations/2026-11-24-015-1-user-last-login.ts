import type { Migration } from "kysely";
import { addColumn } from "../migration-helpers.ts";

// The users-and-security tab shows when each account last signed in.
export const userLastLogin: Migration = {
  async up(db) {
    await addColumn(db, "users", "last_login_at", "text");
  },
};
