import { type Migration, sql } from "kysely";
import { createIndex } from "../migration-helpers.ts";

export const dashboardAndUnpaidIndexes: Migration = {
  async up(db) {
    // The live payments of a month in (student, class) order: the paid side of "billed pairs
    // EXCEPT paid pairs" (the dashboard's unpaid months and the outstanding report) is read in
    // the order the engine merges it with the billed enrollments, with no sort. With the amount
    // it also answers a month's count and sum and its payers (compensation) alone: SQLite
    // prefers it for any filter on the month, so it must cover those reads too.
    await createIndex(
      db,
      "payments_month_pair_idx",
      "payments",
      ["payment_month", "student_id", "class_id", "amount"],
      { where: { deleted_at: null } },
    );
    // The latest live payments (the dashboard's activity): read backwards in the order shown,
    // stopping at the tenth; PostgreSQL otherwise sorted every payment of the last days.
    await createIndex(db, "payments_latest_idx", "payments", ["payment_date", "id"], {
      where: { deleted_at: null },
    });
    // The dashboard's contact-data alert and birthdays, from an index each instead of reading
    // every active student. The expressions are those dashboard.repository.ts queries, written
    // alike so that SQLite and PostgreSQL match them (dashboard.test.ts checks SQLite's plan).
    await sql`
      create index students_contact_gap_idx on students (deleted_at, status, (
        email is null or trim(email) = '' or phone is null or trim(phone) = ''
        or emergency_contact_name is null or trim(emergency_contact_name) = ''
        or emergency_contact_phone is null or trim(emergency_contact_phone) = ''))`.execute(db);
    await sql`
      create index students_birthday_idx
      on students (deleted_at, status, (substr(birth_date, 6, 5)))`.execute(db);
    // How many live students are active (the dashboard's counts) from the index alone.
    await createIndex(db, "students_status_idx", "students", ["deleted_at", "status"]);
  },
};
