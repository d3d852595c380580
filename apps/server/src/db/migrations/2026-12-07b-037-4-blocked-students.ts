import type { Migration } from "kysely";
import { createIndex } from "../migration-helpers.ts";

// Issue 37: every list of students leaves out the blocked ones (Ley 21.719), read once per
// statement as a list (records/people/students.ts). The privacy rows are one per student who
// has any (health notes, consents' holds); the blocked among them are a handful: this index
// holds only those, so the list costs what they are, not what the table is.
export const blockedStudents: Migration = {
  async up(db) {
    await createIndex(db, "student_privacy_blocked_idx", "student_privacy", "student_id", {
      where: { blocked: 1 },
    });
  },
};
