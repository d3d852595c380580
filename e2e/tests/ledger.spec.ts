import { expect, type Page } from "@playwright/test";
import { todayInSantiago } from "../support/api";
import { seriousViolations } from "../support/axe";
import { test } from "../support/fixtures";
import { field } from "../support/form";
import { signIn } from "../support/session";

// Issue 25 at the desk: the months paid are chosen apart from the day the money arrives, a
// payment is one receipt with a line per class and month, partial months stay owing, a void
// keeps the receipt's number, and 'Toda la deuda' lists every owed month with its reminder.

const today = todayInSantiago();
const shown = (date: string) => date.split("-").reverse().join("-");
function monthFrom(count: number): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + count, 1)).toISOString().slice(0, 7);
}
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString("es-CL", { month: "long", timeZone: "UTC" });
const monthLabel = (month: string) => `${monthName(month)} ${month.slice(0, 4)}`;

async function openForm(page: Page, studentId: number) {
  await page.goto(`/payments/new?student=${studentId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Procesar Pago" })).toBeVisible();
  await field(page, "Método de pago").selectOption("EFECTIVO");
  const lines = page.getByRole("list", { name: "Meses a pagar" });
  await expect(lines).toBeVisible();
  return lines;
}

async function uncheckAll(lines: ReturnType<Page["getByRole"]>) {
  for (const box of await lines.getByRole("checkbox").all()) await box.setChecked(false);
}

test("pays a month two ahead with today's date: the receipt says today, today's cash counts it", async ({
  page,
  api,
  tag,
}) => {
  // Several screens and an axe pass on a machine the other suites share.
  test.setTimeout(90_000);
  const student = await api.createStudent({ firstName: "Elena", lastName: `Adelanto${tag}` });
  const cls = await api.createClass({ name: `Ballet ${tag}`, price: 30_000 });
  await api.enroll(student.id, cls.id, `${monthFrom(-2)}-01`);
  const ahead = monthFrom(2);
  const before = await api.get<{ expectedCash: number }>(`/api/cash-close/${today}`);

  await signIn(page);
  const lines = await openForm(page, student.id);
  // Three owed months, oldest first, each checked; the months ahead come on request.
  await expect(lines.getByRole("checkbox", { checked: true })).toHaveCount(3);
  await page.getByRole("button", { name: "Agregar otro mes por adelantado" }).click();
  const target = page.getByRole("checkbox", { name: `Pagar ${cls.name} ${monthLabel(ahead)}` });
  await expect(target).not.toBeChecked();
  await uncheckAll(lines);
  await target.check();
  await expect(field(page, "Fecha de pago")).toHaveValue(shown(today));
  await page.getByRole("button", { name: "Procesar Pago $30.000" }).click();

  await expect(page).toHaveURL(/\/receipts\/\d+$/);
  const receipt = page.getByRole("region", { name: "Comprobante de pago" });
  await expect(receipt).toContainText(shown(today));
  await expect(receipt).toContainText(new RegExp(`${cls.name},\\s*${monthLabel(ahead)}`, "i"));
  await expect(receipt).toContainText("Comprobante de pago — no válido como boleta");
  const after = await api.get<{ expectedCash: number }>(`/api/cash-close/${today}`);
  expect(after.expectedCash - before.expectedCash).toBe(30_000);
  await page.goto(`/cash-close?date=${today}`);
  await expect(page.getByRole("list", { name: "Pagos del día" })).toContainText(cls.name);
});

test("a partial payment, then the rest; two classes on one receipt; a void keeps the number", async ({
  page,
  api,
  tag,
}) => {
  // Several screens and an axe pass on a machine the other suites share.
  test.setTimeout(90_000);
  const student = await api.createStudent({ firstName: "Clara", lastName: `Parcial${tag}` });
  const jazz = await api.createClass({ name: `Jazz ${tag}`, price: 20_000 });
  const salsa = await api.createClass({ name: `Salsa ${tag}`, price: 25_000 });
  // Enrolled today (after the due day most days): her first month has no surcharge.
  await api.enroll(student.id, jazz.id, today);
  await api.enroll(student.id, salsa.id, today);
  const month = monthFrom(0);

  await signIn(page);
  let lines = await openForm(page, student.id);
  await expect(lines).not.toContainText("recargo");
  const jazzAmount = page.getByRole("spinbutton", {
    name: `Monto ${jazz.name} ${monthLabel(month)}`,
  });
  await expect(jazzAmount).toHaveValue("20000");
  await page.getByRole("checkbox", { name: `Pagar ${salsa.name} ${monthLabel(month)}` }).uncheck();
  // Above what remains is refused in place with the server's words.
  await jazzAmount.fill("20001");
  await page.getByRole("button", { name: /Procesar Pago/ }).click();
  await expect(lines).toContainText("supera lo que queda por pagar");
  await jazzAmount.fill("5000");
  await page.getByRole("button", { name: "Procesar Pago $5.000" }).click();
  await expect(page).toHaveURL(/\/receipts\/\d+$/);

  // The month is PARTIAL: paid $5.000, $15.000 left, offered again for the rest.
  lines = await openForm(page, student.id);
  const jazzLine = lines
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`${jazz.name} · ${monthLabel(month)}`, "i") });
  await expect(jazzLine).toContainText("Parcial");
  await expect(jazzLine).toContainText("Queda $15.000");
  // The rest of jazz and all of salsa: one payment, one receipt, two lines.
  await page.getByRole("button", { name: "Procesar Pago $40.000" }).click();
  await expect(page).toHaveURL(/\/receipts\/\d+$/);
  const receiptLines = page.getByRole("list", { name: "Líneas del pago" });
  await expect(receiptLines.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByTestId("receipt-total")).toHaveText("$40.000");
  const number = await page.getByTestId("receipt-number").textContent();
  // The receipt as it opens later (without the success toast fading over it).
  await page.reload();
  await expect(receiptLines).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Void the salsa line with a reason: it stays, ANULADO, the number kept, the month owed again.
  await receiptLines.getByRole("button", { name: new RegExp(`Anular ${salsa.name}`) }).click();
  const dialog = page.getByRole("dialog", { name: "Anular pago" });
  await dialog.getByRole("button", { name: "Anular pago" }).click();
  await expect(dialog.getByText(/requerido|Debe indicar/)).toBeVisible();
  await field(dialog, "Motivo de la anulación").fill("Pagó con tarjeta equivocada");
  await dialog.getByRole("button", { name: "Anular pago" }).click();
  await expect(dialog).toBeHidden();
  const voided = receiptLines.getByRole("listitem").filter({ hasText: salsa.name });
  await expect(voided).toContainText("ANULADO");
  await expect(voided).toContainText("Pagó con tarjeta equivocada");
  await expect(page.getByTestId("receipt-number")).toHaveText(number ?? "");
  await expect(page.getByTestId("receipt-total")).toHaveText("$15.000");

  // The boleta was issued afterwards: its number goes on the receipt, the amount unchanged.
  await expect(page.getByText("Sin boleta registrada")).toBeVisible();
  await page.getByRole("button", { name: "Registrar N° de boleta" }).click();
  const boleta = page.getByRole("dialog", { name: "Registrar N° de boleta" });
  await field(boleta, "N° de boleta").fill("4521");
  await boleta.getByRole("button", { name: "Guardar" }).click();
  await expect(boleta).toBeHidden();
  await expect(page.locator(".receipt-rows")).toContainText("4521");
  await expect(page.getByTestId("receipt-total")).toHaveText("$15.000");

  await page.goto(`/students/${student.id}`);
  await expect(page.getByRole("list", { name: "Comprobantes del estudiante" })).toContainText(
    "Pagó con tarjeta equivocada",
  );
  lines = await openForm(page, student.id);
  await expect(
    lines.getByRole("checkbox", { name: `Pagar ${salsa.name} ${monthLabel(month)}` }),
  ).toBeChecked();
  await expect(
    lines.getByRole("checkbox", { name: `Pagar ${jazz.name} ${monthLabel(month)}` }),
  ).toHaveCount(0);
});

test("'Toda la deuda' lists every owed month by age with the reminder naming them", async ({
  page,
  api,
  tag,
}) => {
  // Several screens and an axe pass on a machine the other suites share.
  test.setTimeout(90_000);
  const student = await api.createStudent({
    firstName: "Marta",
    lastName: `Deuda${tag}`,
    phone: "+56 9 5555 1234",
  });
  const cls = await api.createClass({ name: `Tango ${tag}`, price: 30_000 });
  await api.enroll(student.id, cls.id, `${monthFrom(-2)}-01`);
  const report = await api.get<{ students: { studentId: number; months: unknown[] }[] }>(
    "/api/reports/debts",
  );
  const mine = report.students.find((s) => s.studentId === student.id);
  expect(mine?.months).toHaveLength(3);
  // An adult with no guardian pays for herself: her reminder is the server's (issue 36).
  const { reminders } = await api.get<{ reminders: { waUrl: string | null; text: string }[] }>(
    `/api/reminders?scope=debts&studentId=${student.id}`,
  );
  const reminder = reminders[0];

  await signIn(page);
  await page.goto("/reports/debts");
  await expect(page.getByRole("heading", { level: 1, name: "Toda la deuda" })).toBeVisible();
  await expect(page.getByText("Más de 90 días").first()).toBeVisible();
  const card = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: student.fullName }),
  });
  await expect(card).toContainText("3 meses adeudados");
  for (const m of [monthFrom(-2), monthFrom(-1), monthFrom(0)]) {
    await expect(card).toContainText(new RegExp(monthLabel(m), "i"));
  }
  const whatsapp = card.getByRole("link", { name: `Recordar por WhatsApp a ${student.fullName}` });
  const href = (await whatsapp.getAttribute("href")) ?? "";
  expect(href).toBe(reminder?.waUrl);
  expect(decodeURIComponent(href.split("text=")[1] ?? "")).toBe(reminder?.text);
  expect(reminder?.text).toContain(monthName(monthFrom(-2)));
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/students/${student.id}`);
  await expect(
    page.getByRole("link", { name: `Recordar por WhatsApp a ${student.fullName}` }),
  ).toHaveAttribute("href", href, { timeout: 20_000 });
});
