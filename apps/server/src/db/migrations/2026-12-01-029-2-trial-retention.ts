import type { Migration } from "kysely";
import { addColumn } from "../migration-helpers.ts";

// Retention (issue 29): a trial-class request that did not become a student is anonymised once
// its term passes; the row stays (the conversion report still counts it) and says when.
export const trialRetention: Migration = {
  async up(db) {
    await addColumn(db, "trial_requests", "anonymized_at", "text");
  },
};
