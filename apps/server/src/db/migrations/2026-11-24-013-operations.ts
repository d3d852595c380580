import type { Migration } from "kysely";
import { column, tableWithId } from "../migration-helpers.ts";

// What several instances on one database must share, and what the backups record.
export const operations: Migration = {
  async up(db) {
    // One row, bumped inside every write's transaction: its row lock orders the writes, so a
    // version that an instance can see implies every write numbered up to it is visible too
    // (audit_log ids are taken at INSERT and become visible at COMMIT, out of order).
    await db.schema
      .createTable("data_version")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("version", "bigint", column.notNull)
      .execute();
    const newest = await db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    await db
      .insertInto("data_version")
      .values({ id: 1, version: Number(newest?.id ?? 0) })
      .execute();

    // The token signing secret when the data lives in PostgreSQL: created once, read by every
    // instance (a per-instance DATA_DIR file would make instances refuse each other's tokens).
    await db.schema
      .createTable("server_secrets")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", column.notNull)
      .execute();

    // Failed logins per username and address, shared by every instance.
    await db.schema
      .createTable("login_failures")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("failures", "integer", column.notNull)
      .addColumn("first_at", "text", column.notNull)
      .execute();

    await tableWithId(db, "backup_runs")
      .addColumn("at", "text", column.notNull)
      .addColumn("file", "text", column.notNull)
      .addColumn("size_bytes", "bigint", column.notNull)
      .addColumn("counts", "text", column.notNull)
      .execute();
  },
};
