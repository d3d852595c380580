import * as zlib from "node:zlib";
import { deflateSync } from "node:zlib";
import { expect } from "@playwright/test";
import { AdminApi, everyDayAt } from "../support/api";
import { test } from "../support/fixtures";
import { signIn } from "../support/session";

// Issue 28: the studio names itself and puts its own photo on its page; a visitor asks for a
// trial class for her daughter; reception contacts them and enrolls the girl.

const STUDIO = "Estudio Danza Ñuñoa";

/** A small solid PNG, written by hand (the e2e package has no image library). */
function png(width: number, height: number): Buffer {
  const crc32 = (zlib as unknown as { crc32: (data: Buffer) => number }).crc32;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0)]);
  for (let x = 0; x < width; x++) row.set([180, 40, 110], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.afterAll(async ({ request }) => {
  // The other journeys expect the studio as it starts: NOVA, the illustrations.
  const api = await AdminApi.signIn(request);
  await api.updateStudio({ name: "NOVA" });
  const response = await request.put("/api/settings", {
    data: { site: { heroPhotoId: null } },
    headers: { Authorization: `Bearer ${api.token}` },
  });
  expect(response.ok()).toBe(true);
});

test("the studio renames itself and shows its photo; a minor asks for a trial; reception enrolls her", async ({
  page,
  api,
  tag,
}) => {
  test.setTimeout(60_000);
  const className = `Ballet Niñas ${tag}`;
  await api.createClass({
    name: className,
    price: 28_000,
    schedules: everyDayAt(17, 30),
  });

  // The owner renames the studio and uploads a hero photo in Settings.
  await signIn(page);
  await page.goto("/settings");
  await page.getByLabel("Nombre del estudio").fill(STUDIO);
  await page.getByRole("tab", { name: "Página pública" }).click();
  await page.getByLabel(/^Foto \(JPEG/).setInputFiles({
    name: "sala.png",
    mimeType: "image/png",
    buffer: png(1200, 900),
  });
  await page.getByLabel("Texto alternativo").fill("Sala del estudio con espejos");
  await page.getByRole("button", { name: "Subir foto" }).click();
  await page.getByRole("button", { name: "Usar en portada" }).first().click();
  await expect(page.getByText("Vista previa (sin publicar hasta guardar)")).toBeVisible();
  await expect(
    page.getByText(`Encuentra tu ritmo en ${STUDIO}`, { exact: true }).first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Guardar configuración" }).click();
  await expect(page.getByText("Hay cambios sin guardar.")).toBeHidden();

  // The public page says the new name, shows the photo, and nowhere says NOVA.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: `Encuentra tu ritmo en ${STUDIO}` }),
  ).toBeVisible();
  const hero = page.locator("main img").first();
  await expect(hero).toHaveAttribute("src", /^\/api\/public\/photos\/[0-9a-f]{64}$/);
  await expect(hero).toHaveAttribute("srcset", / 480w, .* 960w, .* 1200w$/);
  await expect(hero).toHaveAttribute("alt", "Sala del estudio con espejos");
  await expect(page.getByRole("heading", { name: `Sobre ${STUDIO}` })).toBeAttached();
  await expect(page).toHaveTitle(new RegExp(`^${STUDIO}`));
  await expect(page.locator("body")).not.toContainText("NOVA");
  expect(await page.title()).not.toMatch(/NOVA/);

  // A visitor asks for a trial class for her 11-year-old daughter.
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: className }) });
  await expect(card).toContainText("$28.000");
  await expect(card).toContainText(/Quedan \d+ cupos/);
  await card.getByRole("button", { name: "Reservar clase de prueba" }).click();
  const dialog = page.getByRole("dialog", { name: "Reservar clase de prueba" });
  // Her mother fills it in: asked first who the class is for, then her daughter's name and age
  // and her own name and phone (issue 40).
  await dialog.getByRole("radio", { name: "Para mi hijo o hija" }).check();
  await dialog.getByLabel("Nombre y apellido de tu hijo o hija").fill(`Antonia Pérez ${tag}`);
  await dialog.getByLabel("Su edad").fill("11");
  await dialog.getByLabel("Tu teléfono (WhatsApp)").fill("+56 9 5555 4444");
  await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(dialog.getByText("Escribe tu nombre, para saber con quién hablamos")).toBeVisible();
  await expect(
    dialog.getByText("Para enviar la solicitud debes aceptar el aviso de privacidad"),
  ).toBeVisible();
  await dialog.getByLabel("Tu nombre", { exact: true }).fill("Carolina Pérez");
  await dialog.getByRole("checkbox").check();
  // People take a few seconds to fill the form; the server refuses anything faster.
  await page.waitForTimeout(3_100);
  await dialog.getByRole("button", { name: "Enviar solicitud" }).click();
  const thanks = page.getByRole("dialog", { name: "Recibimos tu solicitud" });
  await expect(thanks).toContainText("¡Gracias, Carolina!");
  await expect(thanks).toContainText("la clase de prueba de Antonia");

  // Reception sees it in Solicitudes, contacts the family and enrolls the girl.
  await signIn(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /^Solicitudes\s*\d+/ })).toBeVisible();
  await page.getByRole("link", { name: /^Solicitudes/ }).click();
  const item = page.getByRole("listitem").filter({ hasText: `Antonia Pérez ${tag}` });
  await expect(item).toContainText("Nueva");
  await expect(item).toContainText("Carolina Pérez · +56 9 5555 4444");
  await expect(item.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/56955554444\?text=Hola%20Carolina/,
  );
  await item.getByRole("button", { name: "Marcar Contactada" }).click();
  await expect(item).toContainText("Contactada");
  await item.getByRole("button", { name: "Inscribir" }).click();
  const enrollDialog = page.getByRole("dialog", { name: "Inscribir" });
  // Reception reads what will be charged before confirming: the line arrives from the server
  // and moves the button down (clicked before it, the click could land above the button).
  await expect(enrollDialog.getByRole("region", { name: "Lo que se cobrará" })).toContainText(
    "Total a cobrar",
  );
  await enrollDialog.getByRole("button", { name: "Inscribir" }).click();
  await expect(page).toHaveURL(/\/students\/\d+$/);
  await expect(page.getByRole("heading", { name: `Antonia Pérez ${tag}` })).toBeVisible();
  await expect(page.getByText(className).first()).toBeVisible();
});
