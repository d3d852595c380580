// `npm run backup`: a verified backup now, into DATA_DIR/backups (SQLite's backup API, or
// pg_dump on PostgreSQL). Safe while the server runs.
import { describeCounts } from "../modules/backups/backups.repository.ts";
import { createBackup } from "../modules/backups/backups.service.ts";
import { runOrExit, type StartupFacts } from "../process/startup-errors.ts";
import { withCommandDatabase } from "./command-database.ts";

const facts: StartupFacts = {};
await runOrExit(
  () =>
    withCommandDatabase(async (db, dataDir, config) => {
      const done = await createBackup(
        db,
        { dataDir, databaseUrl: config.DATABASE_URL, auditKey: config.AUDIT_KEY },
        new Date(),
      );
      console.log(`Respaldo creado: ${done.file} (${(done.sizeBytes / 1_048_576).toFixed(2)} MB)`);
      console.log(`Verificado (integrity_check ok). Filas: ${describeCounts(done.counts)}`);
    }, facts),
  facts,
);
