import { test } from "@playwright/test";
import { AdminApi, uniqueTag } from "../support/api";
import { signIn } from "../support/session";

const OUT = "/tmp/visitor-shots";
for (const width of [1280, 360]) {
  for (const scheme of ["light", "dark"] as const) {
    test(`screens ${width} ${scheme}`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.emulateMedia({ colorScheme: scheme });
      const api = await AdminApi.signIn(request);
      if (width === 1280 && scheme === "light") {
        const every = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"];
        await api.post("/api/classes", {
          name: `Ballet Niñas ${uniqueTag()}`,
          price: 28000,
          durationHours: 1,
          minAge: 6,
          maxAge: 10,
          schedules: every.map((dayOfWeek) => ({ dayOfWeek, startHour: 17, startMinute: 30 })),
        });
        await api.updateStudio({ whatsapp: "+56 9 8765 4321", name: "Estudio Alas de Ñuñoa" });
      }
      await page.goto("/");
      await page.screenshot({ path: `${OUT}/landing-${width}-${scheme}.png` });
      await page.screenshot({ path: `${OUT}/landing-full-${width}-${scheme}.png`, fullPage: true });
      await page.getByRole("banner").getByRole("button", { name: "Agenda tu clase de prueba" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT}/trial-errors-${width}-${scheme}.png` });
      await dialog.getByRole("radio", { name: "Para mi hijo o hija" }).check();
      await dialog.getByLabel("Su edad").fill("8");
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${OUT}/trial-child-${width}-${scheme}.png` });
      await page.goto("/privacidad");
      await page.screenshot({ path: `${OUT}/privacy-${width}-${scheme}.png` });
      await page.goto("/no-existe");
      await page.screenshot({ path: `${OUT}/404-${width}-${scheme}.png` });
      await signIn(page);
      await page.addInitScript((s) => window.localStorage.setItem("nova_theme", s), scheme);
      await page.goto("/dashboard");
      await page.getByText("Prepare su estudio").waitFor();
      await page.screenshot({ path: `${OUT}/dashboard-${width}-${scheme}.png`, fullPage: false });
    });
  }
}
