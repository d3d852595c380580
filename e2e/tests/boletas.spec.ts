import { expect } from "@playwright/test";
import { FakeOpenFactura } from "../../apps/server/test/support/fake-openfactura";
import { AdminApi, todayInSantiago, uniqueTag } from "../support/api";
import { openFamilyPayment, openFamilyStatement } from "../support/family";
import { test } from "../support/fixtures";
import { signIn } from "../support/session";

// Issue 39, 'What it must have': a payment taken at the desk shows its boleta's folio on the
// printed receipt. The studio issues through the fake OpenFactura of the test support (on
// 127.0.0.1, speaking the documented subset); the server's queue issues the boleta in the
// background and the receipt page shows 'emitiendo…' until the folio arrives.

const issuer = new FakeOpenFactura();

test.beforeAll(async () => {
  await issuer.start();
});

test.afterAll(async ({ request }) => {
  // The shared database goes back to boletas typed by hand.
  const api = await AdminApi.signIn(request);
  await api.put("/api/settings", { taxDocuments: { mode: "manual" } });
  await issuer.stop();
});

test("a payment at the desk shows the boleta's folio and stamp on the printed receipt", async ({
  page,
  api,
}) => {
  await api.put("/api/settings", {
    taxDocuments: {
      rut: "76.543.210-3",
      legalName: "NOVA Estudio de Danza SpA",
      giro: "Academia de danza",
      address: "Av. Italia 1234",
      comuna: "Ñuñoa",
      mode: "issuer",
      issuerUrl: issuer.url,
      issuerApiKey: issuer.apiKey,
    },
  });
  const tag = uniqueTag();
  const today = todayInSantiago();
  const guardian = await api.createGuardian({
    fullName: `Paula Boleta${tag}`,
    phone: "+56 9 7654 3299",
  });
  const cls = await api.createClass({ name: `Salsa Boleta ${tag}`, price: 27_000 });
  await api.enrollDaughters(guardian.id, `Boleta${tag}`, [["Inés", "2014-03-10"]], cls.id, today);

  await signIn(page);
  const statement = await openFamilyStatement(page, guardian.id);
  const dialog = await openFamilyPayment(page, statement);
  await dialog.getByLabel(/^Método de pago/).selectOption("EFECTIVO");
  await dialog.getByRole("button", { name: "Registrar pago" }).click();
  await expect(page).toHaveURL(/\/receipts\/\d+$/);

  // The fake issued one boleta exenta for the month: its folio is on the receipt.
  const label = page.getByTestId("tax-document-label");
  await expect(label).toHaveText(/^Boleta exenta N° \d+ \(SII: (en revisión|aceptada)\)$/, {
    timeout: 15_000,
  });
  const mine = issuer.documents.filter((d) =>
    d.dte.Detalle.some((l) => l.NmbItem.includes(`Salsa Boleta ${tag}`)),
  );
  expect(mine).toHaveLength(1);
  const folio = mine[0]?.folio;
  await expect(label).toContainText(`N° ${folio}`);
  expect(mine[0]?.dte.Encabezado.Totales).toEqual({ MntExe: 27_000, MntTotal: 27_000 });

  // Printed: the card alone, with the folio in its rows and the stamp (TED) beside it.
  await page.emulateMedia({ media: "print" });
  const receipt = page.locator(".receipt");
  await expect(receipt.getByText(`Boleta exenta N° ${folio}`).first()).toBeVisible();
  await expect(
    receipt.getByRole("img", { name: `Timbre electrónico SII del folio ${folio}` }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Reintentar" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("receipt-print.png"), fullPage: true });
});
