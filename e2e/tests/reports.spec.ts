import { readFile } from "node:fs/promises";
import { type Download, expect, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { todayInSantiago, uniqueTag, withAdminApi } from "../support/api";
import { test } from "../support/fixtures";
import { clp } from "../support/money";
import { signIn } from "../support/session";

/*
 * A small studio worked out by hand, in a month eleven months back (M) so that the browser
 * suite's other records (all dated this month) do not reach it:
 *
 *   Ballet T  30.000/month, Irene T (instructor, 50 %)
 *   Jazz T    20.000/month, Olga T  (studio owner, 100 %)
 *   Ana T     Ballet + Jazz since M-01, pays nothing
 *   Bea T     Ballet since M-01, pays nothing, phone +56 9 8765 4321
 *   Caro T    Ballet + Jazz since M-01: Ballet paid M-05 (on time) 30.000,
 *             Jazz paid today (late, after M's due day 10) 23.000
 *
 * Outstanding in M (today is after M's due date, so every item is late, +15 %):
 *   Ana  34.500 + 23.000 = 57.500;  Bea 34.500
 *   base 30.000 + 20.000 + 30.000 = 80.000; surcharges 4.500 + 3.000 + 4.500 = 12.000;
 *   with surcharges 92.000; 2 students.
 * Financial M: revenue 30.000 + 23.000 = 53.000 in 2 payments, 1 late for 23.000;
 *   compensation Irene 30.000 × 50 % = 15.000 + Olga 23.000 × 100 % = 23.000 = 38.000;
 *   net 53.000 − 38.000 = 15.000; margin 15.000 / 53.000 = 28,3 %.
 * Compensation M: total 38.000; one distinct student paid (Caro); the most productive
 *   teacher is Irene (30.000 generated); ratio 38.000 / 53.000 = 71,7 %.
 */

const tag = uniqueTag();
const names = {
  ballet: `Ballet ${tag}`,
  jazz: `Jazz ${tag}`,
  irene: `Irene${tag} Paz`,
  olga: `Olga${tag} Luna`,
  ana: `Ana${tag} Reyes`,
  bea: `Bea${tag} Soto`,
  caro: `Caro${tag} Vidal`,
};

function monthsBack(month: string, count: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

const today = todayInSantiago();
const M = monthsBack(today.slice(0, 7), 11);
const ids: Record<"ana" | "bea" | "caro" | "ballet" | "jazz", number> = {
  ana: 0,
  bea: 0,
  caro: 0,
  ballet: 0,
  jazz: 0,
};

/** Month M's figures owed by students of other specs before this one adds its own. */
const others = { base: 0, total: 0, surcharge: 0, students: 0 };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await withAdminApi(async (api) => {
    // What other specs (same database, run before this one) already owe in month M: the month's
    // cards count every student, so this spec's figures are read on top of them.
    const before = await api.get<{
      totalBaseAmount: number;
      totalOutstandingAmount: number;
      totalSurchargeAmount: number;
      studentsWithOutstandingPayments: number;
    }>(`/api/reports/outstanding-payments/${M}`);
    Object.assign(others, {
      base: before.totalBaseAmount,
      total: before.totalOutstandingAmount,
      surcharge: before.totalSurchargeAmount,
      students: before.studentsWithOutstandingPayments,
    });
    const irene = await api.createTeacher({ firstName: `Irene${tag}`, lastName: "Paz" });
    const olga = await api.createTeacher({
      firstName: `Olga${tag}`,
      lastName: "Luna",
      isStudioOwner: true,
    });
    const ballet = await api.createClass({ name: names.ballet, price: 30_000 });
    const jazz = await api.createClass({ name: names.jazz, price: 20_000 });
    // Assigned from the start of month M: a month's pay follows the teachers assigned during it.
    await api.assignTeacher(irene.id, ballet.id, `${M}-01`);
    await api.assignTeacher(olga.id, jazz.id, `${M}-01`);
    const ana = await api.createStudent({ firstName: `Ana${tag}`, lastName: "Reyes" });
    const bea = await api.createStudent({
      firstName: `Bea${tag}`,
      lastName: "Soto",
      phone: "+56 9 8765 4321",
    });
    const caro = await api.createStudent({ firstName: `Caro${tag}`, lastName: "Vidal" });
    for (const [student, cls] of [
      [ana, ballet],
      [ana, jazz],
      [bea, ballet],
      [caro, ballet],
      [caro, jazz],
    ] as const) {
      await api.enroll(student.id, cls.id, `${M}-01`);
    }
    await api.createPayment({
      studentId: caro.id,
      classId: ballet.id,
      amount: 30_000,
      paymentMonth: M,
      paymentDate: `${M}-05`,
    });
    await api.createPayment({
      studentId: caro.id,
      classId: jazz.id,
      amount: 23_000,
      paymentMonth: M,
      paymentDate: today,
    });
    Object.assign(ids, {
      ana: ana.id,
      bea: bea.id,
      caro: caro.id,
      ballet: ballet.id,
      jazz: jazz.id,
    });
  });
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** A headline card of the report's summary ("Resumen del mes", "Resumen del período"). */
function card(page: Page, label: string) {
  return page
    .getByRole("region", { name: /^Resumen/ })
    .getByText(label, { exact: true })
    .locator("xpath=ancestor::div[contains(@class,'rounded-xl')][1]");
}

async function workbookOf(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

test("the outstanding report shows the month's cards and debts, largest first, with a WhatsApp reminder", async ({
  page,
}) => {
  await page.goto(`/reports/outstanding-payments?month=${M}`);
  await expect(card(page, "Total pendiente")).toContainText(clp(80_000 + others.base));
  await expect(card(page, "Total con recargos")).toContainText(clp(92_000 + others.total));
  await expect(card(page, "Total con recargos")).toContainText(
    `${clp(12_000 + others.surcharge)} de recargos`,
  );
  await expect(card(page, "Estudiantes con deuda")).toContainText(String(2 + others.students));

  await page.getByRole("searchbox", { name: "Buscar por estudiante o clase" }).fill(tag);
  const rows = page.getByTestId("outstanding-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(names.ana);
  await expect(rows.nth(0)).toContainText(clp(57_500));
  await expect(rows.nth(1)).toContainText(names.bea);
  await expect(rows.nth(1)).toContainText(clp(34_500));

  await expect(rows.nth(0).getByRole("link", { name: "Registrar pago" })).toHaveAttribute(
    "href",
    `/payments/new?student=${ids.ana}`,
  );
  await expect(rows.nth(0).getByRole("link", { name: "Ver estudiante" })).toHaveAttribute(
    "href",
    `/students/${ids.ana}`,
  );
  // Ana pays for herself and has no phone: the reminder is offered as text to copy.
  await expect(rows.nth(0).getByTestId("outstanding-payer")).toHaveText(
    `Quien paga: ${names.ana} · Sin teléfono`,
  );
  await expect(
    rows.nth(0).getByText(`Sin teléfono de ${names.ana}: ver recordatorio`),
  ).toBeVisible();

  const whatsapp = rows.nth(1).getByRole("link", { name: `Recordar por WhatsApp a ${names.bea}` });
  const href = (await whatsapp.getAttribute("href")) ?? "";
  expect(href.startsWith("https://wa.me/56987654321?text=")).toBe(true);
  const text = decodeURIComponent(href.split("?text=")[1] ?? "");
  // The server's reminder (issue 36), to her as the payer, in usted. 30.000 + 15 % = 34.500,
  // of which 4.500 is the surcharge.
  const first = names.bea.split(" ")[0];
  expect(text.startsWith(`Estimada/o ${first}: Usted tiene pendiente el pago de `)).toBe(true);
  expect(text).toContain(`(${clp(34_500)}, incluye ${clp(4_500)} de recargo)`);

  // The CSV has every student the search finds (the server searches the whole month and sends
  // a page; the export asks for all of them), largest debt first.
  const owing = 2 + others.students;
  await expect(
    page.getByText(owing === 2 ? "2 estudiantes" : `Mostrando 2 de ${owing} estudiantes`, {
      exact: true,
    }),
  ).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`pagos-pendientes-${M}.csv`);
  const lines = (await readFile((await file.path()) ?? ""))
    .subarray(3)
    .toString("utf8")
    .split("\r\n");
  expect(lines[0]).toBe(
    "Estudiante;Quien paga;Teléfono de quien paga;Clases;Monto base;Recargo;Total adeudado",
  );
  expect(lines.slice(1, -1).map((line) => line.split(";")[0])).toEqual([names.ana, names.bea]);
  expect(lines[1]?.endsWith(";57500")).toBe(true);

  // Searching by class finds the students who owe it: both owe Ballet T.
  await page.getByRole("searchbox", { name: "Buscar por estudiante o clase" }).fill(names.jazz);
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText(names.ana);
});

test("the financial report adds up the month's payments, compensation and profit, and its .xlsx reads back", async ({
  page,
}) => {
  await page.goto(`/reports/financial?range=1&to=${M}`);
  await expect(card(page, "Ingresos totales")).toContainText(clp(53_000));
  await expect(card(page, "Gastos totales")).toContainText(clp(38_000));
  await expect(card(page, "Utilidad neta")).toContainText(clp(15_000));
  await expect(card(page, "Utilidad neta")).toContainText("Margen 28,3 %");
  const month = page.getByTestId("financial-month");
  await expect(month).toHaveCount(1);
  // Revenue, 2 payments, 1 late, 23.000 late, compensation, profit.
  await expect(month.getByRole("cell")).toHaveText([
    clp(53_000),
    "2",
    "1",
    clp(23_000),
    clp(38_000),
    clp(15_000),
  ]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar Excel" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`reporte-financiero-${M}-a-${M}.xlsx`);
  const workbook = await workbookOf(download);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Resumen", "Meses"]);
  const months = workbook.getWorksheet("Meses");
  const row = months?.getRow(2);
  expect(row?.getCell(2).value).toBe(53_000);
  expect(row?.getCell(3).value).toBe(38_000);
  expect(row?.getCell(4).value).toBe(15_000);
  expect(row?.getCell(2).numFmt).toBe('"$"#,##0');
});

test("the teacher compensation report shows each teacher's pay, the analysis, and exports a sheet per teacher", async ({
  page,
}) => {
  await page.goto(`/reports/teacher-compensation?month=${M}`);
  await expect(card(page, "Compensación total")).toContainText(clp(38_000));
  await expect(card(page, "Estudiantes que pagaron")).toContainText("1");
  await expect(
    page.getByText(`Profesora más productiva: ${names.irene}, con ${clp(30_000)}`),
  ).toBeVisible();
  await expect(page.getByText("71,7 % de los ingresos generados")).toBeVisible();

  const irene = page.getByTestId("teacher-compensation").filter({ hasText: names.irene });
  await expect(irene).toContainText(clp(15_000));
  await expect(irene).toContainText("50 %");
  await irene.getByText("Estudiantes que pagaron (1)").click();
  await expect(irene.getByText(names.caro)).toBeVisible();
  const olga = page.getByTestId("teacher-compensation").filter({ hasText: names.olga });
  await expect(olga).toContainText(clp(23_000));
  await expect(olga).toContainText("100 %");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar Excel" }).click(),
  ]);
  const workbook = await workbookOf(download);
  const sheetNames = workbook.worksheets.map((sheet) => sheet.name);
  expect(sheetNames[0]).toBe("Resumen");
  expect(sheetNames).toContain(names.irene);
  expect(sheetNames).toContain(names.olga);
  // Summary: header on row 3 (title, blank line); compensation is column 5.
  const summary = workbook.getWorksheet("Resumen");
  const summaryRows = new Map<string, number>();
  summary?.eachRow((row) => {
    const name = row.getCell(1).value;
    if (typeof name === "string") summaryRows.set(name, Number(row.getCell(5).value));
  });
  expect(summaryRows.get(names.irene)).toBe(15_000);
  expect(summaryRows.get(names.olga)).toBe(23_000);
  const ireneSheet = workbook.getWorksheet(names.irene);
  const last = ireneSheet?.getRow(ireneSheet.rowCount);
  expect(last?.getCell(1).value).toBe("Total");
  expect(last?.getCell(5).value).toBe(15_000);
  expect(last?.getCell(5).numFmt).toBe('"$"#,##0');

  await page.getByRole("link", { name: "Reporte completo" }).click();
  await expect(page).toHaveURL(`/reports/teacher-compensation/print?month=${M}`);
  await expect(page.getByRole("heading", { name: names.irene })).toBeVisible();
  await expect(page.getByText(`Firma de ${names.irene}`)).toBeVisible();
});

test("a late fee saved in the settings survives a reload and reprices the outstanding report", async ({
  page,
  api,
}) => {
  try {
    await page.goto("/settings");
    await page.getByRole("tab", { name: "Pagos", exact: true }).click();
    const fee = page.getByLabel("Recargo por atraso (%)");
    await expect(fee).toHaveValue("15");
    await fee.fill("20");
    await page.getByRole("button", { name: "Guardar configuración" }).click();
    await expect(page.getByText("Configuración guardada exitosamente")).toBeVisible();

    await page.reload();
    await page.getByRole("tab", { name: "Pagos", exact: true }).click();
    await expect(page.getByLabel("Recargo por atraso (%)")).toHaveValue("20");

    // At 20 %: Ana 36.000 + 24.000 = 60.000; Bea 36.000.
    await page.goto(`/reports/outstanding-payments?month=${M}&q=${tag}`);
    const rows = page.getByTestId("outstanding-row");
    await expect(rows.nth(0)).toContainText(clp(60_000));
    await expect(rows.nth(1)).toContainText(clp(36_000));
    // What 'Procesar Pago' asks for is the same endpoint's figure.
    const owed = await api.get<{ totalOutstandingAmount: number }>(
      `/api/students/${ids.bea}/outstanding-payments/${M}`,
    );
    expect(owed.totalOutstandingAmount).toBe(36_000);
  } finally {
    await api.updatePaymentRules({ lateFeePercentage: 15 });
  }
});

test("leaving the settings with unsaved changes asks first", async ({ page }) => {
  await page.goto("/settings");
  await page.getByLabel("Teléfono").fill("+56 2 2222 3333");
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Cambios sin guardar" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Seguir editando" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel("Teléfono")).toHaveValue("+56 2 2222 3333");
});

test("a settings value out of range is refused in place, on its own tab", async ({ page }) => {
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Usuarios y seguridad" }).click();
  await page.getByLabel("Máximo de usuarios").fill("25");
  await page.getByRole("tab", { name: "Información del estudio" }).click();
  await page.getByRole("button", { name: "Guardar configuración" }).click();
  await expect(page.getByRole("tab", { name: /Usuarios y seguridad/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText("El máximo de usuarios debe estar entre 1 y 20")).toBeVisible();
  await expect(page.getByLabel("Máximo de usuarios")).toBeFocused();
});
