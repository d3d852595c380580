import { expect } from "@playwright/test";
import { todayInSantiago, uniqueTag } from "../support/api";
import { test } from "../support/fixtures";
import { signIn } from "../support/session";

// Issue 29 (Ley 21.719): erasure keeps the books; the published notice is what /privacidad shows.

test("erasing a student's personal data keeps her payments under the anonymised name", async ({
  page,
  api,
  tag,
}) => {
  await signIn(page);
  const klass = await api.createClass({ name: `Privacidad ${tag}`, price: 27_000 });
  const { student, payment } = await api.paidThisMonth(
    klass.id,
    { firstName: "Olivia", lastName: `Borrar${tag}` },
    27_000,
  );

  await page.goto(`/students/${student.id}`);
  const card = page.getByRole("region", { name: "Privacidad y consentimientos" });
  await card.getByRole("button", { name: "Eliminar datos personales" }).click();
  const dialog = page.getByRole("dialog", { name: "Eliminar datos personales" });
  await dialog.getByLabel("Motivo").fill("Solicitud de supresión por correo");
  await dialog.getByRole("button", { name: "Eliminar datos personales" }).click();
  await expect(page.getByText("Datos personales eliminados; sus pagos se conservan")).toBeVisible();
  const placeholder = `Persona eliminada #${student.id}`;
  await expect(page.getByRole("heading", { level: 1, name: placeholder })).toBeVisible();

  // Her payment is still there, with its amount, under the placeholder name.
  await page.goto(`/payments/${payment.id}`);
  await expect(page.getByText(placeholder).first()).toBeVisible();
  await expect(page.getByText("$27.000").first()).toBeVisible();
  // Her name is gone from the page, the payment's audit trail included (redacted).
  await expect(page.getByRole("main").getByText(`Borrar${tag}`)).toHaveCount(0);
});

test("a mother's privacy card: a consent for her daughter, withdrawn, then her erasure refused while the daughter owes", async ({
  page,
  api,
  tag,
}) => {
  await signIn(page);
  const today = todayInSantiago();
  const mother = `Carolina Madre${tag}`;
  const student = await api.createStudent({
    firstName: "Isidora",
    lastName: `Hija${tag}`,
    birthDate: "2016-03-04",
    guardians: [
      { fullName: mother, phone: "+56 9 3131 4242", relationship: "madre", isPayer: true },
    ],
  });
  const klass = await api.createClass({ name: `Familia ${tag}`, price: 24_000 });
  await api.enroll(student.id, klass.id, today);
  await page.goto(`/students/${student.id}`);
  await page.getByRole("link", { name: mother }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Familia de ${mother}` })).toBeVisible();

  const card = page.getByRole("region", { name: "Privacidad y consentimientos" });
  await card.getByText("Registrar consentimiento por un estudiante").click();
  await card.getByLabel("Finalidad").selectOption({ label: "Fotos en la página pública" });
  await card.getByRole("button", { name: "Registrar" }).click();
  await expect(page.getByText("Consentimiento registrado")).toBeVisible();
  const given = card.getByRole("list", { name: "Consentimientos que dio" });
  await expect(given).toContainText(`Fotos en la página pública · por Isidora Hija${tag}`);

  await given.getByRole("button", { name: "Retirar consentimiento" }).click();
  await page
    .getByRole("dialog", { name: "Retirar consentimiento" })
    .getByRole("button", { name: "Retirar" })
    .click();
  await expect(given).toContainText("Retirado el");

  // She pays for a daughter who owes this month: the refusal says why, in the dialog.
  await card.getByRole("button", { name: "Eliminar datos personales" }).click();
  const dialog = page.getByRole("dialog", { name: "Eliminar datos personales" });
  await dialog.getByLabel("Motivo").fill("Solicitud de supresión por correo");
  await dialog.getByRole("button", { name: "Eliminar datos personales" }).click();
  await expect(dialog).toContainText(`es la responsable de pago de Isidora Hija${tag}`);
});

test("the retention form saves the terms the next run's preview counts", async ({ page }) => {
  await signIn(page);
  await page.goto("/settings?tab=privacy");
  await expect(page.getByLabel("Solicitudes de prueba (meses)")).toHaveValue("12");
  await expect(page.getByLabel("Datos en la auditoría (años)")).toHaveValue(/\d+/);
  const years = page.getByLabel("Ex estudiantes (años)");
  await expect(years).toHaveValue(/\d+/);
  const before = await years.inputValue();
  await years.fill("0");
  await page.getByRole("button", { name: "Guardar configuración" }).click();
  await expect(page.getByText("Los años de conservación deben estar entre 1 y 20")).toBeVisible();
  await years.fill("7");
  await page.getByRole("button", { name: "Guardar configuración" }).click();
  await expect(page.getByText("Configuración guardada exitosamente")).toBeVisible();
  await page.goto("/privacy/requests");
  await expect(page.getByText(/terminada hace más de 7 años\./)).toBeVisible();
  await expect(
    page.getByRole("heading", { name: /Solicitudes de clase de prueba \(\d+\)/ }),
  ).toBeVisible();
  // Put back what the other tests expect.
  await page.goto("/settings?tab=privacy");
  await page.getByLabel("Ex estudiantes (años)").fill(before);
  await page.getByRole("button", { name: "Guardar configuración" }).click();
  await expect(page.getByText("Configuración guardada exitosamente")).toBeVisible();
});

test("a published notice version is what /privacidad shows", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  await page.goto("/settings/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacidad" })).toBeVisible();
  const text = page.getByLabel("Texto del aviso");
  await text.fill(`# Aviso de privacidad de prueba ${tag}\n\nTus datos se usan para tus clases.`);
  await page.getByRole("button", { name: "Publicar nueva versión" }).click();
  await expect(page.getByText("Aviso de privacidad publicado")).toBeVisible();
  await expect(page.getByText(/Aviso vigente: versión \d+/)).toBeVisible();

  await page.goto("/privacidad");
  await expect(
    page.getByRole("heading", { name: `Aviso de privacidad de prueba ${tag}` }),
  ).toBeVisible();
  await expect(page.getByText(/Versión \d+, publicada el \d{2}-\d{2}-\d{4}\./)).toBeVisible();
});
