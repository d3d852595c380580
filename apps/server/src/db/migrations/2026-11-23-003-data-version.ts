import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// One row counting committed writes: read caches on every instance compare against it, so a
// write through any instance invalidates them all (see plugins/read-cache.ts).
export const dataVersion: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("data_version")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("version", "integer", (c) => c.notNull())
      .execute();
    await db.insertInto("data_version").values({ id: 1, version: 1 }).execute();
  },
};
