import type { Migration } from "kysely";
import { addColumn, column, createIndex } from "../migration-helpers.ts";

// Redacting an erased person from old audit rows (issue 29, docs/decisions/0058): a redacted row keeps its hash and points at the chained audit row that
// redacted it (`redacted_by`), which lists the row's original hash and the hash of what it says
// now. A consent given by a guardian for her student (a minor's consent, Ley 21.719) names her
// (`guardian_id`), so it follows her record: her export lists it, her erasure anonymises it;
// a rights request can be about her too.
export const auditRedaction: Migration = {
  async up(db) {
    await addColumn(db, "audit_log", "redacted_by", "integer");
    await addColumn(
      db,
      "consents",
      "guardian_id",
      "integer",
      column.optionalReference("guardians.id"),
    );
    await createIndex(db, "consents_guardian_idx", "consents", ["guardian_id", "purpose"]);
    // A rights request can be about a guardian's own data.
    await addColumn(
      db,
      "privacy_requests",
      "guardian_id",
      "integer",
      column.optionalReference("guardians.id"),
    );
  },
};
