import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// The users-and-security tab shows when each account last signed in.
export const userLastLogin: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("users").addColumn("last_login_at", "text").execute();
  },
};
