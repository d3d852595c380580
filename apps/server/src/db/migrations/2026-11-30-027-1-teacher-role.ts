import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// A teacher's own login (issue 27): an account of role 'teacher' belongs to one teacher record.
// At most one account per teacher, so "her classes" is never ambiguous.
export const teacherRole: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable("users")
      .addColumn("teacher_id", "integer", (c) => c.references("teachers.id"))
      .execute();
    await db.schema
      .createIndex("users_teacher_id_unique")
      .on("users")
      .column("teacher_id")
      .unique()
      .execute();
  },
};
