import { expect, type Page } from "@playwright/test";
import { type AdminApi, todayInSantiago, uniqueTag } from "../support/api";
import { seriousViolations } from "../support/axe";
import { test } from "../support/fixtures";
import { field } from "../support/form";
import { pdfText } from "../support/pdf-text";
import { signIn } from "../support/session";

// The payments screens on a fresh database. Dates are chosen relative to today so the journeys
// hold on any day: the previous month paid on its 5th is on time, on its 20th it is late (due
// day 10, 15 % surcharge); students enroll two months back so that month is owed.

function monthsBack(count: number): string {
  const [year, month] = todayInSantiago().split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - count, 1));
  return date.toISOString().slice(0, 7);
}
const previousMonth = monthsBack(1);
const onTime = `${previousMonth}-05`;
const late = `${previousMonth}-20`;
const enrolledOn = `${monthsBack(2)}-01`;
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString("es-CL", { month: "long", timeZone: "UTC" });

async function seedStudent(api: AdminApi, classes: { name: string; price: number }[]) {
  const tag = uniqueTag();
  const student = await api.createStudent({ firstName: "Paula", lastName: `Pago${tag}` });
  const created = [];
  for (const c of classes) {
    const cls = await api.createClass({ name: `${c.name} ${tag}`, price: c.price });
    await api.enroll(student.id, cls.id, enrolledOn);
    created.push(cls);
  }
  return { student, classes: created };
}

/** Records the previous month's payment on time through the API (set-up, not under test). */
function payOnTime(api: AdminApi, studentId: number, classId: number, amount: number) {
  return api.createPayment({
    studentId,
    classId,
    amount,
    paymentDate: onTime,
    paymentMonth: previousMonth,
  });
}

/** Width and height of a PDF's (first) page, in whole millimetres. */
function paperMillimetres(pdf: Buffer): number[] {
  const box = pdf.toString("latin1").match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/);
  return [box?.[1], box?.[2]].map((points) => Math.round((Number(points) / 72) * 25.4));
}

async function paymentsOf(api: AdminApi, page: Page, studentId: number) {
  const response = await page.request.get(`/api/payments?student=${studentId}`, {
    headers: { Authorization: `Bearer ${api.token}` },
  });
  return (await response.json()) as { id: number; amount: number; classId: number }[];
}

async function openForm(page: Page, studentId: number, date: string, param = "student") {
  await page.goto(`/payments/new?${param}=${studentId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Procesar Pago" })).toBeVisible();
  // Typed as the console shows dates (dd-mm-aaaa), whatever the browser's language.
  await field(page, "Fecha de pago").fill(date.split("-").reverse().join("-"));
  await field(page, "Método de pago").selectOption("EFECTIVO");
  // Issue 25: every owed month is offered and checked; these journeys pay the previous one.
  const lines = page.getByRole("list", { name: "Meses a pagar" });
  await expect(lines).toBeVisible();
  for (const box of await lines.getByRole("checkbox").all()) {
    const label = (await box.getAttribute("aria-label")) ?? "";
    if (!label.includes(monthName(previousMonth))) await box.setChecked(false);
  }
}

test.describe("payments", () => {
  test("pays a pending student through 'Procesar Pago' and shows the receipt", async ({
    page,
    api,
  }) => {
    const { student, classes } = await seedStudent(api, [{ name: "Ballet", price: 45000 }]);
    await signIn(page);
    await openForm(page, student.id, onTime, "studentId");
    await expect(page.getByText(student.fullName)).toBeVisible();
    const pending = page.getByRole("list", { name: "Meses a pagar" });
    await expect(pending).toContainText(classes[0]?.name ?? "");
    await page.getByRole("button", { name: "Procesar Pago $45.000" }).click();

    await expect(page.getByText("Pago de $45.000 procesado exitosamente")).toBeVisible();
    await expect(page).toHaveURL(/\/receipts\/\d+$/);
    const receipt = page.getByRole("region", { name: "Comprobante de pago" });
    await expect(receipt).toContainText(student.fullName);
    await expect(receipt).toContainText("cuarenta y cinco mil pesos");
    await expect(receipt).toContainText(/N° \d{6}/);
  });

  test("shows the surcharge of a late payment and records it as late", async ({ page, api }) => {
    const { student } = await seedStudent(api, [{ name: "Jazz", price: 30000 }]);
    await signIn(page);
    await openForm(page, student.id, late);
    const pending = page.getByRole("list", { name: "Meses a pagar" });
    await expect(pending).toContainText("recargo $4.500");
    await page.getByRole("button", { name: "Procesar Pago $34.500" }).click();
    await expect(page).toHaveURL(/\/receipts\/\d+$/);
    await expect(page.getByText("(incluye recargo)")).toBeVisible();
    await expect(page.getByRole("region", { name: "Comprobante de pago" })).toContainText(
      "treinta y cuatro mil quinientos pesos",
    );
  });

  test("pays several classes at once with the amounts as edited", async ({ page, api }) => {
    const { student, classes } = await seedStudent(api, [
      { name: "Salsa", price: 20000 },
      { name: "Tango", price: 25000 },
    ]);
    await signIn(page);
    await openForm(page, student.id, onTime);
    await expect(page.getByRole("button", { name: "Procesar Pago $45.000" })).toBeVisible();
    // Issue 25: 0 leaves a line out (never 'Todos los montos deben ser mayores a 0').
    const tango = page.getByRole("spinbutton", {
      name: `Monto ${classes[1]?.name} ${monthName(previousMonth)}`,
    });
    await tango.fill("0");
    await expect(page.getByRole("button", { name: "Procesar Pago $20.000" })).toBeVisible();
    await expect(page.getByText("Todos los montos deben ser mayores a 0")).toHaveCount(0);
    await tango.fill("22000");
    await page.getByRole("button", { name: "Procesar Pago $42.000" }).click();
    await expect(page.getByText("Pago de $42.000 procesado exitosamente")).toBeVisible();
    await expect(page).toHaveURL(/\/receipts\/\d+$/);
    const paid = await paymentsOf(api, page, student.id);
    expect(paid.map((p) => p.amount).sort()).toEqual([20000, 22000]);
  });

  test("a double-clicked submit creates exactly one payment", async ({ page, api }) => {
    const { student } = await seedStudent(api, [{ name: "Hip Hop", price: 28000 }]);
    await signIn(page);
    await openForm(page, student.id, onTime);
    await page.getByRole("button", { name: "Procesar Pago $28.000" }).dblclick();
    await expect(page).toHaveURL(/\/receipts\/\d+$/);
    expect(await paymentsOf(api, page, student.id)).toHaveLength(1);
  });

  test("says in Spanish when the month was paid meanwhile", async ({ page, api }) => {
    const { student, classes } = await seedStudent(api, [{ name: "Contemporáneo", price: 32000 }]);
    await signIn(page);
    await openForm(page, student.id, onTime);
    await expect(page.getByRole("button", { name: "Procesar Pago $32.000" })).toBeEnabled();
    // Someone else records the same month at the desk while the form is open.
    await payOnTime(api, student.id, classes[0]?.id ?? 0, 32000);
    await page.getByRole("button", { name: "Procesar Pago $32.000" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Ya existe un pago" })).toContainText(
      "Ya existe un pago registrado para este estudiante, clase y mes",
    );
    expect(await paymentsOf(api, page, student.id)).toHaveLength(1);
  });

  test("voiding a payment asks why, keeps its receipt and makes its month outstanding again", async ({
    page,
    api,
  }) => {
    const { student, classes } = await seedStudent(api, [{ name: "Flamenco", price: 26000 }]);
    const payment = await payOnTime(api, student.id, classes[0]?.id ?? 0, 26000);
    await signIn(page);
    await page.goto(`/payments/${payment.id}`);
    await page.getByRole("button", { name: /^Anular/ }).click();
    const dialog = page.getByRole("dialog", { name: "Anular pago" });
    await field(dialog, "Motivo de la anulación").fill("Registrado dos veces");
    await dialog.getByRole("button", { name: "Anular pago" }).click();
    await expect(page).toHaveURL(/\/receipts\/\d+$/);
    await expect(page.getByRole("list", { name: "Líneas del pago" })).toContainText(
      "Registrado dos veces",
    );

    await openForm(page, student.id, onTime);
    await expect(page.getByRole("list", { name: "Meses a pagar" })).toContainText(
      classes[0]?.name ?? "",
    );
    await expect(page.getByRole("button", { name: "Procesar Pago $26.000" })).toBeEnabled();
  });

  test("quick payment pays everything a student owes this month after confirming", async ({
    page,
    api,
    tag,
  }) => {
    const student = await api.createStudent({ firstName: "Rita", lastName: `Rapida${tag}` });
    const cls = await api.createClass({ name: `Danza ${tag}`, price: 20000 });
    await api.enroll(student.id, cls.id, todayInSantiago());
    await signIn(page);
    await page.goto("/payments/quick");
    await page
      .getByRole("searchbox", { name: "Buscar estudiantes con pagos pendientes" })
      .fill(`Rapida${tag}`);
    const card = page.getByRole("listitem").filter({ hasText: student.fullName });
    await expect(card).toBeVisible();
    const owed = (await card.locator("p").filter({ hasText: "Total" }).textContent())?.replace(
      "Total",
      "",
    );
    await card.getByRole("button", { name: `Pago Rápido de ${student.fullName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Confirmar pago rápido" });
    await expect(dialog).toContainText(`${owed}`);
    await dialog.getByRole("button", { name: `Pagar ${owed}` }).click();
    await expect(page.getByText(`Pago de ${owed} procesado exitosamente`)).toBeVisible();
    await expect(page.getByText("Sin resultados")).toBeVisible();
    expect(await paymentsOf(api, page, student.id)).toHaveLength(1);
  });

  test("prints the receipt to PDF with the amount in words", async ({ page, api }) => {
    const { student, classes } = await seedStudent(api, [{ name: "Ballet Adultos", price: 45000 }]);
    const payment = await payOnTime(api, student.id, classes[0]?.id ?? 0, 45000);
    await signIn(page);
    await page.goto(`/payments/${payment.id}`);
    await expect(page.getByRole("region", { name: "Comprobante de pago" })).toBeVisible();
    const pdf = await page.pdf({ preferCSSPageSize: true });
    // Chromium breaks a line's text into positioned runs, even inside a word: compare the
    // letters without the spaces.
    const text = (await pdfText(pdf)).replace(/\s+/g, "");
    const squeezed = (expected: string) => expected.replace(/\s+/g, "");
    expect(text).toContain(squeezed("Comprobante de pago"));
    expect(text).toContain(squeezed("cuarenta y cinco mil pesos"));
    expect(text).toContain(squeezed(student.fullName));
    // Only the receipt is printed, on one page: not the menu nor the detail card.
    expect(text).not.toContain("Estudiantes");
    expect(text).not.toContain(squeezed("Detalle del pago"));
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    // A4 by default…
    expect(paperMillimetres(pdf)).toEqual([210, 297]);

    // …and 80 mm wide (226,8 points) for the receipt printer. The print dialog is replaced by a
    // PDF of what it would print.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole("button", { name: "Imprimir (80 mm)" }).click();
    const ticket = await page.pdf({ preferCSSPageSize: true });
    expect(paperMillimetres(ticket)[0]).toBe(80);
    expect((await pdfText(ticket)).replace(/\s+/g, "")).toContain(
      squeezed("cuarenta y cinco mil pesos"),
    );
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`payments screens in ${colorScheme} colours`, () => {
    test.use({ colorScheme });

    test("have no serious or critical axe violations", async ({ page, api }) => {
      test.setTimeout(120_000);
      const { student, classes } = await seedStudent(api, [{ name: "Axe", price: 30000 }]);
      const payment = await payOnTime(api, student.id, classes[0]?.id ?? 0, 30000);
      await signIn(page);
      await page.goto(`/payments?month=${previousMonth}`);
      await expect(page.getByRole("table")).toContainText(student.fullName);
      expect(await seriousViolations(page), "/payments").toEqual([]);

      await page.goto(`/payments/${payment.id}`);
      await expect(page.getByRole("region", { name: "Comprobante de pago" })).toBeVisible();
      expect(await seriousViolations(page), "/payments/{id}").toEqual([]);

      const other = await seedStudent(api, [{ name: "Axe2", price: 30000 }]);
      await openForm(page, other.student.id, late);
      await expect(page.getByRole("list", { name: "Meses a pagar" })).toBeVisible();
      expect(await seriousViolations(page), "/payments/new").toEqual([]);

      await page.goto("/payments/quick");
      await expect(
        page.getByRole("list", { name: "Estudiantes con pagos pendientes" }),
      ).toBeVisible();
      expect(await seriousViolations(page), "/payments/quick").toEqual([]);
    });
  });
}

test("the payments screens fit a 360 px screen; the table scrolls inside its box", async ({
  page,
  api,
}) => {
  test.setTimeout(60_000);
  const { student, classes } = await seedStudent(api, [{ name: "Angosta", price: 30000 }]);
  const payment = await payOnTime(api, student.id, classes[0]?.id ?? 0, 30000);
  await signIn(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const pages: [string, string][] = [
    [`/payments?month=${previousMonth}`, "Pagos"],
    [`/payments/new?student=${student.id}`, "Procesar Pago"],
    [`/payments/${payment.id}`, `Pago de ${student.fullName}`],
    ["/payments/quick", "Pago rápido"],
  ];
  for (const [url, title] of pages) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      url,
    ).toBeLessThanOrEqual(360);
  }
});
