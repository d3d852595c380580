import { expect } from "@playwright/test";
import { todayInSantiago } from "../support/api";
import { openFamilyPayment, openFamilyStatement } from "../support/family";
import { test } from "../support/fixtures";
import { clp } from "../support/money";
import { signIn } from "../support/session";

// Issue 26: two sisters with one paying mother. Her family page shows what both owe, sends the
// statement by WhatsApp as one message, and takes one payment for both: one receipt in her name
// with a line per sister; afterwards the family owes nothing.

test("one statement, one WhatsApp message and one receipt for two sisters", async ({
  page,
  api,
  tag,
}) => {
  const lastName = `Rojas${tag}`;
  const mother = `Carmen ${lastName}`;
  const className = `Ballet Familia ${tag}`;
  const guardian = await api.createGuardian({
    fullName: mother,
    phone: "+56 9 8765 4321",
    rut: "15.111.222-6",
  });
  const cls = await api.createClass({ name: className, price: 30_000 });
  // Enrolled today: the first month is due ten days from now, so nothing is late.
  await api.enrollDaughters(
    guardian.id,
    lastName,
    [
      ["Ana", "2015-04-02"],
      ["Bea", "2017-09-30"],
    ],
    cls.id,
    todayInSantiago(),
  );

  await signIn(page);
  const statement = await openFamilyStatement(page, guardian.id);
  const owed = statement.getByRole("list", { name: "Lo adeudado" }).getByRole("listitem");
  await expect(owed).toHaveCount(2);
  await expect(owed.nth(0)).toContainText(`Ana ${lastName} · ${className}`);
  await expect(owed.nth(1)).toContainText(`Bea ${lastName} · ${className}`);
  await expect(statement.getByTestId("family-balance")).toHaveText(clp(60_000));

  // One message for the family: each sister's month and the total, to the mother's phone.
  const href =
    (await statement.getByRole("link", { name: "Enviar estado de cuenta" }).getAttribute("href")) ??
    "";
  expect(href.startsWith("https://wa.me/56987654321?text=")).toBe(true);
  const text = decodeURIComponent(href.split("?text=")[1] ?? "");
  expect(text).toContain("Hola Carmen: le enviamos el estado de cuenta de su familia");
  expect(text).toMatch(new RegExp(`\\nAna: ${className} [a-z]+ \\d{4} \\(\\$30\\.000\\)\\.\\n`));
  expect(text).toMatch(new RegExp(`\\nBea: ${className} [a-z]+ \\d{4} \\(\\$30\\.000\\)\\.\\n`));
  expect(text).toContain(`Total ${clp(60_000)}.`);

  // One payment for both sisters.
  const dialog = await openFamilyPayment(page, statement);
  await dialog.getByLabel(/^Método de pago/).selectOption("EFECTIVO");
  await expect(dialog.getByTestId("family-payment-total")).toHaveText(clp(60_000));
  await dialog.getByRole("button", { name: "Registrar pago" }).click();

  // Its receipt: in the mother's name and RUT, a line per sister, one total.
  await expect(page).toHaveURL(/\/receipts\/\d+$/);
  await expect(page.getByText(`${mother}, RUT 15.111.222-6`)).toBeVisible();
  const lines = page.getByRole("list", { name: "Líneas del pago" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`Ana ${lastName}`);
  await expect(lines.nth(1)).toContainText(`Bea ${lastName}`);
  await expect(page.getByTestId("receipt-total")).toHaveText(clp(60_000));
  const number = (await page.getByTestId("receipt-number").textContent()) ?? "";

  await page.goto(`/families/${guardian.id}`);
  await expect(statement.getByText("La familia está al día: no adeuda meses.")).toBeVisible();
  await expect(statement.getByTestId("family-balance")).toHaveText(clp(0));
  await expect(
    statement.getByRole("list", { name: "Comprobantes de la familia" }).getByRole("listitem"),
  ).toContainText([number]);
});
