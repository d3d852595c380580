import cluster from "node:cluster";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import rootPackage from "../../../package.json" with { type: "json" };
import { buildApp } from "./app.ts";
import { type Config, factsOf, loadConfig } from "./config.ts";
import { createDatabase, type Database } from "./db/database.ts";
import { openDatabase, sqliteFileOf } from "./db/open-database.ts";
import { ensureAdminUser } from "./modules/auth/bootstrap-admin.ts";
import { loadJwtSecret } from "./modules/auth/secret.ts";
import { startBackupSchedule } from "./modules/backups/backup-schedule.ts";
import { RequestQueryCounter } from "./plugins/query-count-header.ts";
import { startWorkers, WorkerStartError } from "./process/cluster.ts";
import { createOwnerOnlyFiles, tightenDataDir } from "./process/data-dir-modes.ts";
import { listeningLine } from "./process/listen-urls.ts";
import { chooseLogFormat, createLogger } from "./process/logger.ts";
import {
  describeHolder,
  removeServerPidFile,
  tryHoldDataDir,
  writeServerPidFile,
} from "./process/server-pid.ts";
import {
  describePostgresUrl,
  ensureWritableDataDir,
  OperatorError,
  runOrExit,
  type StartupFacts,
} from "./process/startup-errors.ts";

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

function banner(config: Config, dataDir: string, processes: number) {
  const engine = config.DATABASE_URL
    ? `PostgreSQL ${describePostgresUrl(config.DATABASE_URL)}`
    : `SQLite ${sqliteFileOf(dataDir)}`;
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  return `NOVA ${rootPackage.version} · base de datos: ${engine} · carpeta de datos: ${dataDir} · http://${host}:${config.PORT} · ${processes === 1 ? "1 proceso" : `${processes} procesos`}`;
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** Readable lines at a terminal, JSON for a log collector (LOG_FORMAT decides when set). */
function serverLogger(config: Config) {
  return createLogger({
    level: config.LOG_LEVEL,
    format: chooseLogFormat(config.LOG_FORMAT, process.stdout.isTTY === true),
  });
}

function migratedLine(applied: number) {
  if (applied === 0) return "Base de datos al día";
  return `Base de datos al día (${applied === 1 ? "1 migración aplicada" : `${applied} migraciones aplicadas`})`;
}

/** Builds the app on an open database and listens; used by a lone server and by each worker. */
async function serve(
  config: Config,
  dataDir: string,
  db: Database,
  log: FastifyBaseLogger,
  onApp: (app: App) => void,
  queryCounter: RequestQueryCounter | undefined,
) {
  const app = await buildApp({
    db,
    jwtSecret: await loadJwtSecret(db, { dataDir, configured: config.JWT_SECRET }),
    webDist: config.WEB_DIST ?? path.resolve(here, "../../web/dist"),
    loggerInstance: log,
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
    dataDir,
    auditKey: config.AUDIT_KEY,
    // Under overload, a quick Spanish 503 with Retry-After (issue 37, decision 0075).
    loadShedding: {},
    queryCounter,
  });
  onApp(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  return app;
}

function databaseOptions(
  config: Config,
  log: () => FastifyBaseLogger | undefined,
  queryCounter?: RequestQueryCounter,
) {
  return {
    poolSize: config.DATABASE_POOL_SIZE,
    onQuery: queryCounter?.onQuery,
    onConnectionLost: (error: Error) =>
      log()?.warn(
        { err: error.message },
        "PostgreSQL cerró una conexión; se abrirá otra en la próxima consulta",
      ),
  };
}

/** Stops once on SIGTERM/SIGINT (and, in a worker, when its primary is gone). */
function onShutdown(log: () => FastifyBaseLogger | undefined, close: () => Promise<void>) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log()?.info({ signal }, "cerrando el servidor");
    try {
      await close();
      process.exit(0);
    } catch (error) {
      log()?.error({ err: error }, "error al cerrar");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  if (cluster.isWorker) process.on("disconnect", () => void shutdown("disconnect"));
}

/** A worker of the cluster: serves requests; the primary did the migrations. */
async function worker(config: Config, dataDir: string) {
  let app: App | undefined;
  const queryCounter = config.BENCH_QUERY_COUNT ? new RequestQueryCounter() : undefined;
  const db = createDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: sqliteFileOf(dataDir),
    ...databaseOptions(config, () => app?.log, queryCounter),
  });
  onShutdown(
    () => app?.log,
    async () => {
      await app?.close();
      await db.destroy();
    },
  );
  await serve(
    config,
    dataDir,
    db,
    serverLogger(config),
    (built) => {
      app = built;
    },
    queryCounter,
  );
}

/** Fails as listening would (port taken, no permission, foreign address) before anything is created. */
async function assertCanListen(config: Config) {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen({ port: config.PORT, host: config.HOST, exclusive: true }, () => resolve());
  });
  await new Promise((resolve) => probe.close(resolve));
}

async function main(facts: StartupFacts) {
  createOwnerOnlyFiles();
  const config = loadConfig();
  const { dataDir } = Object.assign(facts, factsOf(config));
  if (cluster.isWorker) return worker(config, dataDir);
  ensureWritableDataDir(dataDir);
  const looseModes = tightenDataDir(dataDir);
  // One data folder, one server: held until this process ends; its workers share it.
  const releaseDataDir = tryHoldDataDir(dataDir);
  if (!releaseDataDir) {
    throw new OperatorError(
      `Ya hay un servidor NOVA en marcha sobre la carpeta de datos ${dataDir} ${describeHolder(dataDir)}: solo un servidor por carpeta; detenga ese servidor o use otra carpeta (DATA_DIR).`,
    );
  }
  const processes = config.WEB_CONCURRENCY ?? os.availableParallelism();

  const log: FastifyBaseLogger = serverLogger(config);
  log.info(banner(config, dataDir, processes));
  // Counted only where requests are answered: a lone process here, else each worker.
  const queryCounter =
    config.BENCH_QUERY_COUNT && processes === 1 ? new RequestQueryCounter() : undefined;
  if (looseModes) log.warn(looseModes);
  const db = await openDatabase(
    { DATABASE_URL: config.DATABASE_URL, DATA_DIR: dataDir },
    {
      ...databaseOptions(config, () => log, queryCounter),
      onMigrated: (applied) => log.info(migratedLine(applied)),
    },
  );
  await assertCanListen(config);
  // Before the first request can arrive, so the server never answers while its only account is
  // missing; a generated password is printed once the server listens.
  const admin = await ensureAdminUser(
    db,
    { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
    new Date(),
  );
  const announceAdmin = () => {
    if (admin.created && admin.generatedPassword) {
      printGeneratedPassword(admin.username, admin.generatedPassword);
    }
  };
  let stopServing = async () => {};
  let stopBackups = () => {};
  // Registered before the first request is answered: a SIGTERM from then on stops cleanly.
  onShutdown(
    () => log,
    async () => {
      stopBackups();
      await stopServing();
      await db.destroy();
      removeServerPidFile(dataDir);
      releaseDataDir();
    },
  );
  // Before any worker answers: from the first request on, `npm run restore` must refuse.
  writeServerPidFile(dataDir);
  try {
    if (processes === 1) {
      const app = await serve(config, dataDir, db, log, () => {}, queryCounter);
      stopServing = () => app.close();
    } else {
      // Created here once, before the workers read it (two workers could both create one).
      await loadJwtSecret(db, { dataDir, configured: config.JWT_SECRET });
      stopServing = (await startWorkers(processes, fileURLToPath(import.meta.url), log)).stop;
    }
  } catch (error) {
    // The account exists now: its password must not be lost with the failed start.
    announceAdmin();
    removeServerPidFile(dataDir);
    await db.destroy();
    // A worker printed its one-line reason; the primary just ends with the same failure.
    if (error instanceof WorkerStartError) process.exit(1);
    throw error;
  }
  log.info(listeningLine(config.HOST, config.PORT));
  // A supervisor that started the server with an IPC channel (PM2's wait_ready, the bench)
  // learns here that every worker listens: the first answer only says that one of them does.
  process.send?.("ready");
  announceAdmin();
  const backups = startBackupSchedule({
    db,
    dataDir,
    databaseUrl: config.DATABASE_URL,
    auditKey: config.AUDIT_KEY,
    log,
  });
  backups.start();
  stopBackups = backups.stop;
}

const facts: StartupFacts = {};
await runOrExit(() => main(facts), facts);
