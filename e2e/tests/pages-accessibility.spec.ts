import { expect, type Page, test } from "@playwright/test";
import { AdminApi, uniqueTag } from "../support/api";
import { seriousViolations } from "../support/axe";
import { field } from "../support/form";
import { signIn } from "../support/session";

// axe-core over the landing page, the student screens and the teacher screens, in both colour
// schemes and at both widths the design supports.

async function stubMap(page: Page) {
  await page.route("https://www.google.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<html lang='es'><title>Mapa</title><p>Mapa</p></html>",
    }),
  );
}

/** A student enrolled in a class taught by a teacher, with one payment this month. */
async function seed(api: AdminApi) {
  const tag = uniqueTag();
  const teacher = await api.createTeacher({
    firstName: "Alicia",
    lastName: `Axe${tag}`,
    isStudioOwner: true,
  });
  const danceClass = await api.createClass({
    name: `Ballet ${tag}`,
    description: "Clase para revisar.",
  });
  await api.assignTeacher(teacher.id, danceClass.id);
  const { student } = await api.paidThisMonth(
    danceClass.id,
    { firstName: "Berta", lastName: `Axe${tag}` },
    30000,
  );
  return { teacher, student };
}

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [1280, 360] as const) {
    test.describe(`${colorScheme} colours, ${width} px`, () => {
      test.use({ colorScheme, viewport: { width, height: width === 360 ? 740 : 800 } });
      // Four or five screens, each loaded and scanned by axe: 25–35 s on a busy 2-core machine,
      // past the default 30 s that suits one screen.
      test.setTimeout(90_000);

      test("the landing page has no serious or critical axe violations", async ({ page }) => {
        await stubMap(page);
        await page.goto("/");
        await expect(page.getByRole("heading", { name: "Nuestras Clases" })).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: "Cargando clases" })).toHaveCount(
          0,
        );
        expect(await seriousViolations(page)).toEqual([]);
      });

      test("the student screens have no serious or critical axe violations", async ({
        page,
        request,
      }) => {
        const { student } = await seed(await AdminApi.signIn(request));
        await signIn(page);

        await page.goto("/students");
        await expect(page.getByText(/^Mostrando \d+-\d+ de \d+ estudiantes$/)).toBeVisible();
        expect(await seriousViolations(page), "/students").toEqual([]);

        await page.goto(`/students/${student.id}`);
        await expect(page.getByRole("heading", { level: 1, name: student.fullName })).toBeVisible();
        await expect(page.getByRole("region", { name: "Historial de pagos" })).toContainText(
          "$30.000",
        );
        expect(await seriousViolations(page), "/students/{id}").toEqual([]);

        await page.getByRole("button", { name: "Eliminar", exact: true }).click();
        await expect(page.getByRole("dialog", { name: "Eliminar estudiante" })).toBeVisible();
        expect(await seriousViolations(page), "delete dialog").toEqual([]);
        await page.keyboard.press("Escape");

        await page.goto("/students/new");
        await page.getByRole("button", { name: "Crear Estudiante" }).click();
        await expect(page.getByText("El nombre es requerido")).toBeVisible();
        expect(await seriousViolations(page), "/students/new").toEqual([]);

        await page.goto(`/students/${student.id}/edit`);
        await expect(field(page, "Nombre")).toHaveValue("Berta");
        expect(await seriousViolations(page), "/students/{id}/edit").toEqual([]);
      });

      test("the teacher screens have no serious or critical axe violations", async ({
        page,
        request,
      }) => {
        const { teacher } = await seed(await AdminApi.signIn(request));
        await signIn(page);

        await page.goto("/teachers");
        await expect(page.getByRole("list", { name: "Profesoras" })).toBeVisible();
        expect(await seriousViolations(page), "/teachers").toEqual([]);

        await page.goto(`/teachers/${teacher.id}`);
        await expect(page.getByRole("region", { name: "Compensación mensual" })).toContainText(
          "$30.000",
        );
        expect(await seriousViolations(page), "/teachers/{id}").toEqual([]);

        await page.goto("/teachers/new");
        await page.getByRole("button", { name: "Crear Profesora" }).click();
        await expect(page.getByText("El email es requerido")).toBeVisible();
        expect(await seriousViolations(page), "/teachers/new").toEqual([]);
      });
    });
  }
}
