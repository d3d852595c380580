import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// Redacting an erased person from old audit rows (issue 29, docs/decisions/0058): a redacted row keeps its hash and points at the chained audit row that
// redacted it (`redacted_by`), which lists the row's original hash and the hash of what it says
// now. A consent given by a guardian for her student (a minor's consent, Ley 21.719) names her
// (`guardian_id`), so it follows her record: her export lists it, her erasure anonymises it;
// a rights request can be about her too.
export const auditRedaction: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("audit_log").addColumn("redacted_by", "integer").execute();
    await db.schema
      .alterTable("consents")
      .addColumn("guardian_id", "integer", (c) => c.references("guardians.id"))
      .execute();
    await db.schema
      .createIndex("consents_guardian_idx")
      .on("consents")
      .columns(["guardian_id", "purpose"])
      .execute();
    // A rights request can be about a guardian's own data.
    await db.schema
      .alterTable("privacy_requests")
      .addColumn("guardian_id", "integer", (c) => c.references("guardians.id"))
      .execute();
  },
};
