import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/session";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

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
