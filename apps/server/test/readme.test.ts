// The README is what a newcomer runs first: its commands must exist, its quoted output must be
// what the app prints today, and its links must open (issue 40.14). Checked against the code,
// not against a copy of it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import rootPackage from "../../../package.json" with { type: "json" };
import { serverTarget, webTarget } from "../../../scripts/build.mjs";
import { migrationProvider } from "../src/db/migrate.ts";
import { listeningLine } from "../src/process/listen-urls.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
const source = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("README", () => {
  it("names only npm scripts that package.json has", () => {
    const named = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] as string);
    expect(named.length).toBeGreaterThan(5);
    const scripts = Object.keys(rootPackage.scripts);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
    for (const bare of ["start", "test"]) expect(scripts).toContain(bare);
  });

  it("quotes the number of migrations a first start applies", async () => {
    const quoted = readme.match(/Base de datos al día \((\d+) migraciones aplicadas\)/);
    expect(quoted, "the first-start example quotes the migrations line").not.toBeNull();
    const registered = Object.keys(await migrationProvider.getMigrations()).length;
    expect(Number(quoted?.[1]), `README should say (${registered} migraciones aplicadas)`).toBe(
      registered,
    );
    // The wording is the server's own (main.ts prints it).
    expect(source("apps/server/src/main.ts")).toContain("migraciones aplicadas");
  });

  it("quotes the first start's lines as the build and the server print them", () => {
    for (const target of [webTarget, serverTarget]) {
      expect(readme).toContain(`Construyendo ${target.label} (primera vez)…`);
    }
    expect(readme).toContain(`NOVA ${rootPackage.version} · base de datos: SQLite`);
    const opened = listeningLine("0.0.0.0", 3000).split(" · ")[0] as string;
    expect(readme).toContain(opened);
  });

  it("states the Node version package.json requires", () => {
    const required = rootPackage.engines.node.replace(">=", "");
    expect(readme).toContain(`Requiere Node.js ${required} o superior`);
  });

  it("lists only environment variables the server reads", () => {
    const table = readme.slice(readme.indexOf("## Configuración"));
    const variables = [...table.matchAll(/^\| `([A-Z_]+)`(?: \/ `([A-Z_]+)`)?/gm)].flatMap(
      (m) => [m[1], m[2]].filter(Boolean) as string[],
    );
    expect(variables.length).toBeGreaterThan(8);
    const config = source("apps/server/src/config.ts");
    expect(variables.filter((name) => !config.includes(`${name}:`))).toEqual([]);
  });

  it("links only files that exist, and sections that exist", () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1] as string);
    const files = [...readme.matchAll(/`?((?:docs|scripts)\/[\w./-]+\.(?:md|sh|mjs|ts))`?/g)].map(
      (m) => m[1] as string,
    );
    const missing = [...links, ...files].filter((file) => !fs.existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
    for (const [, file, section] of readme.matchAll(/(docs\/[\w./-]+\.md) §(\d+)/g)) {
      expect(source(file as string)).toMatch(new RegExp(`^## ${section}\\. `, "m"));
    }
  });

  it("ends no sentence before it starts (a line that opens with a space)", () => {
    const prose = readme.replace(/```[\s\S]*?```/g, "");
    expect(prose.split("\n").filter((line) => /^ \S/.test(line))).toEqual([]);
  });
});
