import type { Migration } from "kysely";
import { type AnyDb, addColumn, createIndex, mayReference } from "../migration-helpers.ts";

// A teacher's own login (issue 27): an account of role 'teacher' belongs to one teacher record.
// At most one account per teacher, so "her classes" is never ambiguous.
export const teacherRole: Migration = {
  async up(db: AnyDb) {
    await addColumn(db, "users", "teacher_id", "integer", mayReference("teachers.id"));
    await createIndex(db, "users_teacher_id_unique", "users", "teacher_id", { unique: true });
  },
};
