// The product as it runs in production: the bundled server under plain node in a child process
// (built here when stale), on a benchmark studio; and the bare Fastify server it is compared to.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { ensureBuilt, serverTarget, webTarget } from "../build.mjs";
import { PORT, WORKERS } from "./config.ts";
import { BENCH_ADMIN, type BenchStudio } from "./studio.ts";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  base: string;
  token: string;
  /** Whether the process is still running: a load that killed it broke the bench. */
  alive: () => boolean;
  stop: () => Promise<void>;
}

function track(child: ChildProcess, base: string) {
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  return {
    alive: () => !exited,
    stop: async () => {
      if (exited) return;
      const done = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await done;
    },
    waitForHealth: async (urlPath: string) => {
      for (let i = 0; i < 150; i++) {
        if (exited) throw new Error(`el proceso de ${base} terminó al arrancar`);
        try {
          const res = await fetch(`${base}${urlPath}`);
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`${base}${urlPath} no respondió`);
    },
  };
}

export async function startServer(
  studio: BenchStudio,
  { countQueries = false }: { countQueries?: boolean } = {},
): Promise<RunningServer> {
  // The web build too: the visitors and Lighthouse scenarios open `/`, the page it serves.
  ensureBuilt(webTarget);
  ensureBuilt(serverTarget);
  const base = `http://127.0.0.1:${PORT}`;
  // BENCH_CPU_PROFILE=dir: every server process (the workers inherit it) writes a V8 CPU
  // profile there when it stops, to see where a scenario's time goes.
  const profile = process.env.BENCH_CPU_PROFILE;
  const nodeArgs = profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, "apps/server/dist/main.js"], {
    cwd: root,
    // WEB_CONCURRENCY and any other setting of the caller pass through.
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: studio.dataDir,
      DATABASE_URL: studio.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      // The visitors scenario sends each visitor's own address as a proxy would (X-Forwarded-For):
      // the trial form's hourly limit is per address, and a burst of people is many addresses.
      TRUST_PROXY: "127.0.0.1",
      // The costs scenario's server: each answer says how many SQL statements it ran
      // (X-Nova-Queries). Never in production (config.ts), nor while measuring time.
      // One process: stopped right after a few requests, a second worker could still be starting.
      ...(countQueries ? { BENCH_QUERY_COUNT: "1", WEB_CONCURRENCY: "1" } : {}),
      // Portal links (the families scenario) are made from PUBLIC_URL only (issue 35).
      PUBLIC_URL: process.env.PUBLIC_URL || base,
    },
    // The IPC channel: the server says "ready" once every worker listens (main.ts).
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.on("message", (message) => {
      if (message === "ready") resolve();
    });
    child.once("exit", () => reject(new Error(`el servidor de ${base} terminó al arrancar`)));
  });
  // Read only after the health check, which reports an early exit itself.
  ready.catch(() => {});
  const proc = track(child, base);
  try {
    await proc.waitForHealth("/api/health");
    // The first answer comes from the first worker to listen: a load started then opened every
    // connection to it (kept alive for the whole scenario), so the warm-up warmed one worker
    // and the other met its first requests in the measured scenario.
    await ready;
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(BENCH_ADMIN),
    });
    if (!login.ok) throw new Error(`el inicio de sesión respondió ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    return { base, token, alive: proc.alive, stop: proc.stop };
  } catch (error) {
    await proc.stop();
    throw error;
  }
}

/** The bare Fastify server, with as many worker processes as the product. */
export async function startBareServer(): Promise<Omit<RunningServer, "token">> {
  const base = `http://127.0.0.1:${PORT + 1}`;
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "bare-server.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT + 1), WORKERS: String(WORKERS) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const proc = track(child, base);
  try {
    await proc.waitForHealth("/");
    return { base, alive: proc.alive, stop: proc.stop };
  } catch (error) {
    await proc.stop();
    throw error;
  }
}
