import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// Retention (issue 29): a trial-class request that did not become a student is anonymised once
// its term passes; the row stays (the conversion report still counts it) and says when.
export const trialRetention: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("trial_requests").addColumn("anonymized_at", "text").execute();
  },
};
