import { sql } from "kysely";
import { type Database, isPostgres } from "./database.ts";

// PostgreSQL plans from its statistics, which only ANALYZE (or autovacuum, when it comes round)
// gathers: right after a bulk load (a restore, a copy from SQLite, a seed, a migration that
// rewrote a table) the planner guesses, and on the ledger's joins a guess was seconds instead of
// milliseconds (issue 37). Whatever loads or reshapes data calls this when done. SQLite is left
// alone: its plans here come from the indexes alone (guarded by the plan tests), and statistics
// tables (sqlite_stat1) would make them depend on the data instead.

/**
 * Gathers the planner's statistics of every table (PostgreSQL; nothing on SQLite). `vacuum`:
 * also clear the dead row versions a load left (the payment totals' trigger rewrites its rows
 * once per payment loaded), as `vacuum analyze`; it cannot run inside a transaction.
 */
export async function analyzeDatabase(
  db: Database,
  options: { vacuum?: boolean } = {},
): Promise<void> {
  if (!isPostgres(db)) return;
  if (options.vacuum) await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
}
