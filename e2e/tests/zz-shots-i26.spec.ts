import { request, test } from "@playwright/test";
import { AdminApi, uniqueTag } from "../support/api";
import { BASE_URL } from "../support/constants";
import { signIn } from "../support/session";

test("shots", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const lastName = `Rojas${tag}`;
  const context = await request.newContext({ baseURL: BASE_URL });
  const api = await AdminApi.signIn(context);
  const guardian = await api.createGuardian({ fullName: `Carmen ${lastName}`, phone: "+56 9 8765 4321", rut: "15.111.222-6" });
  const cls = await api.createClass({ name: `Ballet Infantil ${tag}`, price: 30_000 });
  const jazz = await api.createClass({ name: `Jazz ${tag}`, price: 25_000 });
  const guardians = [{ guardianId: guardian.id, relationship: "madre", isPayer: true }];
  const ana = await api.createStudent({ firstName: "Ana", lastName, birthDate: "2015-04-02", guardians });
  const bea = await api.createStudent({ firstName: "Bea", lastName, birthDate: "2017-09-30", guardians });
  await api.enroll(ana.id, cls.id, "2026-09-01");
  await api.enroll(ana.id, jazz.id, "2026-10-01");
  await api.enroll(bea.id, cls.id, "2026-10-01");
  await api.createPayment({ studentId: ana.id, classId: cls.id, amount: 10_000, paymentDate: "2026-10-05", paymentMonth: "2026-10" });
  await context.dispose();
  await signIn(page);
  for (const [w, h] of [[1280, 900], [360, 800]] as const) {
    for (const theme of ["light", "dark"]) {
      await page.setViewportSize({ width: w, height: h });
      await page.emulateMedia({ colorScheme: theme as "light" | "dark" });
      await page.goto(`/families/${guardian.id}`);
      await page.getByTestId("family-balance").waitFor();
      await page.screenshot({ path: `/tmp/i26-shots/family-${w}-${theme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Registrar pago" }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: "/tmp/i26-shots/dialog-1280-dark.png" });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: "/tmp/i26-shots/dialog-360-dark.png" });
  await page.keyboard.press("Escape");
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/families/${guardian.id}`);
  await page.getByTestId("family-balance").waitFor();
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: "/tmp/i26-shots/print.png", fullPage: true });
  await page.pdf({ path: "/tmp/i26-shots/print.pdf" });
});
