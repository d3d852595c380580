import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// A minor on a class's waitlist (issue 28): staff note her guardian, whose phone is the one
// given, as the public form asks for a minor. Null: an adult, or a row added before.
export const waitlistGuardian: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("class_waitlist").addColumn("guardian_name", "text").execute();
  },
};
