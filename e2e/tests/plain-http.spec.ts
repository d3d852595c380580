import { expect, test } from "@playwright/test";
import { ADMIN, CHROMIUM, PORT } from "../support/constants";

// The reception PC opens the console as http://<server name or IP>:3000 on the studio's
// network: plain HTTP, and not localhost (which browsers treat as secure). Chromium resolves a
// made-up name to this machine, so the page loads exactly as it would there.
const HOST = "recepcion.nova.test";

test.use({
  baseURL: `http://${HOST}:${PORT}`,
  launchOptions: {
    ...CHROMIUM,
    args: [...CHROMIUM.args, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
});

test("the console opens over plain HTTP from another host name and signs in", async ({ page }) => {
  const failedRequests: string[] = [];
  page.on("requestfailed", (request) => failedRequests.push(request.url()));

  const response = await page.goto("/login");
  expect(response?.url()).toBe(`http://${HOST}:${PORT}/login`);
  expect(response?.headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  expect(response?.headers()["strict-transport-security"]).toBeUndefined();

  await page.getByLabel("Nombre de Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();

  await expect(page).toHaveURL(`http://${HOST}:${PORT}/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(failedRequests).toEqual([]);
});
