import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type BuildTarget,
  ensureBuilt,
  serverTarget,
  webTarget,
} from "../../../../scripts/build.mjs";

// `npm start` calls ensureBuilt for the web app and the server: these tests drive the same
// function on a small project of their own, with a build that only counts its runs.
function fixture() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "nova-build-"));
  /** Writes one file of the project, as an edit between two starts would. */
  const write = (file: string, text: string) => fs.writeFileSync(path.join(base, file), text);
  fs.mkdirSync(path.join(base, "src"));
  write("src/app.ts", "export const a = 1;\n");
  write("src/app.test.ts", "// a test\n");
  write("package-lock.json", '{"lockfileVersion":3}\n');
  let builds = 0;
  const lines: string[] = [];
  const target: BuildTarget = {
    label: "la prueba",
    base,
    outDir: "dist",
    inputs: ["src", "package-lock.json"],
    build: () => {
      builds += 1;
      fs.mkdirSync(path.join(base, "dist"), { recursive: true });
    },
  };
  const start = () => ensureBuilt(target, { log: (line) => lines.push(line) });
  return { target, write, start, builds: () => builds, lines };
}

describe("the build stamp of npm start", () => {
  it("builds on the first start and not again when nothing changed", () => {
    const f = fixture();
    expect(f.start()).toBe(true);
    expect(f.lines).toEqual(["Construyendo la prueba (primera vez)…"]);
    expect(f.start()).toBe(false);
    expect(f.start()).toBe(false);
    expect(f.builds()).toBe(1);
  });

  it("rebuilds after a source change, a new source file or a lockfile change, and says so", () => {
    const f = fixture();
    f.start();
    f.write("src/app.ts", "export const a = 2;\n");
    expect(f.start()).toBe(true);
    f.write("src/new-screen.ts", "export {};\n");
    expect(f.start()).toBe(true);
    f.write("package-lock.json", '{"lockfileVersion":3,"x":1}\n');
    expect(f.start()).toBe(true);
    expect(f.start()).toBe(false);
    expect(f.builds()).toBe(4);
    expect(f.lines.at(-1)).toBe(
      "Construyendo la prueba: cambiaron sus fuentes o el package-lock.json…",
    );
  });

  it("ignores test files, and a failed build leaves the stamp as it was so the next start retries", () => {
    const f = fixture();
    f.start();
    f.write("src/app.test.ts", "// another test\n");
    expect(f.start()).toBe(false);
    f.write("src/app.ts", "export const a = 3;\n");
    const failing = {
      ...f.target,
      build: () => {
        throw new Error("vite falló");
      },
    };
    expect(() => ensureBuilt(failing, { log: () => {} })).toThrow("vite falló");
    expect(f.start()).toBe(true);
  });

  it("stamps the real web app and server on what they are built from", () => {
    // scripts/build.mjs compresses the web app's files after Vite.
    expect(webTarget.inputs).toEqual(
      expect.arrayContaining([
        "apps/web/src",
        "packages/domain/src",
        "package-lock.json",
        "scripts/build.mjs",
      ]),
    );
    expect(serverTarget.inputs).toEqual(
      expect.arrayContaining(["apps/server/src", "packages/domain/src", "package-lock.json"]),
    );
  });
});
