import { type Migration, sql } from "kysely";

/**
 * Search now ignores ñ's tilde too ("munoz" finds "Muñoz"): the stored search texts of
 * students, teachers and classes had it, so it is folded the way the application now writes
 * them. Sort keys keep ñ apart and do not change.
 */
export const searchWithoutEnye: Migration = {
  async up(db) {
    for (const table of ["students", "teachers", "classes"]) {
      await db
        .updateTable(table)
        .set({ search_text: sql`replace(search_text, 'ñ', 'n')` })
        .where("search_text", "like", "%ñ%")
        .execute();
    }
  },
};
