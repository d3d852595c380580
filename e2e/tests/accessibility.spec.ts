import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { signIn } from "../support/session";

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} colours`, () => {
    test.use({ colorScheme });

    test("/login has no serious or critical axe violations", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // Also with the validation messages on screen.
      await page.getByRole("button", { name: "Iniciar Sesión" }).click();
      await expect(page.getByText("La contraseña es requerida")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("/dashboard has no serious or critical axe violations", async ({ page }) => {
      await signIn(page);
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the small-screen menu has no serious or critical axe violations", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await signIn(page);
      await page.goto("/dashboard");
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await expect(page.getByRole("dialog", { name: "Menú de navegación" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
