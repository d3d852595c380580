// A fresh install's first start, as a person makes it: `scripts/start.mjs` on an empty data
// folder, run by the node that runs this file. Passes when the server answers /api/health, a
// login with the first admin's password succeeds and a SIGTERM ends every process with 0.
// The server runs with the garbage collector forced to full collections often: on Node 24 a
// better-sqlite3 object the collector frees aborts the process (decision 0081), and a normal
// start collects too rarely for that to show every time.
// Usage: node scripts/ci/fresh-start.mjs [repo folder]   (plain JS: needs nothing built to run)
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const repo = path.resolve(process.argv[2] ?? ".");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-fresh-"));
const username = "admin";
const password = "Primer-Inicio-CI-2026";
const started = Date.now();

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.E2E_PORT ?? 0) || (await freePort());
const base = `http://127.0.0.1:${port}`;
let output = "";
const server = spawn(
  process.execPath,
  ["--gc-global", "--gc-interval=20000", "scripts/start.mjs"],
  {
    cwd: repo,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_USERNAME: username,
      ADMIN_PASSWORD: password,
      // Two processes: the primary migrates, a forked worker serves (where Node 24 died).
      WEB_CONCURRENCY: "2",
      DATABASE_URL: "",
      LOG_FORMAT: "json",
    },
    stdio: ["ignore", "pipe", "pipe"],
  },
);
server.stdout.on("data", (chunk) => {
  output += chunk;
});
server.stderr.on("data", (chunk) => {
  output += chunk;
});
const exited = new Promise((resolve) =>
  server.once("exit", (code, signal) => resolve({ code, signal })),
);
let ended = false;
exited.then(() => {
  ended = true;
});

function fail(reason) {
  console.error(
    `[fresh-start] node ${process.version}: ${reason}\n--- server output ---\n${output}`,
  );
  if (!ended) server.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

async function waitForHealth() {
  // Generous: a first start may build the app, and CI machines are shared.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (ended) fail("the server ended before it answered");
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return response.json();
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail("no answer on /api/health within 300 s");
}

const health = await waitForHealth();
if (health?.status !== "ok") fail(`health answered ${JSON.stringify(health)}`);
// Every worker answers in turn: a few requests reach both processes.
for (let i = 0; i < 4; i++) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const body = await login.json().catch(() => null);
  if (login.status !== 200 || typeof body?.token !== "string")
    fail(`login answered ${login.status} ${JSON.stringify(body)}`);
  const me = await fetch(`${base}/api/auth/me`, {
    headers: { authorization: `Bearer ${body.token}` },
  });
  if (me.status !== 200) fail(`/api/auth/me answered ${me.status}`);
}
server.kill("SIGTERM");
const { code, signal } = await exited;
if (code !== 0) fail(`the server ended with ${code ?? signal} after SIGTERM`);
if (/Assertion failed|Aborted/.test(output)) fail("a process aborted");
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  `[fresh-start] node ${process.version}: first start, health, login and stop ok in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
