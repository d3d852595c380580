import type { Migration } from "kysely";
import { addColumn } from "../migration-helpers.ts";

// The opening float (fondo de caja) of a day is stored with its close: expected cash is the
// float plus the day's live cash. Closes made before it kept no float: 0, as they were counted.
export const cashCloseFloat: Migration = {
  async up(db) {
    await addColumn(db, "cash_closes", "opening_float", "integer", (c) => c.notNull().defaultTo(0));
  },
};
