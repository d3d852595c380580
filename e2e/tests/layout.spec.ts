import { expect } from "@playwright/test";
import { test } from "../support/fixtures";
import { shownUserName, signIn } from "../support/session";

const consoleRoutes: Array<[path: string, title: string]> = [
  ["/dashboard", "Dashboard"],
  ["/students", "Estudiantes"],
  ["/students/new", "Nuevo estudiante"],
  ["/teachers", "Profesoras"],
  ["/teachers/new", "Nueva profesora"],
  ["/classes", "Clases"],
  ["/classes/new", "Nueva clase"],
  ["/payments", "Pagos"],
  ["/payments/new", "Procesar Pago"],
  ["/payments/quick", "Pago rápido"],
  ["/reports/outstanding-payments", "Pagos pendientes"],
  ["/reports/debts", "Toda la deuda"],
  ["/reports/teacher-compensation", "Compensación de profesoras"],
  ["/reports/financial", "Reporte financiero"],
  ["/settings", "Configuración"],
];

test("every console route opens inside the layout when loaded directly", async ({ page, api }) => {
  // Two dozen screens loaded one after another: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page);
  // Detail and edit screens need a record that exists (an unknown one is "no encontrado").
  const student = await api.createStudent({ firstName: "Ruta", lastName: "Directa" });
  const teacher = await api.createTeacher({ firstName: "Ruta", lastName: "Directa" });
  const danceClass = await api.createClass({ name: "Ruta Directa" });
  await api.enroll(student.id, danceClass.id, "2026-02-05");
  const payment = await api.createPayment({
    studentId: student.id,
    classId: danceClass.id,
    amount: 30000,
    paymentDate: "2026-02-05",
    paymentMonth: "2026-02",
  });
  const recordRoutes: Array<[path: string, title: string]> = [
    [`/payments/${payment.id}`, `Pago de ${student.fullName}`],
    [`/classes/${danceClass.id}`, danceClass.name],
    [`/classes/${danceClass.id}/edit`, "Editar clase"],
    [`/students/${student.id}`, student.fullName],
    [`/students/${student.id}/edit`, "Editar estudiante"],
    [`/teachers/${teacher.id}`, teacher.fullName],
    [`/teachers/${teacher.id}/edit`, "Editar profesora"],
  ];
  for (const [path, title] of [...consoleRoutes, ...recordRoutes]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title }), path).toBeVisible();
    await expect(page.getByRole("button", { name: "Salir" }), path).toBeVisible();
  }
});

test("the side navigation moves between screens without reloading", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Navegación principal" });

  await nav.getByRole("link", { name: "Nuevo estudiante" }).click();
  await expect(page).toHaveURL(/\/students\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nuevo estudiante" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Estudiantes", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await nav.getByRole("link", { name: "Reporte financiero" }).click();
  await expect(page).toHaveURL(/\/reports\/financial$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reporte financiero" })).toBeVisible();
});

test("an unknown path shows the Spanish 404 page, answered 404, leading to the studio", async ({
  page,
}) => {
  const response = await page.goto("/no-existe");
  expect(response?.status()).toBe(404);

  await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir al dashboard" })).toHaveCount(0);
  await page.getByRole("link", { name: "Ir a la página del estudio" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("on a 360 px wide screen", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the navigation is a slide-over that traps focus and closes on Escape", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard");
    const openButton = page.getByRole("button", { name: "Abrir menú" });
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await openButton.click();
    const menu = page.getByRole("dialog", { name: "Menú de navegación" });
    await expect(menu).toBeVisible();
    // Tabbing round the whole menu never leaves it.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await menu.getByRole("link", { name: "Nuevo pago" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/payments\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "Procesar Pago" })).toBeVisible();
  });

  test("the top bar keeps the user and 'Salir' on screen", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard");

    const name = page.getByRole("banner").getByText(await shownUserName(page), { exact: true });
    await expect(name).toBeInViewport();
    // Not cut off with an ellipsis.
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(page.getByRole("button", { name: "Salir" })).toBeInViewport();
  });
});
