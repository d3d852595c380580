import { expect, type Page } from "@playwright/test";
import { uniqueTag } from "../support/api";
import { test } from "../support/fixtures";

// The embedded map points at an outside host; the tests answer for it so they never need the
// network, and count what reached it: nothing may before the visitor asks for the map.
async function stubMap(page: Page) {
  const requests: string[] = [];
  await page.route("https://www.google.com/**", (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<p>Mapa</p>" });
  });
  return requests;
}

/**
 * The page as a build without the server's renderer sends it: no embedded data, so the browser
 * renders the page and fetches the public API (what the tests below stub).
 */
async function renderedInTheBrowser(page: Page) {
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script id="landing-data" type="application\/json"[^>]*>[^<]*<\/script>/,
        "",
      );
      await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body });
    },
  );
}

/** Whether React has taken the page's root (createRoot and hydrateRoot mark the element). */
function hasReactRoot(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
}

test("the server writes the page; React wakes on the first touch, hydrates without a warning and keeps a filter and a click made before it", async ({
  page,
  api,
}) => {
  const danceClass = await api.createClass({
    name: `Jazz Servidor ${uniqueTag()}`,
    schedules: [{ dayOfWeek: "WEDNESDAY", startHour: 18, startMinute: 0 }],
  });
  // A class on another day, for the day filter to tell them apart.
  await api.createClass({
    name: `Salsa Domingo ${uniqueTag()}`,
    schedules: [{ dayOfWeek: "SUNDAY", startHour: 11, startMinute: 0 }],
  });
  await stubMap(page);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  const apiCalls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/public/")) apiCalls.push(r.url());
  });
  // React's chunk is held back until the click below has happened: the click comes first.
  // A scroll fetches it (a prefetch), but nothing runs it before a visitor acts.
  const scriptsAsked: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/landing-entry-[^/]+\.js$/, async (route) => {
    scriptsAsked.push(route.request().url());
    await released;
    await route.continue();
  });

  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scriptsAsked).toEqual([]);
  // Scrolling, the visitor's browser fetches what React will need, without running it.
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect.poll(() => scriptsAsked.length).toBeGreaterThan(0);

  // The page is there as HTML, with nothing fetched and no React yet.
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: danceClass.name }) });
  await expect(card).toContainText("Miércoles 18:00");
  expect(apiCalls).toEqual([]);
  expect(await hasReactRoot(page)).toBe(false);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "null",
  );
  expect(jsonLd.url).toBe(new URL("/", page.url()).href);

  // The visitor picks a day and taps the trial button before React is there (her touch wakes
  // it): once hydrated, the filter applies and the form opens.
  await page.getByLabel("Día").selectOption("SUNDAY");
  await page.getByRole("button", { name: "Reservar clase de prueba" }).first().click();
  expect(await hasReactRoot(page)).toBe(false);
  await expect(card).toBeVisible();
  release();
  const dialog = page.getByRole("dialog", { name: "Reservar clase de prueba" });
  await expect(dialog).toBeVisible();
  expect(await hasReactRoot(page)).toBe(true);
  await expect(card).toBeHidden();
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();

  // Hydrated, the filters answer as ever.
  await page.getByLabel("Día").selectOption("WEDNESDAY");
  await expect(card).toBeVisible();
  await page.getByLabel("Día").selectOption("SUNDAY");
  await expect(card).toBeHidden();
  await page.getByLabel("Día").selectOption("");
  await expect(card).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect(problems).toEqual([]);
});

test("the landing page lists the published classes with teachers and schedule chips", async ({
  page,
  api,
  tag,
}) => {
  const teacher = await api.createTeacher({ firstName: "Lucía", lastName: `Landa${tag}` });
  const other = await api.createTeacher({
    firstName: "Marta",
    lastName: `Mora${tag}`,
    isStudioOwner: true,
  });
  const danceClass = await api.createClass({
    name: `Contemporáneo ${tag}`,
    description: "Improvisación y trabajo de suelo.",
    schedules: [
      { dayOfWeek: "TUESDAY", startHour: 19, startMinute: 30 },
      { dayOfWeek: "SATURDAY", startHour: 10, startMinute: 0 },
    ],
  });
  await api.assignTeacher(teacher.id, danceClass.id);
  await api.assignTeacher(other.id, danceClass.id);
  await api.updateStudio({
    whatsapp: "+56 9 8765 4321",
    instagram: "@novadanza",
    address: "Av. Providencia 1234, Santiago",
    email: "hola@novadanza.cl",
    mapQuery: "Av. Providencia 1234, Santiago",
  });
  const mapRequests = await stubMap(page);

  await page.goto("/");

  const header = page.getByRole("banner");
  for (const anchor of ["Clases", "Nosotros", "Galería"]) {
    await expect(header.getByRole("link", { name: anchor, exact: true })).toBeVisible();
  }
  // The visitor's action leads the header; staff sign in from the footer (issue 40), beside
  // the privacy notice.
  await expect(header.getByRole("button", { name: "Agenda tu clase de prueba" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Ingresar al sistema" })).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Ingresar al sistema" })).toHaveAttribute(
    "href",
    "/login",
  );
  await expect(footer.getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute(
    "href",
    "/privacidad",
  );

  await page.getByRole("link", { name: "Ver clases" }).click();
  await expect(page).toHaveURL(/#clases$/);
  await expect(page.getByRole("heading", { level: 2, name: "Nuestras Clases" })).toBeInViewport();

  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: danceClass.name }) });
  await expect(card).toContainText("Improvisación y trabajo de suelo.");
  await expect(card).toContainText(`Docentes: ${teacher.fullName}, ${other.fullName}`);
  await expect(
    card.getByRole("list", { name: `Horarios de ${danceClass.name}` }).getByRole("listitem"),
  ).toHaveText(["Martes 19:30", "Sábado 10:00"]);

  // Sobre NOVA, the gallery and the banner; images are served by the app itself.
  await expect(page.getByRole("heading", { name: "Sobre NOVA" })).toBeAttached();
  await expect(page.locator("#galeria img")).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "¿Te animas a empezar?" })).toBeAttached();
  const images = page.locator("main img");
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("alt", /\S/);
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("src", /^\/images\//);
  }
  await expect(page.locator("#galeria img").first()).toHaveAttribute("loading", "lazy");

  // Contacto, from the studio's settings.
  const contact = page.locator("#contacto");
  await expect(contact.getByRole("link", { name: "+56 9 8765 4321" })).toHaveAttribute(
    "href",
    "https://wa.me/56987654321",
  );
  await expect(contact.getByRole("link", { name: "@novadanza", exact: true })).toHaveAttribute(
    "href",
    "https://www.instagram.com/novadanza/",
  );
  await expect(contact.getByRole("link", { name: "hola@novadanza.cl" })).toHaveAttribute(
    "href",
    "mailto:hola@novadanza.cl",
  );
  await expect(contact).toContainText("Av. Providencia 1234, Santiago");
  // No third-party request on page load: the map waits for its button.
  await expect(contact.locator("iframe")).toHaveCount(0);
  expect(mapRequests).toEqual([]);
  await contact.getByRole("button", { name: "Ver mapa" }).click();
  await expect(contact.locator("iframe")).toHaveAttribute(
    "src",
    "https://www.google.com/maps?q=Av.%20Providencia%201234%2C%20Santiago&output=embed",
  );
  await expect.poll(() => mapRequests.length).toBe(1);
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
});

test("the landing page says when there are no classes yet", async ({ page }) => {
  await stubMap(page);
  await renderedInTheBrowser(page);
  await page.route("**/api/public/classes", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
  );

  await page.goto("/");

  await expect(page.getByText("Próximamente publicaremos nuestras clases.")).toBeVisible();
});

test("the landing page says when the classes cannot be loaded, and the rest still works", async ({
  page,
}) => {
  await stubMap(page);
  await renderedInTheBrowser(page);
  await page.route("**/api/public/classes", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Error interno", details: { errorType: "INTERNAL_ERROR" } }),
    }),
  );

  await page.goto("/");

  await expect(page.getByText("No se pudieron cargar las clases")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reintentar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sobre NOVA" })).toBeAttached();
  await expect(page.getByRole("link", { name: "Ingresar al sistema" })).toBeVisible();
});

test("the landing page shows a spinner while the classes load", async ({ page }) => {
  await stubMap(page);
  await renderedInTheBrowser(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/public/classes", async (route) => {
    await released;
    await route.fulfill({ status: 200, contentType: "application/json", body: "[]" });
  });

  await page.goto("/");

  await expect(page.getByRole("status").filter({ hasText: "Cargando clases" })).toBeAttached();
  release();
  await expect(page.getByText("Próximamente publicaremos nuestras clases.")).toBeVisible();
});
