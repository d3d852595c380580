// `npm run backup`: a verified backup now, into DATA_DIR/backups (SQLite's backup API, or
// pg_dump on PostgreSQL). Safe while the server runs.
import { factsOf, loadConfig } from "../config.ts";
import { openDatabase } from "../db/open-database.ts";
import { describeCounts } from "../modules/backups/backups.repository.ts";
import { createBackup } from "../modules/backups/backups.service.ts";
import { secureDataDirForCommand } from "../process/data-dir-modes.ts";
import { runOrExit, type StartupFacts } from "../process/startup-errors.ts";

const facts: StartupFacts = {};
await runOrExit(async () => {
  const config = loadConfig();
  const { dataDir } = Object.assign(facts, factsOf(config));
  secureDataDirForCommand(dataDir);
  const db = await openDatabase(
    { DATABASE_URL: config.DATABASE_URL, DATA_DIR: dataDir },
    { applicationName: "nova-cli" },
  );
  try {
    const done = await createBackup(
      db,
      { dataDir, databaseUrl: config.DATABASE_URL, auditKey: config.AUDIT_KEY },
      new Date(),
    );
    console.log(`Respaldo creado: ${done.file} (${(done.sizeBytes / 1_048_576).toFixed(2)} MB)`);
    console.log(`Verificado (integrity_check ok). Filas: ${describeCounts(done.counts)}`);
  } finally {
    await db.destroy();
  }
}, facts);
