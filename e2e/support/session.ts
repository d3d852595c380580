import { expect, type Page } from "@playwright/test";
import { ADMIN, TOKEN_KEY } from "./constants";

export interface Credentials {
  username: string;
  password: string;
}

/** Fills and sends the login form; where it lands is the caller's to check. */
export async function submitLoginForm(page: Page, credentials: Credentials): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Nombre de Usuario").fill(credentials.username);
  await page.getByLabel("Contraseña", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
}

/** Signs in the way a person does: through the login form (as the admin unless told). */
export async function loginThroughForm(
  page: Page,
  credentials: Credentials = ADMIN,
): Promise<void> {
  await submitLoginForm(page, credentials);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through the API and stores the token before the app starts (faster set-up). */
export async function signIn(page: Page, credentials: Credentials = ADMIN): Promise<string> {
  const response = await page.request.post("/api/auth/login", { data: credentials });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [TOKEN_KEY, token] as const,
  );
  return token;
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
}

/** The name the top bar shows for the signed-in user ('Usuario' when the account has none). */
export async function shownUserName(page: Page): Promise<string> {
  const token = await storedToken(page);
  const response = await page.request.get("/api/auth/me", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const user: { name?: string | null } = await response.json();
  return user.name?.trim() || "Usuario";
}
