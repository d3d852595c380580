import { expect, test } from "@playwright/test";
import { ADMIN, TOKEN_KEY } from "../support/constants";
import { loginThroughForm, shownUserName, signIn, storedToken } from "../support/session";

test("a visitor without a session is sent from /dashboard to the landing page", async ({
  page,
}) => {
  await page.goto("/dashboard");

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Ingresar al sistema" })).toBeVisible();
});

test("the landing page leads to the login", async ({ page }) => {
  await page.goto("/");

  await page.getByRole("link", { name: "Ingresar al sistema" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the login form shows its validation messages and clears them on edit", async ({ page }) => {
  await page.goto("/login");
  const username = page.getByLabel("Nombre de Usuario");
  const password = page.getByLabel("Contraseña", { exact: true });
  const submit = page.getByRole("button", { name: "Iniciar Sesión" });

  await submit.click();
  await expect(page.getByText("El nombre de usuario es requerido")).toBeVisible();
  await expect(page.getByText("La contraseña es requerida")).toBeVisible();
  await expect(username).toBeFocused();

  await username.fill("ad");
  await expect(page.getByText("El nombre de usuario es requerido")).toBeHidden();
  await submit.click();
  await expect(
    page.getByText("El nombre de usuario debe tener al menos 3 caracteres"),
  ).toBeVisible();

  await password.fill("x");
  await expect(page.getByText("La contraseña es requerida")).toBeHidden();
  await username.fill("admin");
  await expect(
    page.getByText("El nombre de usuario debe tener al menos 3 caracteres"),
  ).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong password shows the server's message and stays on /login", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Nombre de Usuario").fill(ADMIN.username);
  await page.getByLabel("Contraseña", { exact: true }).fill("no-es-la-clave");
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();

  await expect(page.getByRole("alert")).toHaveText("Usuario o contraseña incorrectos");
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
});

test("a successful login lands on /dashboard inside the console layout", async ({ page }) => {
  await loginThroughForm(page);

  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  for (const name of ["Estudiantes", "Profesoras", "Clases", "Pagos", "Configuración"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of ["Nuevo estudiante", "Nueva profesora", "Nueva clase", "Nuevo pago"]) {
    await expect(nav.getByRole("link", { name })).toBeVisible();
  }
  await expect(
    page.getByRole("banner").getByText(await shownUserName(page), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Salir" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
});

test("a signed-in visitor to /login goes to /dashboard, also after a reload", async ({ page }) => {
  await signIn(page);

  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Salir" })).toBeVisible();
});

test("'Salir' ends the session and returns to the landing page", async ({ page }) => {
  const token = await signIn(page);
  await page.goto("/students");

  await page.getByRole("button", { name: "Salir" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Ingresar al sistema" })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  // The server revoked the token too.
  const me = await page.request.get("/api/auth/me", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("a stored token the server rejects is dropped and the visitor sent to /", async ({ page }) => {
  await page.addInitScript(
    (key) => window.localStorage.setItem(key, "not-a-real-token"),
    TOKEN_KEY,
  );

  await page.goto("/dashboard");

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Ingresar al sistema" })).toBeVisible();
});
