import type { Migration } from "kysely";

// A second data version, for money (db/data-version.ts): row 1 keeps counting every other
// record's writes, row 2 starts at row 1's value so no key of before can repeat.
export const cacheTopics: Migration = {
  async up(db) {
    const current = await db
      .selectFrom("data_version")
      .select("version")
      .where("id", "=", 1)
      .executeTakeFirst();
    await db
      .insertInto("data_version")
      .values({ id: 2, version: Number(current?.version ?? 0) })
      .execute();
  },
};
