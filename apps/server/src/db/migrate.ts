import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Database } from "./database.ts";
import { initial } from "./migrations/2026-11-23-001-initial.ts";
import { reportIndexes } from "./migrations/2026-11-23-002-report-indexes.ts";
import { userLastLogin } from "./migrations/2026-11-24-015-1-user-last-login.ts";
import { auditChain } from "./migrations/2026-11-24-015-2-audit-chain.ts";
import { feeWaivers } from "./migrations/2026-11-24-015-3-fee-waivers.ts";
import { cashCloses } from "./migrations/2026-11-24-015-4-cash-closes.ts";

// Migrations are imported statically (not read from a folder) so they work the same under tsx,
// in tests and from any working directory. Names sort in the order they must run.
const migrations: Record<string, Migration> = {
  "2026-11-23-001-initial": initial,
  "2026-11-23-002-report-indexes": reportIndexes,
  "2026-11-24-015-1-user-last-login": userLastLogin,
  "2026-11-24-015-2-audit-chain": auditChain,
  "2026-11-24-015-3-fee-waivers": feeWaivers,
  "2026-11-24-015-4-cash-closes": cashCloses,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`La migración ${failed?.migrationName ?? ""} falló: ${reason}`);
  }
}
