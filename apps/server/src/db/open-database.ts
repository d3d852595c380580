import path from "node:path";

import { createDatabase, type DatabaseOptions } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

/** Where the SQLite database of a data folder lives. */
export function sqliteFileOf(dataDir: string): string {
  return path.join(dataDir, "nova.sqlite");
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: { DATABASE_URL?: string | undefined; DATA_DIR: string },
  {
    onMigrated,
    ...options
  }: Pick<DatabaseOptions, "onConnectionLost" | "applicationName" | "onQuery" | "poolSize"> & {
    /** Told how many migrations were applied (0: the schema was up to date). */
    onMigrated?: (applied: number) => void;
  } = {},
) {
  const db = createDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: sqliteFileOf(config.DATA_DIR),
    ...options,
  });
  try {
    // Not `onMigrated?.(await …)`: an optional call skips evaluating its argument.
    const applied = await migrateToLatest(db);
    onMigrated?.(applied);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
