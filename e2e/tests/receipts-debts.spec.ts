import { expect } from "@playwright/test";
import { todayInSantiago } from "../support/api";
import { test } from "../support/fixtures";
import { clp } from "../support/money";
import { signIn } from "../support/session";

// Issue 36 #7 and #8, as the desk sees them. A partial payment taken for a child (no guardian
// named: as from her own page) prints a receipt with the studio's header from its settings,
// who paid (her mother, with her RUT) and what remains of the month; and the dashboard's total
// owed today is the very figure of 'Deudas', reached from the menu. Settings are shared by the
// run (one worker): the studio and payments sections are put back at the end.

test("a partial payment's receipt names the studio, the payer and what remains", async ({
  page,
  api,
  tag,
}) => {
  const before = await api.get<{ studio: object; payments: object }>("/api/settings");
  await api.put("/api/settings", {
    studio: {
      name: `Estudio Recibo ${tag}`,
      rut: "76.543.210-3",
      address: "Av. Italia 1234, Ñuñoa",
      phone: "+56 2 2345 6789",
    },
    payments: {
      bank: {
        bank: "BancoEstado",
        accountType: "corriente",
        accountNumber: "29100012345",
        holder: "NOVA SpA",
        holderRut: "76.543.210-3",
      },
    },
  });
  try {
    const mother = await api.createGuardian({
      fullName: `Daniela Recibo${tag}`,
      phone: "+56 9 7654 3210",
      rut: "11.111.111-1",
    });
    const cls = await api.createClass({ name: `Ballet Recibo ${tag}`, price: 32_000 });
    const [child] = await api.createDaughters(mother.id, `Recibo${tag}`, [["Rocío", "2016-04-02"]]);
    const today = todayInSantiago();
    await api.enroll(child.id, cls.id, today);
    const month = today.slice(0, 7);
    const [owed] = (await api.outstanding(child.id, month)).outstandingPayments;
    if (!owed) throw new Error("Rocío owes this month");
    const payment = await api.createPayment({
      studentId: child.id,
      classId: cls.id,
      amount: 16_000,
      paymentDate: today,
      paymentMonth: month,
    });
    const { receiptId } = await api.get<{ receiptId: number }>(`/api/payments/${payment.id}`);

    await signIn(page);
    await page.goto(`/receipts/${receiptId}`);
    const receipt = page.getByRole("region", { name: "Comprobante de pago" });
    await expect(receipt.getByTestId("receipt-issuer")).toHaveText(`Estudio Recibo ${tag}`);
    await expect(receipt).toContainText("RUT 76.543.210-3");
    await expect(receipt).toContainText("Av. Italia 1234, Ñuñoa");
    await expect(receipt).toContainText("Teléfono +56 2 2345 6789");
    await expect(receipt).toContainText(`Daniela Recibo${tag}, RUT 11.111.111-1`);
    await expect(receipt.getByTestId("receipt-number")).toHaveText(/^N° \d{6}$/);
    await expect(receipt.getByTestId("receipt-remaining")).toHaveText(
      `Pago parcial · queda ${clp(owed.expectedAmount - 16_000)}`,
    );
    await expect(receipt.getByTestId("receipt-bank")).toContainText(
      "Cuenta corriente N° 29100012345",
    );
    await expect(receipt).toContainText("Son: dieciséis mil pesos");
  } finally {
    await api.put("/api/settings", { studio: before.studio, payments: before.payments });
  }
});

test("the dashboard's total owed today is the debts report's total", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard");
  const dashboardTotal = page.getByTestId("dashboard-total-owed");
  await expect(dashboardTotal).toHaveText(/^\$[\d.]+$/);
  const figure = await dashboardTotal.textContent();
  await page.getByRole("navigation").getByRole("link", { name: "Deudas" }).click();
  await expect(page).toHaveURL(/\/reports\/debts$/);
  await expect(page.getByText(/Cuenta todo lo adeudado hoy/)).toBeVisible();
  await expect(page.getByTestId("debts-total-owed")).toHaveText(figure ?? "");
});
