import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../../src/db/scratch-postgres-database.ts";
import { call, freePort, runCommand, serversStoppedAfterEach } from "../support/server-process.ts";
import { ADMIN } from "../support/test-app.ts";

// The data folder holds password hashes, personal data and the signing secret: only the account
// that runs NOVA may read it (issue 23 #9). And one folder has one server (#13): a second one
// refuses, the lock dies with its process, and restore refuses while a server holds the folder.

const launch = serversStoppedAfterEach();

beforeAll(() => {
  // What most machines have: files readable by everyone unless the program says otherwise.
  // The servers and commands started below inherit it.
  process.umask(0o022);
});

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "nova-folder-"));
}

function env(dataDir: string, extra: Record<string, string> = {}) {
  return {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "warn",
    WEB_CONCURRENCY: "1",
    ...extra,
  };
}

async function start(vars: Record<string, string>) {
  const server = launch(vars, await freePort());
  await server.healthy();
  return server;
}

/** Every folder and file under `dir` (two levels, as the data folder has) with its mode. */
function modes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (p: string, depth: number) => {
    const stat = fs.statSync(p);
    out[path.relative(dir, p) || "."] = (stat.mode & 0o777).toString(8).padStart(4, "0");
    if (stat.isDirectory() && depth < 2) {
      for (const name of fs.readdirSync(p)) visit(path.join(p, name), depth + 1);
    }
  };
  visit(dir, 0);
  return out;
}

function looseEntries(dir: string) {
  return Object.entries(modes(dir)).filter(([, mode]) => (Number.parseInt(mode, 8) & 0o077) !== 0);
}

function loosenEverything(dir: string) {
  for (const [name] of Object.entries(modes(dir))) {
    const p = path.join(dir, name);
    fs.chmodSync(p, fs.statSync(p).isDirectory() ? 0o755 : 0o644);
  }
}

describe.skipIf(process.platform === "win32")("file modes of the data folder", () => {
  it("creates the folder 0700 and every file in it 0600 (database, WAL, pid, lock, backups), whatever the umask", async () => {
    const dataDir = path.join(tempDir(), "datos");
    const server = await start(env(dataDir, { WEB_CONCURRENCY: "2" }));
    const login = await call(server.url, "POST", "/api/auth/login", { body: ADMIN });
    expect(login.status).toBe(200);
    expect(runCommand("backup", env(dataDir)).status).toBe(0);
    expect(
      runCommand("user", { ...env(dataDir), NOVA_PASSWORD: "otra-clave-123" }, ["add", "maria"])
        .status,
    ).toBe(0);

    const found = modes(dataDir);
    expect(found["."]).toBe("0700");
    expect(found.backups).toBe("0700");
    for (const name of [
      "nova.sqlite",
      "nova.sqlite-wal",
      "nova.sqlite-shm",
      "server.pid",
      "server.lock",
    ]) {
      expect(found[name], name).toBe("0600");
    }
    expect(Object.keys(found).some((n) => n.startsWith("backups/nova-"))).toBe(true);
    expect(found).not.toHaveProperty(["server.lock-journal"]);
    expect(looseEntries(dataDir)).toEqual([]);
  });

  it("tightens a folder left readable by everyone, with one Spanish warning, at the server's start and at a command's", async () => {
    const dataDir = tempDir();
    const first = await start(env(dataDir));
    expect(runCommand("backup", env(dataDir)).status).toBe(0);
    expect(await first.stop()).toBe(0);

    loosenEverything(dataDir);
    expect(looseEntries(dataDir).length).toBeGreaterThan(3);
    const server = await start(env(dataDir));
    const warnings = server
      .stdout()
      .split("\n")
      .filter((l) => l.includes("Permisos demasiado abiertos"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] as string).msg).toContain(dataDir);
    expect(looseEntries(dataDir)).toEqual([]);
    expect(await server.stop()).toBe(0);

    loosenEverything(dataDir);
    const backup = runCommand("backup", env(dataDir));
    expect(backup.status).toBe(0);
    const lines = backup.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Permisos demasiado abiertos en la carpeta de datos ${dataDir}`);
    expect(looseEntries(dataDir)).toEqual([]);
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
const hasPgDump = fs.existsSync("/usr/bin/pg_dump") || fs.existsSync("/usr/local/bin/pg_dump");

describe.skipIf(!baseUrl || !hasPgDump || process.platform === "win32")(
  "file modes of the data folder [postgres]",
  () => {
    it("keeps pg_dump's backups 0600 in a backups folder 0700", async () => {
      const created = await createPostgresDatabase(baseUrl as string, "nova_modes");
      try {
        const dataDir = path.join(tempDir(), "datos");
        const backup = runCommand("backup", env(dataDir, { DATABASE_URL: created.url }));
        expect(backup.status).toBe(0);
        expect(backup.stdout).toMatch(/\.dump /);
        expect(modes(dataDir)["."]).toBe("0700");
        expect(looseEntries(dataDir)).toEqual([]);
      } finally {
        await created.drop();
      }
    });
  },
);

describe("one server per data folder", () => {
  it("a second server on the same folder says so in Spanish and exits 1; the first keeps its pid file and restore still refuses", async () => {
    const dataDir = tempDir();
    const first = await start(env(dataDir, { WEB_CONCURRENCY: "2" }));
    const backup = runCommand("backup", env(dataDir));
    expect(backup.status).toBe(0);

    const second = launch(env(dataDir), await freePort());
    expect(await second.exited).toBe(1);
    const lines = second.stderr().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `Ya hay un servidor NOVA en marcha sobre la carpeta de datos ${dataDir}`,
    );
    expect(lines[0]).toContain(`(proceso ${first.child.pid})`);
    expect(second.stdout()).not.toContain("Contraseña");

    // The second one left the first's state alone.
    expect(fs.readFileSync(path.join(dataDir, "server.pid"), "utf8").trim()).toBe(
      String(first.child.pid),
    );
    const file = /Respaldo creado: (\S+)/.exec(backup.stdout)?.[1] as string;
    const refused = runCommand("restore", env(dataDir), [file]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("El servidor está en marcha");
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it("restore refuses while a server holds the folder even when its pid file is gone", async () => {
    const dataDir = tempDir();
    await start(env(dataDir));
    const backup = runCommand("backup", env(dataDir));
    const file = /Respaldo creado: (\S+)/.exec(backup.stdout)?.[1] as string;
    fs.rmSync(path.join(dataDir, "server.pid"));
    const refused = runCommand("restore", env(dataDir), [file]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("El servidor está en marcha");
  });

  it("the lock dies with its process: after kill -9 the next server starts on the folder", async () => {
    const dataDir = tempDir();
    const killed = await start(env(dataDir, { WEB_CONCURRENCY: "2" }));
    killed.child.kill("SIGKILL");
    await killed.exited;
    const next = await start(env(dataDir));
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, "server.pid"), "utf8").trim()).toBe(
      String(next.child.pid),
    );
  });
});
