import { type Migration, sql } from "kysely";
import { column, createIndex, tableWithId } from "../migration-helpers.ts";

/**
 * A teacher's pay rate (whole percent, 0–100) kept as periods, like her assignments: each row
 * says "from this day on, this rate"; a new rate is a new row, so past months keep theirs.
 *
 * Seeded so that no month's pay changes: every owner-status change becomes a period at its date
 * with the default of that role (owner 100 %, instructor 50 %), in the order recorded; a
 * teacher without any status row gets her current role's default from her first assignment,
 * or from a far past date when she has none. The first period covers the months before it.
 */
export const teacherRatePeriods: Migration = {
  async up(db) {
    await tableWithId(db, "teacher_rate_periods")
      .addColumn("teacher_id", "integer", column.references("teachers.id"))
      .addColumn("effective_from", "text", column.notNull)
      .addColumn("percent", "integer", column.notNull)
      .addColumn("recorded_at", "text", column.notNull)
      .execute();
    await createIndex(db, "teacher_rate_periods_teacher_idx", "teacher_rate_periods", [
      "teacher_id",
      "id",
    ]);
    await sql`
      INSERT INTO teacher_rate_periods (teacher_id, effective_from, percent, recorded_at)
      SELECT teacher_id, effective_from,
             CASE WHEN is_studio_owner = 1 THEN 100 ELSE 50 END, recorded_at
      FROM teacher_status_changes
      ORDER BY id`.execute(db);
    await sql`
      INSERT INTO teacher_rate_periods (teacher_id, effective_from, percent, recorded_at)
      SELECT t.id,
             COALESCE((SELECT MIN(a.assigned_from) FROM teacher_assignments a
                       WHERE a.teacher_id = t.id), '2000-01-01'),
             CASE WHEN t.is_studio_owner = 1 THEN 100 ELSE 50 END, t.created_at
      FROM teachers t
      WHERE NOT EXISTS (SELECT 1 FROM teacher_status_changes s WHERE s.teacher_id = t.id)
      ORDER BY t.id`.execute(db);
  },
};
