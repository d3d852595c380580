import { expect } from "@playwright/test";
import { todayInSantiago } from "../support/api";
import { openFamilyPayment, openFamilyStatement } from "../support/family";
import { test } from "../support/fixtures";
import { clp } from "../support/money";
import { signIn } from "../support/session";

// Issue 26: the annual enrollment fee (matrícula) is charged when a student enrolls, and the
// family pays both sisters' fees with their first month in one payment: one receipt in the
// mother's name with a line per fee and per month. The fee setting is shared by every spec of a
// run (one worker): it is put back to what it was at the end.

test("two sisters' enrollment fees and months, paid as one family receipt", async ({
  page,
  api,
  tag,
}) => {
  const lastName = `Matrícula${tag}`;
  const mother = `Paula ${lastName}`;
  const restoreFee = await api.setEnrollmentFee(25_000);
  try {
    const guardian = await api.createGuardian({ fullName: mother, phone: "+56 9 7654 3210" });
    const cls = await api.createClass({ name: `Jazz Matrícula ${tag}`, price: 30_000 });
    await api.enrollDaughters(
      guardian.id,
      lastName,
      [
        ["Inés", "2014-03-10"],
        ["Julia", "2016-11-21"],
      ],
      cls.id,
      todayInSantiago(),
    );

    await signIn(page);
    const statement = await openFamilyStatement(page, guardian.id);
    // Two months of $30.000 and two fees of $25.000.
    await expect(statement.getByTestId("family-balance")).toHaveText(clp(110_000));

    const dialog = await openFamilyPayment(page, statement);
    const fees = dialog.getByRole("list", { name: "Matrículas a pagar" });
    await expect(fees.getByRole("listitem")).toHaveCount(2);
    await expect(fees).toContainText(`Inés ${lastName}`);
    await expect(fees).toContainText(`Julia ${lastName}`);
    // The months start checked; the fees are chosen on purpose.
    await expect(dialog.getByTestId("family-payment-total")).toHaveText(clp(60_000));
    for (const box of await fees.getByRole("checkbox").all()) await box.check();
    await expect(dialog.getByTestId("family-payment-total")).toHaveText(clp(110_000));
    await dialog.getByLabel(/^Método de pago/).selectOption("TRANSFERENCIA");
    await dialog.getByRole("button", { name: "Registrar pago" }).click();

    await expect(page).toHaveURL(/\/receipts\/\d+$/);
    await expect(page.getByText(mother, { exact: false }).first()).toBeVisible();
    const lines = page.getByRole("list", { name: "Líneas del pago" }).getByRole("listitem");
    await expect(lines).toHaveCount(4);
    await expect(page.getByRole("list", { name: "Líneas del pago" })).toContainText("Matrícula");
    await expect(page.getByTestId("receipt-total")).toHaveText(clp(110_000));

    await page.goto(`/families/${guardian.id}`);
    await expect(statement.getByTestId("family-balance")).toHaveText(clp(0));
  } finally {
    await restoreFee();
  }
});
