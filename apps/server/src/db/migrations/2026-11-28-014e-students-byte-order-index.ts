import { type Migration, sql } from "kysely";
import { isPostgres } from "../database.ts";

export const studentsByteOrderIndex: Migration = {
  async up(db) {
    // The students list is read in sort-key order, byte by byte, then by id (byteOrder in
    // lib/db-helpers.ts), a page at a time. The old index could not give that order: on
    // PostgreSQL it had the database's collation, which the query's `collate "C"` cannot use;
    // on SQLite, without statistics, the newer status index won the `deleted_at is null`
    // lookup. Every page sorted all the live students (1.2 ms on PostgreSQL, 2 ms for a last
    // page on SQLite, 2,000 students). Each engine gets the index its planner reads in order:
    // PostgreSQL does not take `deleted_at is null` as fixing a first column (a partial index
    // of the live students), SQLite does (and then prefers the index that also sorts).
    await db.schema.dropIndex("students_sort_idx").execute();
    await (isPostgres(db)
      ? sql`create index students_live_sort_idx on students (sort_key collate "C", id)
            where deleted_at is null`
      : sql`create index students_live_sort_idx on students (deleted_at, sort_key, id)`
    ).execute(db);
  },
};
