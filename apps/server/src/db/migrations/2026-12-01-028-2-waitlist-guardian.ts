import type { Migration } from "kysely";
import { addColumn } from "../migration-helpers.ts";

// A minor on a class's waitlist (issue 28): staff note her guardian, whose phone is the one
// given, as the public form asks for a minor. Null: an adult, or a row added before.
export const waitlistGuardian: Migration = {
  async up(db) {
    await addColumn(db, "class_waitlist", "guardian_name", "text");
  },
};
