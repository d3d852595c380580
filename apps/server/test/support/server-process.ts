import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach } from "vitest";

// The server as an operator runs it: the bundled apps/server/dist/main.js under plain node
// (global-setup.ts builds it when its sources changed).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
export const SERVER_MAIN = path.join(repoRoot, "apps/server/dist/main.js");

/** Runs an operator command of the bundle (`npm run backup` runs dist/cli/backup.js). */
export function runCommand(name: string, env: Record<string, string>, args: string[] = []) {
  return spawnSync(
    process.execPath,
    [path.join(path.dirname(SERVER_MAIN), "cli", `${name}.js`), ...args],
    {
      env: { PATH: process.env.PATH ?? "", ...env },
      encoding: "utf8",
    },
  );
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Resolves when stdout (or stderr) matches, rejects after `timeoutMs`. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  exited: Promise<number | null>;
  /** Resolves once /api/health answers 200; rejects if the process exits first. */
  healthy: () => Promise<void>;
  stop: () => Promise<number | null>;
}

/**
 * Starts `node apps/server/dist/main.js` with only the given environment (plus PATH); `ipc`:
 * with an IPC channel, as a supervisor such as PM2 starts it.
 */
export function startServer(
  env: Record<string, string>,
  port: number,
  { ipc = false }: { ipc?: boolean } = {},
): ServerProcess {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  const listeners = new Set<() => void>();
  child.stdout?.on("data", (chunk) => {
    out += chunk;
    for (const l of listeners) l();
  });
  child.stderr?.on("data", (chunk) => {
    err += chunk;
    for (const l of listeners) l();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    url,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor: (pattern, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(out) || pattern.test(err)) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timeout waiting for ${pattern}\nstdout: ${out}\nstderr: ${err}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    healthy: async () => {
      for (let i = 0; i < 300; i++) {
        if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) return;
        if (child.exitCode !== null) throw new Error(`the server exited: ${err}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server did not become healthy: ${err}`);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/**
 * A test file's way to start servers: each one started through the function answered is stopped
 * after its test, passed or failed, so no server outlives the test that wanted it.
 */
export function serversStoppedAfterEach() {
  const running: ServerProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
  });
  return (env: Record<string, string>, port: number, options?: { ipc?: boolean }) => {
    const server = startServer(env, port, options);
    running.push(server);
    return server;
  };
}

/** Sends a JSON request to a running server and returns status, headers and parsed body. */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields one by one
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
