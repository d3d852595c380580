import { expect, type Locator, type Page, test } from "@playwright/test";
import { AdminApi, todayInSantiago, uniqueTag } from "../support/api";
import { ADMIN, BASE_URL, CHROMIUM, PORT } from "../support/constants";

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

/** Presses Tab until `target` has the focus (at most `limit` times): reachable by keyboard. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`no llegó con Tab a ${target}`);
}

test("the desk works the receipt's boleta, the families' inbox and the settings' tabs by keyboard alone", async ({
  page,
  playwright,
}) => {
  // The set-up goes through the API on this machine's own address.
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const api = await AdminApi.signIn(request);
  const tag = uniqueTag();
  const cls = await api.createClass({ name: `Teclado ${tag}`, price: 22_000 });
  const student = await api.createStudent({
    firstName: "Teclado",
    lastName: `Recepción${tag}`,
    birthDate: "1995-06-01",
  });
  const today = todayInSantiago();
  await api.enroll(student.id, cls.id, today);
  const payment = await api.post<{ receiptId: number }>("/api/payments", {
    studentId: student.id,
    classId: cls.id,
    amount: 22_000,
    paymentDate: today,
    paymentMonth: today.slice(0, 7),
    paymentMethod: "EFECTIVO",
  });
  await request.dispose();

  // Sign in without the mouse.
  await page.goto("/login");
  await tabTo(page, page.getByLabel("Nombre de Usuario"));
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press("Tab");
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`http://${HOST}:${PORT}/dashboard`);

  // The boleta issued afterwards: its number recorded from the receipt page.
  await page.goto(`/receipts/${payment.receiptId}`);
  const record = page.getByRole("button", { name: "Registrar N° de boleta" });
  await expect(record).toBeVisible();
  await tabTo(page, record);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Registrar N° de boleta" });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel("N° de boleta"), 10);
  await page.keyboard.type("7788");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.locator(".receipt-rows")).toContainText("7788");

  // The families' inbox opens from the menu by keyboard.
  const inbox = page.getByRole("link", { name: "Bandeja de familias" });
  await tabTo(page, inbox);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Bandeja de familias" })).toBeVisible();

  // Settings: the side tabs move with the arrow keys, as a tab list does.
  await page.goto("/settings");
  const tabs = page.getByRole("tablist", { name: "Secciones de la configuración" });
  const first = tabs.getByRole("tab", { selected: true });
  await tabTo(page, first);
  const before = await first.textContent();
  await page.keyboard.press("ArrowDown");
  const selected = tabs.getByRole("tab", { selected: true });
  await expect(selected).not.toHaveText(before ?? "");
  await expect(selected).toBeFocused();
  await expect(page.getByRole("tabpanel")).toBeVisible();
});
