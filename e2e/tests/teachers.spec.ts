import { expect, type Page } from "@playwright/test";
import { todayInSantiago, uniqueTag } from "../support/api";
import { test } from "../support/fixtures";
import { field, submitExpectingMessages } from "../support/form";
import { signIn } from "../support/session";

const today = todayInSantiago();
const month = today.slice(0, 7);

async function createTeacherThroughForm(
  page: Page,
  data: { firstName: string; lastName: string; email: string; owner: boolean },
) {
  await page.goto("/teachers/new");
  await field(page, "Nombre").fill(data.firstName);
  await field(page, "Apellido").fill(data.lastName);
  await field(page, "Email").fill(data.email);
  await field(page, "Teléfono").fill("+56 9 4444 0000");
  if (data.owner) await page.getByRole("checkbox", { name: "Es propietaria del estudio" }).check();
  await page.getByRole("button", { name: "Crear Profesora" }).click();
  await expect(page.getByText("Profesora creada exitosamente")).toBeVisible();
  await expect(page).toHaveURL(/\/teachers\/\d+$/);
}

test("create an owner and an instructor and see the right rate", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();

  // The form's validation first.
  await page.goto("/teachers/new");
  await submitExpectingMessages(page, "Crear Profesora", [
    "El nombre es requerido",
    "El apellido es requerido",
    "El email es requerido",
    "El teléfono es requerido",
  ]);
  await field(page, "Email").fill("no-es-un-email");
  await page.getByRole("button", { name: "Crear Profesora" }).click();
  await expect(page.getByText("El email no es válido")).toBeVisible();
  await expect(page.getByText(/reciben el 100% de la compensación/)).toBeVisible();

  await createTeacherThroughForm(page, {
    firstName: "Olga",
    lastName: `Dueña${tag}`,
    email: `olga.${tag.toLowerCase()}@nova.test`,
    owner: true,
  });
  const owner = page.getByRole("main");
  await expect(owner.getByRole("heading", { level: 1 })).toContainText(`Olga Dueña${tag}`);
  await expect(owner.getByRole("img", { name: "Propietaria" })).toBeVisible();
  await expect(owner.getByText("Propietaria", { exact: true })).toBeVisible();
  await expect(owner.getByText("Tasa de compensación: 100%")).toBeVisible();

  await createTeacherThroughForm(page, {
    firstName: "Inés",
    lastName: `Instructora${tag}`,
    email: `ines.${tag.toLowerCase()}@nova.test`,
    owner: false,
  });
  const instructor = page.getByRole("main");
  await expect(
    instructor.getByRole("heading", { level: 1, name: `Inés Instructora${tag}` }),
  ).toBeVisible();
  await expect(instructor.getByText("Instructora", { exact: true })).toBeVisible();
  await expect(instructor.getByRole("img", { name: "Propietaria" })).toHaveCount(0);
  await expect(instructor.getByText("Tasa de compensación: 50%")).toBeVisible();

  // The list, its type filter and its totals.
  await page.getByRole("main").getByRole("link", { name: "Profesoras" }).click();
  await expect(page).toHaveURL(/\/teachers$/);
  await page.getByPlaceholder("Buscar por nombre o email...").fill(tag.toLowerCase());
  const cards = page.getByRole("list", { name: "Profesoras" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  const totals = page.getByLabel("Totales");
  await expect(totals.locator("div", { hasText: "Propietarias" }).locator("dd")).toHaveText("1");
  await expect(totals.locator("div", { hasText: "Instructoras" }).locator("dd")).toHaveText("1");
  await expect(totals.locator("div", { hasText: "Total estudiantes" }).locator("dd")).toHaveText(
    "0",
  );

  await page.getByLabel("Tipo de profesora").selectOption({ label: "Propietarias" });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Olga Dueña${tag}`);
  await expect(cards.first()).toContainText("tasa 100%");

  await page.getByLabel("Tipo de profesora").selectOption({ label: "Instructoras" });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Inés Instructora${tag}`);
  await expect(cards.first()).toContainText("tasa 50%");

  await page.getByRole("button", { name: "Limpiar filtros" }).click();
  await expect(page.getByPlaceholder("Buscar por nombre o email...")).toHaveValue("");
  await expect(page.getByLabel("Tipo de profesora")).toHaveValue("all");

  await page.getByPlaceholder("Buscar por nombre o email...").fill(`zz${tag}zz`);
  await expect(page.getByRole("heading", { name: "No hay profesores" })).toBeVisible();
});

test("edit and delete a teacher", async ({ page, api, tag }) => {
  const teacher = await api.createTeacher({ firstName: "Rosa", lastName: `Borrar${tag}` });
  await signIn(page);

  await page.goto(`/teachers/${teacher.id}`);
  await page.getByRole("link", { name: "Editar" }).click();
  await expect(field(page, "Nombre")).toHaveValue("Rosa");
  await page.getByRole("checkbox", { name: "Es propietaria del estudio" }).check();
  await page.getByRole("button", { name: "Actualizar Profesora" }).click();
  await expect(page.getByText("Profesora actualizada exitosamente")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/teachers/${teacher.id}$`));
  await expect(page.getByText("Tasa de compensación: 100%")).toBeVisible();

  await page.getByRole("button", { name: "Eliminar" }).click();
  const dialog = page.getByRole("dialog", { name: "Eliminar Profesora" });
  await expect(dialog).toContainText("¿Estás segura");
  await expect(dialog).toContainText("no se puede deshacer");
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(page).toHaveURL(/\/teachers$/);
  await expect(page.getByText("Profesora eliminada exitosamente")).toBeVisible();

  await page.goto(`/teachers/${teacher.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Profesora no encontrada" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver a profesoras" })).toHaveAttribute(
    "href",
    "/teachers",
  );
});

test("the compensation card shows the month's pay after a payment exists", async ({
  page,
  api,
  tag,
}) => {
  const teacher = await api.createTeacher({ firstName: "Celia", lastName: `Comp${tag}` });
  const danceClass = await api.createClass({ name: `Salsa ${tag}`, price: 40000 });
  await api.assignTeacher(teacher.id, danceClass.id);
  const { student } = await api.paidThisMonth(
    danceClass.id,
    { firstName: "Pagadora", lastName: `Comp${tag}` },
    40000,
  );
  await signIn(page);

  await page.goto(`/teachers/${teacher.id}`);

  const card = page.getByRole("region", { name: "Compensación mensual" });
  // The month picker is Spanish whatever the browser: month names and a year.
  const [year = "2000", monthNumber = "01"] = month.split("-");
  await expect(card.getByLabel("Mes", { exact: true })).toHaveValue(String(Number(monthNumber)));
  await expect(card.getByLabel("Año", { exact: true })).toHaveValue(year);
  await expect(card).toContainText("Tasa de compensación: 50%");
  await expect(card).toContainText("$20.000");
  const classReport = card
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: danceClass.name }) });
  await expect(classReport).toContainText("Ingresos de la clase$40.000");
  await expect(classReport).toContainText("Compensación$20.000");
  await expect(
    classReport.getByRole("listitem").filter({ hasText: student.fullName }),
  ).toContainText("$40.000");

  // Assigned classes and her students, with links.
  await expect(
    page
      .getByRole("region", { name: "Clases asignadas" })
      .getByRole("link", { name: danceClass.name }),
  ).toHaveAttribute("href", `/classes/${danceClass.id}`);
  await expect(
    page
      .getByRole("region", { name: "Estudiantes en sus clases" })
      .getByRole("link", { name: student.fullName }),
  ).toHaveAttribute("href", `/students/${student.id}`);

  // An earlier month has no payments; no month asks to choose one.
  if (monthNumber === "01") {
    await card.getByLabel("Año", { exact: true }).selectOption(String(Number(year) - 1));
    await card.getByLabel("Mes", { exact: true }).selectOption({ label: "Diciembre" });
  } else {
    await card.getByLabel("Mes", { exact: true }).selectOption(String(Number(monthNumber) - 1));
  }
  await expect(card.getByText("No hay datos de compensación para este mes.")).toBeVisible();
  await card.getByLabel("Mes", { exact: true }).selectOption({ label: "Elegir mes" });
  await expect(card.getByText("Selecciona un mes para ver la compensación.")).toBeVisible();
});

// Issue 25, finding 9: a rate of her own from a date, and a shared class explained.
test("an admin sets a teacher's rate from a date; her page explains the shared class", async ({
  page,
  api,
  tag,
}) => {
  const rosa = await api.createTeacher({ firstName: "Rosa", lastName: `Tasa${tag}` });
  const olga = await api.createTeacher({
    firstName: "Olga",
    lastName: `Socia${tag}`,
    isStudioOwner: true,
  });
  const tango = await api.createClass({ name: `Tango ${tag}`, price: 40000 });
  await api.assignTeacher(rosa.id, tango.id);
  await api.assignTeacher(olga.id, tango.id);
  await api.paidThisMonth(tango.id, { firstName: "Pagadora", lastName: `Tasa${tag}` }, 40000);
  await signIn(page);

  await page.goto(`/teachers/${rosa.id}/edit`);
  await field(page, "Porcentaje de compensación").fill("60");
  await field(page, "Vigente desde").fill(`01-${month.slice(5, 7)}-${month.slice(0, 4)}`);
  await page.getByRole("button", { name: "Actualizar Profesora" }).click();
  await expect(page).toHaveURL(new RegExp(`/teachers/${rosa.id}$`));

  // 40.000 shared by two: 20.000 each; Rosa at 60 % is paid 12.000.
  const card = page.getByRole("region", { name: "Compensación mensual" });
  await expect(card).toContainText("Tasa de compensación: 60%");
  await expect(card).toContainText("$12.000");
  await expect(page.getByText(`Compartida con Olga Socia${tag}, 60 % de la mitad`)).toBeVisible();
});
