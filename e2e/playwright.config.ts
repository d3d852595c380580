import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

import { ADMIN, BASE_URL, CHROMIUM, PORT } from "./support/constants";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const WEB_DIST = path.join(repoRoot, "apps/web/dist");
if (!existsSync(path.join(WEB_DIST, "index.html"))) {
  throw new Error("Falta apps/web/dist: ejecuta `npm run build` antes de las pruebas.");
}

// A fresh database per run, removed when the run ends. Playwright loads this file again in
// each worker; the variable (inherited by the workers) keeps them on the same directory.
if (!process.env.NOVA_E2E_DATA_DIR) {
  const created = mkdtempSync(path.join(tmpdir(), "nova-e2e-"));
  process.env.NOVA_E2E_DATA_DIR = created;
  process.on("exit", () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env.NOVA_E2E_DATA_DIR;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: "list",
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    locale: "es-CL",
    timezoneId: "America/Santiago",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: CHROMIUM,
    // The console's service worker (decision 0080) would precache the whole build in every
    // test's fresh browser: only the specs about it let it run (teacher-offline.spec.ts).
    serviceWorkers: "block",
  },
  projects: [{ name: "chromium", use: { viewport: { width: 1280, height: 800 } } }],
  // The real app: the server serving the built web app (`npm run build` first: Vite, then the
  // compressed copies the server sends).
  webServer: {
    // The production path: the bundled server run by plain node (built here when stale).
    command: "node scripts/build.mjs server && node --enable-source-maps apps/server/dist/main.js",
    cwd: repoRoot,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      // Portal links and Flow's callbacks are built from PUBLIC_URL only (issue 35).
      PUBLIC_URL: BASE_URL,
      // As behind a reverse proxy on the same machine: specs that post as other visitors say
      // so in X-Forwarded-For, so the public form's hourly limit per address (five) is not
      // spent by the whole suite from 127.0.0.1.
      TRUST_PROXY: "127.0.0.1",
    },
  },
});
