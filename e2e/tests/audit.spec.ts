import { expect } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { test } from "../support/fixtures";
import { field } from "../support/form";
import { signIn } from "../support/session";

test("an admin's edit of a student shows in Actividad and in the student's Historial, before → after", async ({
  page,
  api,
  tag,
}) => {
  await signIn(page);
  const student = await api.createStudent({
    firstName: "Mireya",
    lastName: `Lagos${tag}`,
    birthDate: "2001-06-20",
  });

  // Edit her phone and last name through the form.
  await page.goto(`/students/${student.id}/edit`);
  await field(page, "Apellido").fill(`Lagos${tag} Ruiz`);
  await field(page, "Teléfono").fill("+56 9 4444 0001");
  await page.getByRole("button", { name: "Actualizar Estudiante" }).click();
  await expect(page.getByText("Estudiante actualizado exitosamente")).toBeVisible();

  // Actividad: the newest change is hers, with the old last name struck and the new one.
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Actividad" }).click();
  await expect(page).toHaveURL(/\?tab=activity$/);
  await expect(page.getByText("Registro íntegro")).toBeVisible();
  await page.getByLabel("Registro").selectOption({ label: "Estudiante" });
  await page.getByLabel("Acción").selectOption({ label: "Modificó" });
  const activity = page.getByRole("list", { name: "Actividad" });
  const row = activity.getByRole("listitem").first();
  // Named as she is called now, not by her id.
  await expect(row).toContainText(`Administración modificó Estudiante Mireya Lagos${tag} Ruiz`);
  await expect(row.locator("del", { hasText: `Lagos${tag}` })).toBeVisible();
  await expect(row.locator("ins", { hasText: `Lagos${tag} Ruiz` })).toBeVisible();
  await expect(row.locator("ins", { hasText: "+56 9 4444 0001" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Guardar configuración" })).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  // The filters survive a reload (they are in the URL), and the record links to its page.
  await page.reload();
  await expect(page.getByLabel("Acción")).toHaveValue("update");
  await row.getByRole("link", { name: `Estudiante Mireya Lagos${tag} Ruiz` }).click();
  await expect(page).toHaveURL(new RegExp(`/students/${student.id}$`));

  // Her Historial: the edit first, then the creation.
  const history = page.getByRole("region", { name: "Historial", exact: true });
  const changes = history.getByRole("listitem");
  await expect(changes).toHaveCount(2);
  await expect(changes.first()).toContainText("Administración modificó");
  await expect(changes.first().locator("del", { hasText: `Lagos${tag}` })).toBeVisible();
  await expect(changes.first().locator("ins", { hasText: `Lagos${tag} Ruiz` })).toBeVisible();
  await expect(changes.nth(1)).toContainText("Administración creó");
  await expect(changes.nth(1)).toContainText("Fecha de nacimiento:20-06-2001");
  expect(await seriousViolations(page)).toEqual([]);
});
