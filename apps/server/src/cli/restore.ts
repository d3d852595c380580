// `npm run restore -- <archivo>`: replaces the database with a backup (a name in
// DATA_DIR/backups or a path). Refuses while the server runs; keeps the current database in
// DATA_DIR/before-restore first.
import { factsOf, loadConfig } from "../config.ts";
import { createDatabase } from "../db/database.ts";
import { describeCounts } from "../modules/backups/backups.repository.ts";
import { restoreBackup } from "../modules/backups/backups.service.ts";
import { secureDataDirForCommand } from "../process/data-dir-modes.ts";
import { runOrExit, type StartupFacts } from "../process/startup-errors.ts";

const facts: StartupFacts = {};
await runOrExit(async () => {
  const file = process.argv[2];
  if (!file) {
    console.error("Uso: npm run restore -- <archivo de respaldo>  (ver DATA_DIR/backups)");
    return 2;
  }
  const config = loadConfig();
  const { dataDir } = Object.assign(facts, factsOf(config));
  secureDataDirForCommand(dataDir);
  const db = config.DATABASE_URL
    ? createDatabase({ databaseUrl: config.DATABASE_URL, applicationName: "nova-cli" })
    : undefined;
  try {
    const done = await restoreBackup(
      { dataDir, databaseUrl: config.DATABASE_URL, auditKey: config.AUDIT_KEY },
      file,
      new Date(),
      db,
    );
    console.log(
      `Restaurado el respaldo ${file}${done.takenAt ? ` tomado el ${done.takenAt}` : ""}.`,
    );
    console.log(`Filas: ${describeCounts(done.counts)}`);
    if (done.keptAside) console.log(`La base anterior quedó guardada en ${done.keptAside}`);
  } finally {
    await db?.destroy();
  }
}, facts);
