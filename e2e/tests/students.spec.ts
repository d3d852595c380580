import { expect } from "@playwright/test";
import { todayInSantiago } from "../support/api";
import { test } from "../support/fixtures";
import { field, openCreateForm, submitExpectingMessages } from "../support/form";
import { signIn } from "../support/session";

const SEARCH_PLACEHOLDER = "Buscar por nombre, email o DNI...";

test("create, view, edit and delete a student", async ({ page, api, tag }) => {
  await signIn(page);
  const lastName = `Fuentes${tag}`;

  // Create, through the form, after its validation messages.
  await openCreateForm(page, "/students", "Nuevo estudiante");
  await submitExpectingMessages(page, "Crear Estudiante", [
    "El nombre es requerido",
    "El apellido es requerido",
    "La fecha de nacimiento es requerida",
  ]);

  await field(page, "Nombre").fill("  Valentina ");
  await expect(page.getByText("El nombre es requerido")).toBeHidden();
  await field(page, "Apellido").fill(lastName);
  await field(page, "Fecha de nacimiento").fill("14-03-2001");
  await field(page, "RUT").fill("12.345.678-9");
  await page.getByRole("button", { name: "Crear Estudiante" }).click();
  await expect(page.getByText("El RUT no es válido")).toBeVisible();
  await field(page, "RUT").fill(`${20_000_000 + Math.floor(Math.random() * 999_999)}`);
  await field(page, "Email").fill(`valentina.${tag.toLowerCase()}@correo.cl`);
  await field(page, "Teléfono").fill("+56 9 5555 0001");
  await field(page, "Dirección").fill("Los Aromos 123, Ñuñoa");
  await field(page, "Nombre del contacto").fill("Paula Fuentes");
  await field(page, "Teléfono del contacto").fill("+56 9 5555 0002");
  await page.getByRole("button", { name: "Crear Estudiante" }).click();

  await expect(page.getByText("Estudiante creado exitosamente")).toBeVisible();
  // Her page opens (issue 25 #10), and she is in the list without a reload.
  const fullName = `Valentina ${lastName}`;
  await expect(page).toHaveURL(/\/students\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: fullName })).toBeVisible();
  await page.getByRole("link", { name: "Estudiantes" }).first().click();
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(lastName);
  await expect(page.getByText("Mostrando 1-1 de 1 estudiantes")).toBeVisible();
  await page.getByRole("link", { name: fullName }).click();

  // View (the Historial below repeats the values as created: read them in their sections).
  await expect(page.getByRole("heading", { level: 1, name: fullName })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const personal = page.getByRole("region", { name: "Información personal" });
  await expect(personal.getByText("14 de marzo de 2001")).toBeVisible();
  await expect(personal.getByText("Los Aromos 123, Ñuñoa")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Contacto de emergencia" }).getByText("Paula Fuentes"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Registrar Pago" }).first()).toHaveAttribute(
    "href",
    `/payments/new?student=${id}`,
  );
  await expect(page.getByText("No está inscrito en ninguna clase.")).toBeVisible();

  // Enrolled classes show with their badge and link.
  const danceClass = await api.createClass({ name: `Jazz ${tag}` });
  await api.enroll(id, danceClass.id, todayInSantiago());
  await page.reload();
  const enrolled = page.getByRole("region", { name: "Clases inscritas" });
  await expect(enrolled.getByRole("link", { name: danceClass.name })).toHaveAttribute(
    "href",
    `/classes/${danceClass.id}`,
  );
  await expect(enrolled.getByText("Activa", { exact: true })).toBeVisible();
  // She owes this month's fee of the class ($30.000, plus 15% once past the due day).
  const balance = page.getByRole("region", { name: "Pagos pendientes" });
  await expect(balance).toContainText(danceClass.name);
  await expect(balance).toContainText(/Total pendiente\$(30\.000|34\.500)/);

  // Edit.
  await page.getByRole("link", { name: "Editar" }).click();
  await expect(page).toHaveURL(new RegExp(`/students/${id}/edit$`));
  await expect(field(page, "Nombre")).toHaveValue("Valentina");
  await field(page, "Teléfono").fill("+56 9 7777 0003");
  await field(page, "Nombre").fill("");
  await page.getByRole("button", { name: "Actualizar Estudiante" }).click();
  await expect(page.getByText("El nombre es requerido")).toBeVisible();
  await field(page, "Nombre").fill("Valentina Paz");
  await page.getByRole("button", { name: "Actualizar Estudiante" }).click();
  await expect(page.getByText("Estudiante actualizado exitosamente")).toBeVisible();
  await expect(page).toHaveURL(/\/students$/);
  await page.goto(`/students/${id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Valentina Paz ${lastName}` }),
  ).toBeVisible();
  await expect(personal.getByText("+56 9 7777 0003")).toBeVisible();

  // Delete: the dialog closes on Escape, then confirms.
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Eliminar estudiante" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Esta acción no se puede deshacer");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByText("Estudiante eliminado exitosamente")).toBeVisible();

  await page.goto(`/students/${id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Estudiante no encontrado" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Volver a estudiantes" }).click();
  await expect(page).toHaveURL(/\/students$/);
});

test("editing a student that does not exist returns to the list with a message", async ({
  page,
}) => {
  await signIn(page);

  await page.goto("/students/999999/edit");

  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByText("Error al cargar los datos del estudiante")).toBeVisible();
});

test("search and paging over 30 students", async ({ page, api, tag }) => {
  const lastName = `Paginada${tag}`;
  for (let n = 1; n <= 30; n += 1) {
    await api.createStudent({ firstName: `Alumna${String(n).padStart(2, "0")}`, lastName });
  }
  await signIn(page);
  await page.goto("/students");
  const cards = page.getByRole("list", { name: "Estudiantes" }).getByRole("listitem");
  const pagination = page.getByRole("navigation", { name: "Paginación" });

  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(tag.toLowerCase());

  // The search goes out once typing stops (400 ms) and is kept in the address.
  await expect(page).toHaveURL(new RegExp(`q=${tag.toLowerCase()}`));
  await expect(page.getByText("Mostrando 1-12 de 30 estudiantes")).toBeVisible();
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText(`Alumna01 ${lastName}`);
  await expect(pagination.getByRole("button", { name: "Anterior" })).toBeDisabled();

  await pagination.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("Mostrando 13-24 de 30 estudiantes")).toBeVisible();
  await expect(cards.first()).toContainText(`Alumna13 ${lastName}`);
  await expect(page).toHaveURL(/page=2/);

  await pagination.getByRole("button", { name: "Página 3" }).click();
  await expect(page.getByText("Mostrando 25-30 de 30 estudiantes")).toBeVisible();
  await expect(cards).toHaveCount(6);
  await expect(pagination.getByRole("button", { name: "Siguiente" })).toBeDisabled();

  // Back from a student keeps the page.
  await page.getByRole("link", { name: `Alumna27 ${lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Alumna27 ${lastName}` })).toBeVisible();
  await page.goBack();
  await expect(page.getByText("Mostrando 25-30 de 30 estudiantes")).toBeVisible();

  await pagination.getByRole("button", { name: "Anterior" }).click();
  await expect(page.getByText("Mostrando 13-24 de 30 estudiantes")).toBeVisible();

  // A new search starts again at page 1.
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(`alumna07 ${lastName.toLowerCase()}`);
  await expect(page.getByText("Mostrando 1-1 de 1 estudiantes")).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(page).not.toHaveURL(/page=/);

  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(`zz${tag}zz`);
  await expect(page.getByRole("heading", { name: "No hay estudiantes" })).toBeVisible();

  await page.getByRole("button", { name: "Limpiar búsqueda" }).click();
  await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue("");
  await expect(page.getByText(/^Mostrando 1-12 de \d+ estudiantes$/)).toBeVisible();
});
