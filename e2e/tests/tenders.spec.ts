import { expect } from "@playwright/test";
import { todayInSantiago } from "../support/api";
import { openFamilyPayment, openFamilyStatement } from "../support/family";
import { test } from "../support/fixtures";
import { clp } from "../support/money";
import { signIn } from "../support/session";

// Issue 36, findings 1 and 2: a mother pays her two daughters' months and one matrícula on ONE
// receipt, part cash, part transfer; the receipt shows both ways, and the day's cash close
// expects exactly the cash taken (the matrícula included, the transfer apart). Other specs take
// payments on the same day of the shared database: the close is read before and after.

interface Sheet {
  expectedCash: number;
  byMethod: { method: string; total: number }[];
}

test("one receipt part cash, part transfer: the day's close expects exactly the cash", async ({
  page,
  api,
  tag,
}) => {
  const lastName = `Tender${tag}`;
  const mother = `Daniela ${lastName}`;
  const today = todayInSantiago();
  const restoreFee = await api.setEnrollmentFee(20_000);
  try {
    const guardian = await api.createGuardian({ fullName: mother, phone: "+56 9 7654 3211" });
    const cls = await api.createClass({ name: `Jazz Tender ${tag}`, price: 32_000 });
    await api.enrollDaughters(
      guardian.id,
      lastName,
      [
        ["Rocío", "2015-04-10"],
        ["Camila", "2017-09-02"],
      ],
      cls.id,
      today,
    );
    const sheetBefore = await api.get<Sheet>(`/api/cash-close/${today}`);
    const transfers = (s: Sheet) => s.byMethod.find((m) => m.method === "TRANSFERENCIA")?.total;

    await signIn(page);
    const statement = await openFamilyStatement(page, guardian.id);
    const dialog = await openFamilyPayment(page, statement);
    // Both months (checked) and Rocío's matrícula: 32.000 + 32.000 + 20.000.
    const fees = dialog.getByRole("list", { name: "Matrículas a pagar" });
    await fees.getByRole("listitem").filter({ hasText: "Rocío" }).getByRole("checkbox").check();
    await expect(dialog.getByTestId("family-payment-total")).toHaveText(clp(84_000));
    await dialog.getByLabel(/^Método de pago/).selectOption("EFECTIVO");
    await dialog.getByRole("button", { name: "Agregar otro método de pago" }).click();
    await dialog.getByLabel("Monto en efectivo").fill("50000");
    // The rest is pre-filled for the second method.
    await dialog.getByLabel("Segundo método de pago").selectOption("TRANSFERENCIA");
    await expect(dialog.getByLabel("Monto en transferencia")).toHaveValue("34000");
    await dialog.getByRole("button", { name: "Registrar pago" }).click();

    await expect(page).toHaveURL(/\/receipts\/\d+$/);
    await expect(
      page.getByRole("list", { name: "Líneas del pago" }).getByRole("listitem"),
    ).toHaveCount(3);
    await expect(page.getByTestId("receipt-total")).toHaveText(clp(84_000));
    const tenders = page.getByRole("list", { name: "Formas de pago" });
    await expect(tenders.getByRole("listitem")).toHaveText([
      `Efectivo${clp(50_000)}`,
      `Transferencia${clp(34_000)}`,
    ]);

    // The close of the day: exactly the cash more, the transfer apart.
    await page.goto(`/cash-close?date=${today}`);
    // The sheet's summary and the counting panel both say it.
    const expected = page.getByText("Efectivo esperado").locator("..");
    await expect(expected).toHaveCount(2);
    for (const figure of await expected.all()) {
      await expect(figure).toContainText(clp(sheetBefore.expectedCash + 50_000));
    }
    const sheetAfter = await api.get<Sheet>(`/api/cash-close/${today}`);
    expect(sheetAfter.expectedCash - sheetBefore.expectedCash).toBe(50_000);
    expect((transfers(sheetAfter) ?? 0) - (transfers(sheetBefore) ?? 0)).toBe(34_000);
    const day = page.getByRole("list", { name: "Pagos del día" });
    await expect(day.getByRole("listitem").filter({ hasText: `Rocío ${lastName}` })).toHaveCount(2);
    await expect(day).toContainText(`Efectivo ${clp(18_000)} + Transferencia ${clp(14_000)}`);
  } finally {
    await restoreFee();
  }
});

test("a voided payment stays listed under 'Anulados', with why", async ({ page, api, tag }) => {
  const cls = await api.createClass({ name: `Salsa Anulada ${tag}`, price: 28_000 });
  const { payment } = await api.paidThisMonth(
    cls.id,
    { firstName: "Valentina", lastName: `Anulada${tag}`, birthDate: "1995-05-05" },
    28_000,
  );
  await api.post(`/api/payments/${payment.id}/void`, { reason: `Pago duplicado ${tag}` });

  await signIn(page);
  await page.goto("/payments");
  const table = page.getByRole("table");
  await expect(page.getByRole("heading", { name: "Pagos", level: 1 })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: `Anulada${tag}` })).toHaveCount(0);
  await page.getByLabel("Estado").selectOption("ANULADOS");
  const row = table.getByRole("row").filter({ hasText: `Anulada${tag}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Pago duplicado ${tag}`);
  await expect(row).toContainText("Anulado el");
  await expect(row.getByRole("button", { name: /Anular/ })).toHaveCount(0);
});
