import { expect, type Page, test } from "@playwright/test";
import { AdminApi, todayInSantiago, uniqueTag } from "../support/api";
import { seriousViolations } from "../support/axe";
import { field } from "../support/form";
import { type Credentials, loginThroughForm, signIn } from "../support/session";

// Accounts and roles (issue 15) in the browser: what reception (staff) sees, an admin adding an
// account whose shown password works, and every user changing their own password.

const NO_PERMISSION = "No tiene permiso para ver esta página";

/** A fresh account of `role`, created by the admin through the API. */
async function newAccount(admin: AdminApi, role: "admin" | "staff"): Promise<Credentials> {
  const tag = uniqueTag().toLowerCase();
  const { user, password } = await admin.createUser({
    username: `${role}-${tag}`,
    name: `${role === "staff" ? "Recepción" : "Dueña"} ${tag}`,
    role,
  });
  return { username: user.username, password };
}

async function openUsersTab(page: Page) {
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Usuarios y seguridad" }).click();
  await expect(page.getByRole("heading", { name: "Cuentas de la consola" })).toBeVisible();
}

test.describe("roles", () => {
  let admin: AdminApi;

  test.beforeEach(async ({ request }) => {
    admin = await AdminApi.signIn(request);
    await admin.allowUsers(20);
  });

  test("staff see no settings, deletes or owner's reports, and typed addresses say so", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const student = await admin.createStudent({ firstName: "Roles", lastName: `Alumna ${tag}` });
    const cls = await admin.createClass({ name: `Roles ${tag}` });
    await admin.enroll(student.id, cls.id);
    const payment = await admin.createPayment({
      studentId: student.id,
      classId: cls.id,
      amount: 30000,
      paymentDate: todayInSantiago(),
      paymentMonth: todayInSantiago().slice(0, 7),
    });
    await signIn(page, await newAccount(admin, "staff"));

    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: /Estudiantes/ }).first()).toBeVisible();
    for (const hidden of ["Configuración", "Compensación profesoras", "Reporte financiero"]) {
      await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
    }
    await expect(page.getByRole("link", { name: "Nueva clase" })).toHaveCount(0);

    await page.goto("/reports");
    await expect(page.getByRole("heading", { name: "Pagos pendientes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reporte financiero" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Compensación profesoras" })).toHaveCount(0);

    for (const path of [
      `/students/${student.id}`,
      `/payments/${payment.id}`,
      `/classes/${cls.id}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Eliminar" }), path).toHaveCount(0);
    }
    // Reception enrolls students in a class but does not edit it.
    await expect(page.getByRole("button", { name: "Inscribir estudiante" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Editar" })).toHaveCount(0);

    for (const path of [
      "/settings",
      "/reports/financial",
      "/reports/teacher-compensation",
      `/classes/${cls.id}/edit`,
      "/teachers/new",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(NO_PERMISSION);
    }
  });

  test("an admin adds an account in settings and it signs in with the shown password", async ({
    page,
  }) => {
    await signIn(page);
    await openUsersTab(page);
    expect(await seriousViolations(page), "users tab").toEqual([]);

    const username = `sofi-${uniqueTag().toLowerCase()}`;
    await page.getByRole("button", { name: "Agregar usuario" }).click();
    const form = page.getByRole("dialog", { name: "Agregar usuario" });
    await field(form, "Nombre").fill("Sofía Recepción");
    await field(form, "Nombre de usuario").fill(username);
    await field(form, "Rol").selectOption({ label: "Recepción" });
    expect(await seriousViolations(page), "add user dialog").toEqual([]);
    await form.getByRole("button", { name: "Crear usuario" }).click();

    const shown = page.getByRole("dialog", { name: "Usuario creado" });
    await expect(shown).toContainText("no se volverá a mostrar");
    const password = await shown.getByLabel("Contraseña generada").inputValue();
    expect(password.length).toBeGreaterThanOrEqual(10);
    expect(await seriousViolations(page), "shown password dialog").toEqual([]);
    await shown.getByRole("button", { name: "Listo" }).click();

    const row = page.getByRole("listitem").filter({ hasText: `Usuario: ${username}` });
    await expect(row).toContainText("Recepción");
    await expect(row).toContainText("Nunca");

    await page.getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(/\/$/);
    await loginThroughForm(page, { username, password });
    await expect(page.getByRole("banner")).toContainText("Sofía Recepción");
  });

  test("a disabled account is refused at once", async ({ page, browser }) => {
    const staff = await newAccount(admin, "staff");
    const staffPage = await browser.newPage();
    await signIn(staffPage, staff);
    await staffPage.goto("/students");
    await expect(staffPage.getByRole("heading", { level: 1, name: "Estudiantes" })).toBeVisible();

    await signIn(page);
    await openUsersTab(page);
    const row = page.getByRole("listitem").filter({ hasText: `Usuario: ${staff.username}` });
    await row.getByRole("button", { name: /^Desactivar/ }).click();
    const confirm = page.getByRole("dialog", { name: "Desactivar cuenta" });
    await expect(confirm).toContainText("terminarán de inmediato");
    await confirm.getByRole("button", { name: "Desactivar" }).click();
    await expect(row).toContainText("Desactivada");

    // The open session is over: its next request sends it back to the landing page.
    await staffPage.goto("/students");
    await expect(staffPage).toHaveURL(/\/$/);
    await staffPage.close();
  });

  test("every user changes their own password from the top bar", async ({ page }) => {
    const staff = await newAccount(admin, "staff");
    await loginThroughForm(page, staff);

    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    const dialog = page.getByRole("dialog", { name: "Cambiar contraseña" });
    await field(dialog, "Contraseña actual").fill(staff.password);
    await field(dialog, "Nueva contraseña").fill("ballet123");
    await field(dialog, "Repetir nueva contraseña").fill("ballet123");
    await dialog.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(dialog.getByText(/al menos 10 caracteres|demasiado común/)).toBeVisible();
    expect(await seriousViolations(page), "password dialog").toEqual([]);

    const fresh = `Sala de espejos ${uniqueTag()}`;
    await field(dialog, "Nueva contraseña").fill(fresh);
    await field(dialog, "Repetir nueva contraseña").fill(fresh);
    await dialog.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Contraseña actualizada")).toBeVisible();

    // This session stays open; the next sign-in takes the new password only.
    await page.goto("/students");
    await expect(page.getByRole("heading", { level: 1, name: "Estudiantes" })).toBeVisible();
    await page.getByRole("button", { name: "Salir" }).click();
    const old = await page.request.post("/api/auth/login", { data: staff });
    expect(old.status()).toBe(401);
    await loginThroughForm(page, { username: staff.username, password: fresh });
  });

  test("on a phone the own-password dialog opens from the navigation menu", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, await newAccount(admin, "staff"));
    await page.goto("/dashboard");

    await expect(page.getByRole("button", { name: "Cambiar contraseña" })).toBeHidden();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page
      .getByRole("dialog", { name: "Menú de navegación" })
      .getByRole("button", { name: "Cambiar contraseña" })
      .click();
    await expect(page.getByRole("dialog", { name: "Menú de navegación" })).toHaveCount(0);
    const dialog = page.getByRole("dialog", { name: "Cambiar contraseña" });
    await expect(field(dialog, "Contraseña actual")).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
