import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../../src/db/scratch-postgres-database.ts";
import {
  call,
  freePort,
  runCommand,
  serversStoppedAfterEach,
  startServer,
} from "../support/server-process.ts";

// The bundled server started the way `npm start` starts it (plain node), watched from outside.

const launch = serversStoppedAfterEach();

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "nova-proc-"));
}

async function start(env: Record<string, string>) {
  return launch(env, await freePort());
}

/** A start that must fail: its exit code and what it printed. */
async function failedStart(env: Record<string, string>, port?: number) {
  const server = startServer(env, port ?? (await freePort()));
  const code = await server.exited;
  return { code, stdout: server.stdout(), stderr: server.stderr() };
}

function expectOneSpanishLine(stderr: string, ...parts: string[]) {
  const lines = stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  for (const part of parts) expect(lines[0]).toContain(part);
  expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
}

describe("starting the server", () => {
  it("logs version, engine, data folder and URL first, prints the password only once listening, and stops cleanly on SIGTERM", async () => {
    const dataDir = tempDir();
    const server = await start({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    await server.waitFor(/Contraseña: (\S+)/);
    const lines = server.stdout().split("\n");
    const first = JSON.parse(lines[0] as string).msg as string;
    expect(first).toBe(
      `NOVA 1.0.0 · base de datos: SQLite ${path.join(dataDir, "nova.sqlite")} · carpeta de datos: ${dataDir} · http://127.0.0.1:${server.port} · ${os.availableParallelism()} procesos`,
    );
    const listening = lines.findIndex((l) => l.includes("Server listening"));
    const password = lines.findIndex((l) => l.includes("Contraseña:"));
    expect(listening).toBeGreaterThan(0);
    expect(password).toBeGreaterThan(listening);

    const printed = /Contraseña: (\S+)/.exec(server.stdout())?.[1];
    const login = await call(server.url, "POST", "/api/auth/login", {
      body: { username: "admin", password: printed },
    });
    expect(login.status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, "server.pid"), "utf8").trim()).toBe(
      String(server.child.pid),
    );

    expect(await server.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  });

  it("with the port taken: one line naming the port, exit 1, and the next start still prints the password", async () => {
    const dataDir = tempDir();
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    try {
      const failed = await failedStart({ DATA_DIR: dataDir }, port);
      expect(failed.code).toBe(1);
      expectOneSpanishLine(failed.stderr, `El puerto ${port} ya está en uso`, `PORT=${port}`);
      expect(failed.stdout).not.toContain("Contraseña");
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    const next = await start({ DATA_DIR: dataDir });
    await next.waitFor(/Contraseña: \S+/);
  });

  it("names the data folder, the configuration value or the database at fault, in one line with exit 1", async () => {
    const file = path.join(tempDir(), "un-archivo");
    fs.writeFileSync(file, "");
    const notAFolder = await failedStart({ DATA_DIR: path.join(file, "datos") });
    expect(notAFolder.code).toBe(1);
    expectOneSpanishLine(notAFolder.stderr, `La carpeta de datos ${path.join(file, "datos")}`);

    const badConfig = await failedStart({ DATA_DIR: tempDir(), LOG_LEVEL: "mucho" });
    expect(badConfig.code).toBe(1);
    expectOneSpanishLine(badConfig.stderr, "Configuración inválida", 'LOG_LEVEL="mucho"');

    const closed = await freePort();
    const refused = await failedStart({
      DATA_DIR: tempDir(),
      DATABASE_URL: `postgres://postgres:secreta@127.0.0.1:${closed}/nova`,
    });
    expect(refused.code).toBe(1);
    expectOneSpanishLine(
      refused.stderr,
      `No se puede conectar a PostgreSQL en 127.0.0.1:${closed}/nova (DATABASE_URL)`,
    );
    expect(refused.stderr).not.toContain("secreta");

    const notSqlite = tempDir();
    fs.writeFileSync(path.join(notSqlite, "nova.sqlite"), "esto no es una base de datos");
    const corrupt = await failedStart({ DATA_DIR: notSqlite });
    expect(corrupt.code).toBe(1);
    expectOneSpanishLine(corrupt.stderr, "no es una base de datos SQLite válida");
  });

  it("npm run backup works beside the running server; npm run restore refuses until it stops, then says what it restored", async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: "clave-de-prueba-123", LOG_LEVEL: "warn" };
    const server = await start(env);
    await server.healthy();

    const backup = runCommand("backup", env);
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/^Respaldo creado: .*nova-.*\.sqlite \(\d+\.\d\d MB\)\n/);
    expect(backup.stdout).toContain(
      "Verificado (integrity_check ok). Filas: usuarios 1 · estudiantes 0",
    );
    const file = /Respaldo creado: (\S+)/.exec(backup.stdout)?.[1] as string;

    const refused = runCommand("restore", env, [file]);
    expect(refused.status).toBe(1);
    expectOneSpanishLine(
      refused.stderr,
      "El servidor está en marcha",
      `(proceso ${server.child.pid})`,
    );

    expect(await server.stop()).toBe(0);
    const restored = runCommand("restore", env, [path.basename(file)]);
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain(`Restaurado el respaldo ${path.basename(file)} tomado el 20`);
    expect(restored.stdout).toContain("Filas: usuarios 1 ·");
    expect(restored.stdout).toContain(
      `La base anterior quedó guardada en ${path.join(dataDir, "before-restore")}`,
    );
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL without pg_dump installed, npm run backup says what to install",
    async () => {
      const created = await createPostgresDatabase(
        process.env.TEST_DATABASE_URL as string,
        "nova_nodump",
      );
      try {
        const result = runCommand("backup", {
          DATABASE_URL: created.url,
          DATA_DIR: tempDir(),
          PATH: "/nonexistent",
        });
        expect(result.status).toBe(1);
        expectOneSpanishLine(
          result.stderr,
          "pg_dump no está instalado: instala el cliente de PostgreSQL (en Debian/Ubuntu: apt-get install postgresql-client)",
        );
      } finally {
        await created.drop();
      }
    },
  );
});
