import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/session";

// DESIGN §7: the landing page ships ≤ 80 KB of gzipped JavaScript, the console's first
// load ≤ 200 KB. Measured on what the browser actually downloads, gzipped from the build.
const LANDING_BUDGET = 80 * 1024;
const CONSOLE_BUDGET = 200 * 1024;
const webDist = fileURLToPath(new URL("../../apps/web/dist", import.meta.url));

function collectScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
  });
  return scripts;
}

function gzippedSize(scripts: Set<string>): number {
  let total = 0;
  for (const script of scripts) {
    total += gzipSync(readFileSync(path.join(webDist, script)), { level: 9 }).length;
  }
  return total;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

test("the landing page stays within its JavaScript budget and loads no console code", async ({
  page,
}, testInfo) => {
  const scripts = collectScripts(page);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Ingresar al sistema" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const size = gzippedSize(scripts);
  testInfo.annotations.push({ type: "landing JS (gzip)", description: kb(size) });
  console.log(`landing JS: ${kb(size)} gzipped in ${scripts.size} files`);
  expect(size).toBeLessThanOrEqual(LANDING_BUDGET);
  const names = [...scripts].join(" ");
  expect(names).not.toMatch(/console-entry|console-layout|login-page/);
});

test("the console's first load stays within its JavaScript budget", async ({ page }, testInfo) => {
  await signIn(page);
  const scripts = collectScripts(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Salir" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const size = gzippedSize(scripts);
  testInfo.annotations.push({ type: "console JS (gzip)", description: kb(size) });
  console.log(`console first load (/dashboard) JS: ${kb(size)} gzipped in ${scripts.size} files`);
  expect(size).toBeLessThanOrEqual(CONSOLE_BUDGET);
});

test("the login page stays within the console budget", async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const size = gzippedSize(scripts);
  console.log(`console first load (/login) JS: ${kb(size)} gzipped in ${scripts.size} files`);
  expect(size).toBeLessThanOrEqual(CONSOLE_BUDGET);
});
