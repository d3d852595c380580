import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type BuildTarget,
  ensureBuilt,
  reportBuildFailure,
  runQuietly,
} from "../../../../scripts/build.mjs";
import { call, freePort, serversStoppedAfterEach } from "../support/server-process.ts";

// What a person sees on the first `npm start`: one short line per step, the password box on
// its own, no JSON and no line per request.

const launch = serversStoppedAfterEach();

const TIME = "\\d\\d:\\d\\d:\\d\\d";

describe("the first start at a terminal", () => {
  it("prints one readable line per step, then the password box alone, and no line per request", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-start-"));
    const server = launch(
      { DATA_DIR: dataDir, LOG_FORMAT: "pretty", WEB_CONCURRENCY: "1" },
      await freePort(),
    );
    await server.waitFor(/no se volverá a mostrar[\s\S]*=+\n\n/);
    const out = server.stdout();
    expect(out).not.toMatch(/^\{/m);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(
      new RegExp(
        `^${TIME} NOVA 1\\.0\\.0 · base de datos: SQLite .*nova\\.sqlite · .* · 1 proceso$`,
      ),
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${TIME} Base de datos al día \\(\\d+ migraciones aplicadas\\)$`),
    );
    expect(lines[2]).toBe(`${lines[2]?.slice(0, 8)} Abierto en http://127.0.0.1:${server.port}`);
    // The box follows, every line of it together, and nothing of a log inside it.
    const box = lines.slice(3);
    expect(box[0]).toBe("");
    expect(box[1]).toMatch(/^=+$/);
    expect(box.join("\n")).toMatch(/Usuario: {4}admin\n {3}Contraseña: \S+\n/);
    expect(box.slice(1).some((line) => new RegExp(`^${TIME}`).test(line))).toBe(false);

    const password = /Contraseña: (\S+)/.exec(out)?.[1];
    const login = await call(server.url, "POST", "/api/auth/login", {
      body: { username: "admin", password },
    });
    expect(login.status).toBe(200);
    await call(server.url, "GET", "/api/health");
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Only the start's first backup may have been logged since (backup-schedule.ts).
    const later = server.stdout().slice(out.length).split("\n").filter(Boolean);
    for (const line of later) expect(line).toMatch(new RegExp(`^${TIME} respaldo creado `));
    expect(server.stdout()).not.toMatch(/solicitud|\/api\/health|incoming request/);
    expect(server.stderr()).toBe("");

    // A second start has no box and nothing to migrate.
    expect(await server.stop()).toBe(0);
    const again = launch(
      { DATA_DIR: dataDir, LOG_FORMAT: "pretty", WEB_CONCURRENCY: "1" },
      server.port,
    );
    await again.waitFor(/Abierto en/);
    expect(again.stdout()).toMatch(new RegExp(`\\n${TIME} Base de datos al día\\n`));
    expect(again.stdout()).not.toContain("Contraseña");
  });
});

describe("a build at start-up", () => {
  function target(build: () => void): BuildTarget {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "nova-quiet-"));
    fs.writeFileSync(path.join(base, "input.txt"), "x\n");
    return { label: "la prueba", base, outDir: "dist", inputs: ["input.txt"], build };
  }
  const noisyTool = (code: number) => [
    "-e",
    `for (let i = 0; i < 140; i++) console.log("vite línea " + i); console.error("advertencia"); process.exit(${code})`,
  ];

  it("shows one line of its own and keeps the tool's output to itself when it succeeds", () => {
    const lines: string[] = [];
    let captured = "";
    const built = ensureBuilt(
      target(() => {
        captured = runQuietly(process.execPath, noisyTool(0));
      }),
      { log: (line) => lines.push(line) },
    );
    expect(built).toBe(true);
    expect(lines).toEqual(["Construyendo la prueba (primera vez)…"]);
    expect(captured).toContain("vite línea 139");
  });

  it("shows the tool's output, then one Spanish line, when it fails", () => {
    let error: unknown;
    try {
      ensureBuilt(
        target(() => {
          runQuietly(process.execPath, noisyTool(2), { label: "La construcción de la prueba" });
        }),
        { log: () => {} },
      );
    } catch (caught) {
      error = caught;
    }
    let shown = "";
    reportBuildFailure(error, (text) => {
      shown += text;
    });
    expect(shown).toContain("vite línea 0\n");
    expect(shown).toContain("vite línea 139\n");
    expect(shown).toContain("advertencia\n");
    expect(shown.trimEnd().split("\n").at(-1)).toBe(
      "No se pudo construir NOVA: La construcción de la prueba terminó con el código 2",
    );
  });

  it("leaves Vite's chunk-size warning out of the web build's configuration", () => {
    const config = fs.readFileSync(
      path.resolve(import.meta.dirname, "../../../web/vite.config.ts"),
      "utf8",
    );
    // exceljs, ~940 kB, is loaded only for an XLSX download (see the comment there).
    expect(config).toMatch(/chunkSizeWarningLimit: 1_000/);
    const start = spawnSync(process.execPath, [
      "--check",
      path.resolve(import.meta.dirname, "../../../../scripts/start.mjs"),
    ]);
    expect(start.status).toBe(0);
  });
});
