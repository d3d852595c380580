import cluster, { type Worker } from "node:cluster";
import type { FastifyBaseLogger } from "fastify";

// Why several processes: better-sqlite3 runs every query on the event-loop thread, so one
// process uses one core and a report being computed stalls every other request. Node's cluster
// lets N processes share the port (the primary hands each connection to a worker in turn); on
// SQLite they share the WAL database file (readers never block, writers take turns: see `begin
// immediate` in db/database.ts), on PostgreSQL each has its own pool. Everything that must be
// shared already lives in the database: the read cache's data version, the signing secret,
// the login throttle. The primary migrates, creates the first admin and runs the backups; the
// workers only serve requests.

// A worker that dies after start-up is replaced, but not in a tight loop.
const RESTART_DELAY_MS = 1_000;

export interface WorkerPool {
  /** Asks every worker to finish its requests and exit; resolves when all have. */
  stop: () => Promise<void>;
}

/**
 * A request makes hundreds of short-lived objects (query trees, rows, the answer's JSON): with
 * V8's default 16 MB semi-space the young generation was collected every few requests, 5 % of a
 * worker's CPU under the bench's reads. 32 MB gave the mixed scenario 3–14 % more reads and up
 * to 10 % more payments (alternated runs, issue 37); 64 MB gave no more. Left as the operator set
 * it when NODE_OPTIONS or the command line already says.
 */
export function workerHeapFlags(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions = process.env.NODE_OPTIONS ?? "",
): string[] {
  const set = [...execArgv, nodeOptions].some((arg) => arg.includes("--max-semi-space-size"));
  return set ? [] : ["--max-semi-space-size=32"];
}

/**
 * Forks `count` workers one after another and resolves once all listen. If one fails to start
 * (port taken, bad database), it has printed its one-line reason: the others are stopped and the
 * promise rejects, so the primary exits with 1 without repeating it.
 */
export async function startWorkers(
  count: number,
  entry: string,
  log: FastifyBaseLogger,
): Promise<WorkerPool> {
  // The workers run the bundle's own entry (not whatever script launched the primary), with the
  // source maps the primary has and a larger young generation (workerHeapFlags).
  cluster.setupPrimary({
    exec: entry,
    execArgv: [...process.execArgv, "--enable-source-maps", ...workerHeapFlags()],
  });
  let stopping = false;
  const workers = new Set<Worker>();

  const start = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      workers.add(worker);
      let listening = false;
      worker.once("listening", () => {
        listening = true;
        resolve();
      });
      worker.once("exit", (code, signal) => {
        workers.delete(worker);
        if (!listening) return reject(new WorkerStartError(code));
        // 0: it was asked to stop (a Ctrl-C reaches every process of the terminal at once).
        if (stopping || code === 0) return;
        log.error({ pid: worker.process.pid, code, signal }, "un proceso del servidor terminó");
        restartLater();
      });
    });
  const restartLater = () => {
    setTimeout(() => {
      if (!stopping) start().catch(restartLater);
    }, RESTART_DELAY_MS).unref();
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
  };

  try {
    // One at a time: a port that is taken is then reported by one worker, once.
    for (let i = 0; i < count; i++) await start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** A worker exited before it listened; it has already printed why. */
export class WorkerStartError extends Error {
  constructor(readonly exitCode: number | null) {
    super(`un proceso del servidor no pudo iniciar (código ${exitCode})`);
  }
}
