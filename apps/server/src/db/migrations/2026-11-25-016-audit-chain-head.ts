import type { Migration } from "kysely";
import { GENESIS_HASH } from "../audit-hash.ts";
import { column } from "../migration-helpers.ts";

// The chain alone cannot tell its newest rows were deleted: what is left still links up. One
// row records the chain's end (the newest row's id and hash, and how many rows it has), moved
// in the transaction of each audit insert, so the check can compare where the chain ends with
// where it should. Seeded here from the rows chained so far.
export const auditChainHead: Migration = {
  async up(db) {
    await db.schema
      .createTable("audit_chain_head")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("last_id", "integer", column.notNull)
      .addColumn("last_hash", "text", column.notNull)
      .addColumn("row_count", "integer", column.notNull)
      .execute();
    const newest = await db
      .selectFrom("audit_log")
      .select(["id", "hash"])
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    const count = await db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    await db
      .insertInto("audit_chain_head")
      .values({
        id: 1,
        last_id: newest?.id ?? 0,
        last_hash: newest?.hash ?? GENESIS_HASH,
        row_count: Number(count.n),
      })
      .execute();
  },
};
