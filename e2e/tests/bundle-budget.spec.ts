import { expect, type Page, type Response, test } from "@playwright/test";
import { signIn } from "../support/session";

// docs/product/quality.md#web: the landing page ships ≤ 80 KB of JavaScript, the console's first load ≤ 200 KB,
// counted as the browser receives them: the bytes on the wire, compressed by the build and
// served as they are (each test starts with an empty browser cache).
const LANDING_BUDGET = 80 * 1024;
const CONSOLE_BUDGET = 200 * 1024;
// Below this a script is not worth compressing (the build leaves it as it is).
const COMPRESSED_FROM = 1024;

function collectScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response);
  });
  return scripts;
}

interface Transfer {
  files: number;
  /** Body bytes received, as encoded on the wire. */
  wire: number;
  /** The same bodies once decoded. */
  decoded: number;
  /** Content-Encoding values seen ("none" for a script sent as it is). */
  encodings: Set<string>;
}

async function measure(scripts: Response[]): Promise<Transfer> {
  const transfer: Transfer = {
    files: new Set(scripts.map((response) => response.url())).size,
    wire: 0,
    decoded: 0,
    encodings: new Set(),
  };
  const seen = new Set<string>();
  for (const response of scripts) {
    // The landing page prefetches React's files on a scroll, and the import that runs them
    // is then served from the cache: a file counts once, as it came over the network.
    if (seen.has(response.url())) continue;
    seen.add(response.url());
    const sizes = await response.request().sizes();
    const decoded = (await response.body()).length;
    // A body served from the cache reports minus its headers' size: nothing came in.
    transfer.wire += Math.max(0, sizes.responseBodySize);
    transfer.decoded += decoded;
    transfer.encodings.add(response.headers()["content-encoding"] ?? "none");
    // A script the build compressed must arrive compressed, or the budget measures nothing.
    if (decoded >= COMPRESSED_FROM) {
      expect(response.headers()["content-encoding"], response.url()).toMatch(/^(br|gzip)$/);
    }
  }
  return transfer;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function report(label: string, transfer: Transfer): string {
  return `${label} JS: ${kb(transfer.wire)} on the wire (${kb(transfer.decoded)} decoded) in ${transfer.files} files, encodings: ${[...transfer.encodings].join(", ")}`;
}

test("the landing page stays within its JavaScript budget and loads no console code", async ({
  page,
}, testInfo) => {
  const scripts = collectScripts(page);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Ingresar al sistema" })).toBeVisible();
  // React comes with the visitor's first interaction (decision 0064): a pointer over the page
  // brings everything the page will run, which is what the budget counts.
  await page.getByRole("heading", { level: 1 }).hover();
  await expect.poll(() => scripts.some((r) => /landing-entry/.test(r.url()))).toBe(true);
  await page.waitForLoadState("networkidle");

  const transfer = await measure(scripts);
  testInfo.annotations.push({ type: "landing JS on the wire", description: kb(transfer.wire) });
  console.log(report("landing", transfer));
  expect(transfer.wire).toBeLessThanOrEqual(LANDING_BUDGET);
  const names = scripts.map((response) => response.url()).join(" ");
  expect(names).not.toMatch(/console-entry|console-layout|login-page/);
});

test("the console's first load stays within its JavaScript budget", async ({ page }, testInfo) => {
  await signIn(page);
  const scripts = collectScripts(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Salir" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const transfer = await measure(scripts);
  testInfo.annotations.push({ type: "console JS on the wire", description: kb(transfer.wire) });
  console.log(report("console first load (/dashboard)", transfer));
  expect(transfer.wire).toBeLessThanOrEqual(CONSOLE_BUDGET);
});

test("the login page stays within the console budget", async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const transfer = await measure(scripts);
  console.log(report("console first load (/login)", transfer));
  expect(transfer.wire).toBeLessThanOrEqual(CONSOLE_BUDGET);
});
