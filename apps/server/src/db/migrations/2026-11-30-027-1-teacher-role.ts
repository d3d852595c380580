import type { Migration } from "kysely";
import { addColumn, column, createIndex } from "../migration-helpers.ts";

// A teacher's own login (issue 27): an account of role 'teacher' belongs to one teacher record.
// At most one account per teacher, so "her classes" is never ambiguous.
export const teacherRole: Migration = {
  async up(db) {
    await addColumn(db, "users", "teacher_id", "integer", column.optionalReference("teachers.id"));
    await createIndex(db, "users_teacher_id_unique", "users", "teacher_id", { unique: true });
  },
};
