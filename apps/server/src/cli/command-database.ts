import { type Config, factsOf, loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { secureDataDirForCommand } from "../process/data-dir-modes.ts";
import type { StartupFacts } from "../process/startup-errors.ts";

// What every operator command that works on the studio's database does around its own work:
// the data folder secured before anything is written in it, the database opened (and migrated)
// under the commands' application name, and closed whatever the work throws, so that the
// process can end.

/**
 * Runs `task` on the configured database. `facts` (when given) receives where the data lives
 * as soon as the configuration is read, for the error line of a failure.
 */
export async function withCommandDatabase<T>(
  task: (db: Database, dataDir: string, config: Config) => Promise<T>,
  facts: StartupFacts = {},
): Promise<T> {
  const config = loadConfig();
  const { dataDir } = Object.assign(facts, factsOf(config));
  secureDataDirForCommand(dataDir);
  const db = await openDatabase(
    { DATABASE_URL: config.DATABASE_URL, DATA_DIR: dataDir },
    { applicationName: "nova-cli" },
  );
  try {
    return await task(db, dataDir, config);
  } finally {
    await db.destroy();
  }
}

/**
 * Ends the process with the code the command returns; a failure prints its message alone and
 * ends with `failureCode`.
 */
export function exitWith(run: Promise<number>, failureCode: number): void {
  run.then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(failureCode);
    },
  );
}
