import path from "node:path";
import { fileURLToPath } from "node:url";
import rootPackage from "../../../package.json" with { type: "json" };
import { buildApp } from "./app.ts";
import { type Config, factsOf, loadConfig } from "./config.ts";
import { ensureAdminUser } from "./modules/auth/bootstrap-admin.ts";
import { loadJwtSecret } from "./modules/auth/secret.ts";
import { startBackupSchedule } from "./modules/backups/backup-schedule.ts";
import { openDatabase, sqliteFileOf } from "./open-database.ts";
import { removeServerPidFile, writeServerPidFile } from "./server-pid.ts";
import {
  describePostgresUrl,
  ensureWritableDataDir,
  runOrExit,
  type StartupFacts,
} from "./startup-errors.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

function printGeneratedPassword(username: string, password: string) {
  // Printed once, on the first start only: it is not stored anywhere in clear text.
  console.log(
    [
      "",
      "================================================================",
      " Primer inicio: se creó el usuario administrador.",
      `   Usuario:    ${username}`,
      `   Contraseña: ${password}`,
      " Guárdala ahora; no se volverá a mostrar.",
      " (Para cambiarla: npm run user -- reset-password admin)",
      "================================================================",
      "",
    ].join("\n"),
  );
}

function banner(config: Config, dataDir: string) {
  const engine = config.DATABASE_URL
    ? `PostgreSQL ${describePostgresUrl(config.DATABASE_URL)}`
    : `SQLite ${sqliteFileOf(dataDir)}`;
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  return `NOVA ${rootPackage.version} · base de datos: ${engine} · carpeta de datos: ${dataDir} · http://${host}:${config.PORT}`;
}

async function main(facts: StartupFacts) {
  const config = loadConfig();
  const { dataDir } = Object.assign(facts, factsOf(config));
  ensureWritableDataDir(dataDir);

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const db = await openDatabase(
    { DATABASE_URL: config.DATABASE_URL, DATA_DIR: dataDir },
    {
      onConnectionLost: (error) =>
        app?.log.warn(
          { err: error.message },
          "PostgreSQL cerró una conexión; se abrirá otra en la próxima consulta",
        ),
    },
  );
  app = await buildApp({
    db,
    jwtSecret: await loadJwtSecret(db, { dataDir, configured: config.JWT_SECRET }),
    webDist: config.WEB_DIST ?? path.resolve(here, "../../web/dist"),
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
  });
  app.log.info(banner(config, dataDir));

  const backups = startBackupSchedule({
    db,
    dataDir,
    databaseUrl: config.DATABASE_URL,
    log: app.log,
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing || !app) return;
    closing = true;
    app.log.info({ signal }, "cerrando el servidor");
    try {
      backups.stop();
      await app.close();
      await db.destroy();
      removeServerPidFile(dataDir);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error al cerrar");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  writeServerPidFile(dataDir);
  // Only now: had the port been taken, the admin would exist with a password nobody saw.
  const admin = await ensureAdminUser(
    db,
    { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
    new Date(),
  );
  if (admin.created && admin.generatedPassword) {
    printGeneratedPassword(admin.username, admin.generatedPassword);
  }
  backups.start();
}

const facts: StartupFacts = {};
await runOrExit(() => main(facts), facts);
