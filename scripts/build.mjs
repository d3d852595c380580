// Builds what `npm start` runs: the web app (Vite) and the server (one esbuild bundle run by
// plain node, so no TypeScript compiler sits on the production path). Each output keeps a stamp:
// the hash of every file it is built from plus the lockfile. A build runs only when the stamp no
// longer matches, so `git pull && npm start` serves what was pulled, and a plain restart costs
// only the hashing (a few milliseconds). Plain JS: it must run before anything is compiled.
//
//   node scripts/build.mjs            web and server, each only when its sources changed
//   node scripts/build.mjs server     the server only
//   node scripts/build.mjs --force    rebuild even when the stamps match
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import esbuild from "esbuild";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SKIPPED_DIRS = new Set(["node_modules", "dist", ".git", "coverage"]);
const STAMP_FILE = ".build-stamp";

function listFiles(entry, out) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    out.push(entry);
    return;
  }
  for (const name of fs.readdirSync(entry)) {
    if (SKIPPED_DIRS.has(name) || name.endsWith(".test.ts") || name.endsWith(".test.tsx")) continue;
    listFiles(path.join(entry, name), out);
  }
}

/** Hash of the paths and contents of every file under `inputs` (test files excluded). */
export function hashInputs(base, inputs) {
  const files = [];
  for (const input of inputs) listFiles(path.join(base, input), files);
  files.sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(path.relative(base, file));
    hash.update("\0");
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * Builds `target` when its stamp differs from the hash of its inputs; returns whether it built.
 * The stamp is written after a successful build only, so a failed build is retried next time.
 */
export function ensureBuilt(target, { force = false, log = console.log } = {}) {
  const stampPath = path.join(target.base, target.outDir, STAMP_FILE);
  const hash = hashInputs(target.base, target.inputs);
  const previous = fs.existsSync(stampPath) ? fs.readFileSync(stampPath, "utf8").trim() : null;
  if (!force && previous === hash) return false;
  log(
    previous === null
      ? `Construyendo ${target.label} (primera vez)…`
      : `Construyendo ${target.label}: cambiaron sus fuentes o el package-lock.json…`,
  );
  target.build();
  fs.mkdirSync(path.dirname(stampPath), { recursive: true });
  fs.writeFileSync(stampPath, `${hash}\n`);
  return true;
}

// Text the browser downloads; images and fonts come compressed in their own formats already.
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
// Under this, headers and round trips dwarf what compression would save (the same threshold
// as @fastify/compress).
export const MIN_COMPRESSED_BYTES = 1024;

function compressibleFiles(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // Dotfiles (the build stamp, Vite's manifest) are never served.
    if (entry.name.startsWith(".")) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compressibleFiles(file, out);
    else if (COMPRESSIBLE.test(entry.name)) out.push(file);
  }
  return out;
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) next to each text
 * file of `dir` large enough to gain, so the server sends them as they are and compresses
 * nothing per request (@fastify/static's preCompressed). A copy that would not be smaller than
 * its original is not written: the server then sends the original. Returns the paths, relative
 * to `dir`, of the files that got at least one copy.
 */
export function precompress(dir) {
  const compressed = [];
  for (const file of compressibleFiles(dir, [])) {
    const original = fs.readFileSync(file);
    if (original.length < MIN_COMPRESSED_BYTES) continue;
    const copies = {
      ".br": zlib.brotliCompressSync(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
      ".gz": zlib.gzipSync(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
    };
    let wrote = false;
    for (const [extension, copy] of Object.entries(copies)) {
      if (copy.length >= original.length) continue;
      fs.writeFileSync(file + extension, copy);
      wrote = true;
    }
    if (wrote) compressed.push(path.relative(dir, file));
  }
  return compressed;
}

/** A failed build, with what its tool printed (shown to the person only then). */
export class BuildError extends Error {
  constructor(message, output) {
    super(message);
    this.output = output;
  }
}

/**
 * Runs a build tool with its output captured: a start shows one line per step, and the tool's
 * own lines (Vite's ~140 of them) only when it fails.
 */
export function runQuietly(command, args, { cwd = root, label = command, env } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    ...(env ? { env: { ...process.env, ...env } } : {}),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.error)
    throw new BuildError(`${label} no pudo ejecutarse: ${result.error.message}`, output);
  if (result.status !== 0) {
    throw new BuildError(
      `${label} terminó con el código ${result.status ?? result.signal}`,
      output,
    );
  }
  return output;
}

const shared = ["packages/domain/src", "packages/domain/package.json", "package-lock.json"];

export const webTarget = {
  label: "la aplicación web",
  base: root,
  outDir: "apps/web/dist",
  inputs: [
    "apps/web/src",
    "apps/web/public",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
    "apps/web/package.json",
    // It compresses the web app's files after Vite: a change to that is a change to the output.
    "scripts/build.mjs",
    ...shared,
  ],
  build: () => {
    // Vite empties dist first, so no compressed copy of a previous build survives.
    // Always a production build: run from a test (vitest sets NODE_ENV=test) Vite would bundle
    // React's development build, twice the size, and the build it leaves is the one served.
    runQuietly("npm", ["run", "build", "-w", "@nova/web"], {
      label: "La construcción de la aplicación web (Vite)",
      env: { NODE_ENV: "production" },
    });
    precompress(path.join(root, "apps/web/dist"));
  },
};

// The server's entry points: the HTTP server and the operator commands, bundled together so
// they share one copy of the code. npm packages stay external (native modules, and node loads
// them from node_modules as usual); the domain package is TypeScript source and is bundled.
export const SERVER_ENTRIES = [
  "main",
  "cli/backup",
  "cli/restore",
  "cli/copy-to-postgres",
  "cli/user",
  "cli/audit-check",
];

export const serverTarget = {
  label: "el servidor",
  base: root,
  outDir: "apps/server/dist",
  inputs: ["apps/server/src", "apps/server/package.json", "scripts/build.mjs", ...shared],
  build: () => {
    const outdir = path.join(root, "apps/server/dist");
    fs.rmSync(outdir, { recursive: true, force: true });
    // One copy of each package at run time (zod's schemas are shared with the Fastify plugin).
    const external = ["apps/server", "packages/domain"]
      .flatMap((dir) => {
        const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, "package.json"), "utf8"));
        return Object.keys(pkg.dependencies ?? {});
      })
      .filter((name) => !name.startsWith("@nova/"));
    const options = {
      entryPoints: Object.fromEntries(
        SERVER_ENTRIES.map((entry) => [entry, path.join(root, `apps/server/src/${entry}.ts`)]),
      ),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      splitting: true,
      sourcemap: true,
      // Errors are thrown with their messages (below); warnings are not a person's business.
      logLevel: "silent",
      outdir,
      external,
    };
    try {
      esbuild.buildSync(options);
    } catch (error) {
      const messages = esbuild.formatMessagesSync(error.errors ?? [], { kind: "error" });
      throw new BuildError(
        "La construcción del servidor (esbuild) falló",
        messages.join("") || String(error.message),
      );
    }
  },
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const only = args.find((a) => !a.startsWith("--"));
  try {
    if (!only || only === "web") ensureBuilt(webTarget, { force });
    if (!only || only === "server") ensureBuilt(serverTarget, { force });
  } catch (error) {
    reportBuildFailure(error);
    process.exit(1);
  }
}

/** What a failed build printed, then one Spanish line saying which build failed. */
export function reportBuildFailure(error, write = (text) => process.stderr.write(text)) {
  if (error instanceof BuildError && error.output) write(`${error.output.trimEnd()}\n`);
  write(`No se pudo construir NOVA: ${String(error.message).split("\n")[0]}\n`);
}
