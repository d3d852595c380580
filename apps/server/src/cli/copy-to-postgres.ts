// `npm run copy-to-postgres -- postgres://usuario@host/base`: copies the SQLite database of
// DATA_DIR into an empty PostgreSQL database and checks rows per table and payment totals.
// Then start the server with DATABASE_URL set to that address (docs/operations.md).
import fs from "node:fs";
import { factsOf, loadConfig } from "../config.ts";
import { createDatabase } from "../db/database.ts";
import { sqliteFileOf } from "../db/open-database.ts";
import { copyToPostgres } from "../process/copy-to-postgres.ts";
import { secureDataDirForCommand } from "../process/data-dir-modes.ts";
import { whileHoldingDataDir } from "../process/server-pid.ts";
import { OperatorError, runOrExit, type StartupFacts } from "../process/startup-errors.ts";

const facts: StartupFacts = {};
await runOrExit(async () => {
  const url = process.argv[2];
  if (!url?.match(/^postgres(ql)?:\/\//)) {
    console.error("Uso: npm run copy-to-postgres -- postgres://usuario@host:5432/base");
    return 2;
  }
  // The source is always the SQLite file of DATA_DIR, whatever DATABASE_URL says.
  const config = loadConfig({ ...process.env, DATABASE_URL: "" });
  const { dataDir } = Object.assign(facts, factsOf(config), { databaseUrl: url });
  secureDataDirForCommand(dataDir);
  if (!fs.existsSync(sqliteFileOf(dataDir))) {
    throw new OperatorError(
      `No hay base SQLite en ${sqliteFileOf(dataDir)} (DATA_DIR): nada que copiar.`,
    );
  }
  // Holding the folder: no server writes to the SQLite file while it is copied.
  await whileHoldingDataDir(
    dataDir,
    (holder) =>
      new OperatorError(
        `El servidor está en marcha sobre ${dataDir} ${holder}: deténlo antes de copiar, o la copia no tendría lo último.`,
      ),
    async () => {
      const source = createDatabase({ sqliteFile: sqliteFileOf(dataDir) });
      const target = createDatabase({ databaseUrl: url, applicationName: "nova-cli" });
      try {
        const copied = await copyToPostgres(source, target);
        for (const [table, n] of Object.entries(copied.rows)) console.log(`  ${table}: ${n} filas`);
        console.log(
          `Copia verificada: mismas filas por tabla y mismo total de pagos (${copied.paymentsTotal} pesos; vigentes ${copied.livePaymentsTotal}).`,
        );
      } finally {
        await source.destroy();
        await target.destroy();
      }
    },
  );
}, facts);
