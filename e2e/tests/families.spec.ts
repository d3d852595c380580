import { expect, test } from "@playwright/test";
import { uniqueTag } from "../support/api";
import { field } from "../support/form";
import { signIn } from "../support/session";

// Issue 26: two sisters with one mother, through the student form; the mother's family page
// lists both, each linked from her student page.
test("two sisters share one paying mother, created once and picked the second time", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const lastName = `Muñoz${tag}`;
  const mother = `Ángela ${lastName}`;

  // The first sister, a minor: the form asks for a guardian and the mother is written new.
  await page.goto("/students/new");
  await field(page, "Nombre").fill("Sofía");
  await field(page, "Apellido").fill(lastName);
  await field(page, "Fecha de nacimiento").fill("02-04-2016");
  await page.getByRole("button", { name: "Crear Estudiante" }).click();
  // Said beside the guardians (and in a notification).
  await expect(
    page
      .getByRole("form", { name: "Datos del estudiante" })
      .getByText("Un estudiante menor de 18 años debe tener al menos un apoderado"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Nuevo apoderado" }).click();
  await field(page, "Nombre completo").fill(mother);
  await page.getByLabel(/^Teléfono \*$/).fill("9 8765 4321");
  await page.getByRole("button", { name: "Crear Estudiante" }).click();
  await expect(page.getByText("Estudiante creado exitosamente")).toBeVisible();

  // The second sister picks the same mother by searching her name without accents.
  await page.goto("/students/new");
  await field(page, "Nombre").fill("Emilia");
  await field(page, "Apellido").fill(lastName);
  await field(page, "Fecha de nacimiento").fill("30-09-2018");
  await page
    .getByPlaceholder("Buscar apoderado por nombre, RUT o teléfono...")
    .fill(`angela ${lastName.toLowerCase().replace("ñ", "n")}`);
  await page
    .getByRole("list", { name: "Apoderados encontrados" })
    .getByRole("button", { name: new RegExp(mother) })
    .click();
  await expect(page.getByRole("radio", { name: "Responsable de pago" })).toBeChecked();
  await page.getByRole("button", { name: "Crear Estudiante" }).click();
  await expect(page.getByText("Estudiante creado exitosamente")).toBeVisible();

  // Creating her opens Emilia's page; from it to the family: both sisters, the mother's phone.
  await expect(page.getByRole("heading", { level: 1, name: `Emilia ${lastName}` })).toBeVisible();
  const guardians = page.getByRole("region", { name: "Apoderados" });
  await expect(guardians.getByText("Responsable de pago")).toBeVisible();
  await guardians.getByRole("link", { name: mother }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Familia de ${mother}` })).toBeVisible();
  await expect(page.getByText("+56 9 8765 4321")).toBeVisible();
  const children = page.getByRole("region", { name: "Estudiantes a cargo" });
  await expect(children.getByRole("link")).toHaveText([`Emilia ${lastName}`, `Sofía ${lastName}`]);
});
