import { expect, type Page } from "@playwright/test";
import { type AdminApi, everyDayAt, todayInSantiago, uniqueTag } from "../support/api";
import { test } from "../support/fixtures";
import { submitExpectingMessages } from "../support/form";

// Issue 40, on a phone: a mother asks for a trial class for her 8-year-old daughter. The form
// tells everything missing at once, speaks to her, offers only classes for her daughter's age
// and never a public holiday.

test.use({ viewport: { width: 360, height: 740 } });

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function classFor(api: AdminApi, name: string, minAge: number, maxAge: number | null) {
  return api.post<{ id: number; name: string }>("/api/classes", {
    name,
    price: 28_000,
    durationHours: 1,
    minAge,
    maxAge,
    schedules: everyDayAt(17, 30),
  });
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the empty trial form shows all its messages at once, the first field focused, no page error", async ({
  page,
  api,
}) => {
  await classFor(api, `Ballet Niñas ${uniqueTag()}`, 6, 10);
  const errors = pageErrors(page);

  await page.goto("/");
  // The visitor's action leads the header at 360 px; staff sign in from the footer.
  const header = page.getByRole("banner");
  const book = header.getByRole("button", { name: "Agenda tu clase de prueba" });
  await expect(book).toBeInViewport();
  await expect(header.getByRole("link", { name: "Ingresar al sistema" })).toHaveCount(0);
  await book.click();
  const dialog = page.getByRole("dialog", { name: "Reservar clase de prueba" });
  await expect(dialog).toBeVisible();

  await submitExpectingMessages(dialog, "Enviar solicitud", [
    "Cuéntanos para quién es la clase",
    "Escribe el nombre y apellido de quien tomará la clase",
    "Escribe la edad en años de quien tomará la clase",
    "Escribe un teléfono válido, por ejemplo +56 9 1234 5678",
    "Para enviar la solicitud debes aceptar el aviso de privacidad",
  ]);
  await expect(dialog.getByRole("radio", { name: "Para mí" })).toBeFocused();
  // Each message is the description of its field.
  await expect(dialog.getByLabel("Tu nombre y apellido")).toHaveAccessibleDescription(
    "Escribe el nombre y apellido de quien tomará la clase",
  );
  // The consent names the notice, a link to it.
  await expect(dialog.getByRole("link", { name: "aviso de privacidad" })).toHaveAttribute(
    "href",
    "/privacidad",
  );
  // The date select fits the phone's width.
  const select = await dialog.getByLabel("Día de la clase de prueba").boundingBox();
  expect(select).not.toBeNull();
  expect((select?.x ?? 0) + (select?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(errors).toEqual([]);
});

test("a mother's request for her daughter offers no holiday and only classes for her age", async ({
  page,
  api,
  tag,
}) => {
  test.setTimeout(45_000);
  const kids = await classFor(api, `Hip Hop Kids ${tag}`, 6, 10);
  const adults = await classFor(api, `Bachata Sensual ${tag}`, 18, null);
  const today = todayInSantiago();
  // The server's own list of the days without classes (holidays, closures) in the next weeks.
  const closed = new Set(
    (
      await api.get<{ date: string; kind: string }[]>(
        `/api/closed-days?from=${today}&to=${addDays(today, 28)}`,
      )
    ).map((d) => d.date),
  );
  const errors = pageErrors(page);

  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Agenda tu clase de prueba" }).click();
  const dialog = page.getByRole("dialog", { name: "Reservar clase de prueba" });
  await dialog.getByRole("radio", { name: "Para mi hijo o hija" }).check();
  await dialog.getByLabel("Nombre y apellido de tu hijo o hija").fill(`Amanda Soto ${tag}`);
  await dialog.getByLabel("Su edad").fill("8");

  const classSelect = dialog.getByLabel("Clase", { exact: true });
  const classOptions = await classSelect.locator("option").allTextContents();
  expect(classOptions).toContain(kids.name);
  expect(classOptions.some((o) => o.includes(adults.name))).toBe(false);
  await classSelect.selectOption({ label: kids.name });
  await expect(dialog.getByText("6 a 10 años.")).toBeVisible();

  // Every day of the week meets: only a closed day can be missing, and none is offered.
  const offered = await dialog
    .getByLabel("Día de la clase de prueba")
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(offered.length).toBeGreaterThan(0);
  for (const date of offered) expect(closed.has(date), date).toBe(false);
  const expected: string[] = [];
  for (let i = 0; expected.length < offered.length; i++) {
    const date = addDays(today, i);
    if (!closed.has(date)) expected.push(date);
  }
  expect(offered).toEqual(expected);

  await dialog.getByLabel("Tu nombre", { exact: true }).fill("Carolina Pérez");
  await dialog.getByLabel("Tu teléfono (WhatsApp)").fill("+56 9 5555 4444");
  await dialog.getByRole("checkbox").check();
  await expect(dialog).not.toContainText("eres menor");
  await page.waitForTimeout(3_100);
  await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
  const thanks = page.getByRole("dialog", { name: "Recibimos tu solicitud" });
  await expect(thanks).toContainText("¡Gracias, Carolina!");
  await expect(thanks).toContainText("la clase de prueba de Amanda");
  expect(errors).toEqual([]);
});

test("the studio's page links its privacy notice, and an unknown address is a 404 leading to it", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Aviso de privacidad" }).click();
  await expect(page).toHaveURL(/\/privacidad$/);
  await expect(page.getByRole("heading", { level: 1, name: "Aviso de privacidad" })).toBeAttached();

  const response = await page.goto("/clases-de-verano");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Ir a la página del estudio" }).click();
  await expect(page).toHaveURL(/\/$/);
});
