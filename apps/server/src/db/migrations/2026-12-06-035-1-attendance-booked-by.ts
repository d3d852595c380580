import { type Migration, sql } from "kysely";
import { addColumn, column } from "../migration-helpers.ts";

// Issue 35: a teacher may put on her session's list only students enrolled in the class, those
// holding a make-up credit, or those the studio booked there. booked_by says who at the studio
// (an admin or reception account) first put a visitor on that session's list; it is set once and
// kept when a teacher later marks her, so the booking outlives marked_by. Visits staff already
// saved count as booked; those a teacher saved keep null and are judged by the credit rule.
export const attendanceBookedBy: Migration = {
  async up(db) {
    await addColumn(
      db,
      "attendance_marks",
      "booked_by",
      "integer",
      column.optionalReference("users.id"),
    );
    await sql`
      update attendance_marks set booked_by = marked_by
      where kind <> 'REGULAR'
        and marked_by in (select id from users where role <> 'teacher')`.execute(db);
  },
};
