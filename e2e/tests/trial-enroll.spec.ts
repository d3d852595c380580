import { expect } from "@playwright/test";
import { everyDayAt, firstTrialDate } from "../support/api";
import { test } from "../support/fixtures";
import { signIn } from "../support/session";

// Issue 36, finding 4: a trial request for an 8-year-old becomes a student with her mother as
// paying guardian. The enroll dialog asks the start date and the mother's relationship and says,
// before confirming, what will be charged (computed by the server); its button is a positive
// action. The student page then shows the mother as payer and the child has no copy of her phone.

const EVERY_DAY = everyDayAt(17);

test("a child's trial request becomes a student with her mother as paying guardian", async ({
  page,
  request,
  api,
  tag,
}) => {
  const className = `Ballet Prueba ${tag}`;
  const cls = await api.createClass({ name: className, price: 32_000, schedules: EVERY_DAY });
  // A phone of this run's own, so the mother is new (matched by phone otherwise).
  const digits = String(Date.now()).slice(-8);
  const motherPhone = `+56 9 ${digits.slice(0, 4)} ${digits.slice(4)}`;
  const mother = `Carolina Muñoz ${tag}`;
  const child = `Rocío Muñoz ${tag}`;
  const asked = await request.post("/api/public/trial-requests", {
    // A visitor of its own (the suite's server trusts its loopback proxy): the browser specs
    // keep 127.0.0.1's hourly allowance of trial requests.
    headers: { "x-forwarded-for": "198.51.100.12" },
    data: {
      classId: cls.id,
      sessionDate: await firstTrialDate(request, cls.id),
      name: child,
      age: 8,
      phone: motherPhone,
      email: `carolina.${tag.toLowerCase()}@correo.cl`,
      guardianName: mother,
      guardianPhone: motherPhone,
      consent: true,
      fillMs: 8_000,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await signIn(page);
  await page.goto("/solicitudes");
  const item = page.getByRole("listitem").filter({ hasText: child });
  await item.getByRole("button", { name: "Inscribir" }).click();
  const dialog = page.getByRole("dialog", { name: "Inscribir" });
  await expect(dialog).toContainText(`${mother} quedará como apoderado/a que paga`);
  // The start date (the trial's day, today here) and the relationship the desk confirms.
  await expect(dialog.getByRole("textbox", { name: /Inicio/ })).toBeVisible();
  const relationship = dialog.getByLabel(`Parentesco de ${mother}`);
  await expect(relationship).toHaveValue("madre");
  await relationship.selectOption("Madre");
  // What will be charged, from the server, before confirming: the first month of this class.
  const preview = dialog.getByRole("region", { name: "Lo que se cobrará" });
  await expect(preview).toContainText("Primer mes");
  await expect(preview).toContainText("Total a cobrar: $");
  // A positive action: the primary button, not a red one.
  const confirm = dialog.getByRole("button", { name: "Inscribir" });
  await expect(confirm).toHaveClass(/bg-accent/);
  await expect(confirm).not.toHaveClass(/bg-danger/);
  await confirm.click();

  await expect(page).toHaveURL(/\/students\/\d+$/);
  await expect(page.getByRole("heading", { name: child })).toBeVisible();
  const guardians = page.getByRole("region", { name: "Apoderados" });
  await expect(guardians.getByRole("link", { name: mother })).toBeVisible();
  await expect(guardians).toContainText("Madre");
  await expect(guardians).toContainText("Responsable de pago");
  await expect(guardians).not.toContainText("paga por sí mismo");
  // The child keeps no copy of her mother's phone (nor e-mail) as her own.
  await expect(page.getByText(motherPhone)).toHaveCount(0);
  await expect(page.getByText(`carolina.${tag.toLowerCase()}@correo.cl`)).toHaveCount(0);

  // The mother's family page lists the child, with her phone.
  await guardians.getByRole("link", { name: mother }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Familia de ${mother}` })).toBeVisible();
  await expect(page.getByText(motherPhone).first()).toBeVisible();
  await expect(page.getByRole("link", { name: child }).first()).toBeVisible();
});
