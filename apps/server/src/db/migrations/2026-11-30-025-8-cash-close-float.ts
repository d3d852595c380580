import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type AnyDb = Kysely<any>;

// The opening float (fondo de caja) of a day is stored with its close: expected cash is the
// float plus the day's live cash. Closes made before it kept no float: 0, as they were counted.
export const cashCloseFloat: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable("cash_closes")
      .addColumn("opening_float", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
