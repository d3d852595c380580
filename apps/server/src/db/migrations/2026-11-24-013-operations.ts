import type { Migration } from "kysely";
import { type AnyDb, createTableWithId, notNull } from "../migration-helpers.ts";

// What several instances on one database must share, and what the backups record.
export const operations: Migration = {
  async up(db: AnyDb) {
    // One row, bumped inside every write's transaction: its row lock orders the writes, so a
    // version that an instance can see implies every write numbered up to it is visible too
    // (audit_log ids are taken at INSERT and become visible at COMMIT, out of order).
    await db.schema
      .createTable("data_version")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("version", "bigint", notNull)
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
      .addColumn("value", "text", notNull)
      .execute();

    // Failed logins per username and address, shared by every instance.
    await db.schema
      .createTable("login_failures")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("failures", "integer", notNull)
      .addColumn("first_at", "text", notNull)
      .execute();

    await createTableWithId(db, "backup_runs")
      .addColumn("at", "text", notNull)
      .addColumn("file", "text", notNull)
      .addColumn("size_bytes", "bigint", notNull)
      .addColumn("counts", "text", notNull)
      .execute();
  },
};
