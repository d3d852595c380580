import path from "node:path";
import type { Config } from "./config.ts";
import { createDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: Pick<Config, "DATABASE_URL" | "DATA_DIR">) {
  const db = createDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.DATA_DIR, "nova.sqlite"),
  });
  await migrateToLatest(db);
  return db;
}
