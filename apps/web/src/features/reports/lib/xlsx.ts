import { downloadBlob } from "@/lib/download";
import { exportAuditedList, type ListExportAudit } from "@/lib/list-export";

/** One column of a sheet: its Spanish header and how its cells are written. */
export interface SheetColumn {
  header: string;
  /** "money": integer pesos shown as CLP; "percent": a 0–100 figure; text otherwise. */
  kind?: "text" | "money" | "number" | "percent";
  width?: number;
}

export interface SheetSpec {
  /** The tab's name (Excel allows 31 characters and no `[]:*?/\`). */
  name: string;
  columns: SheetColumn[];
  rows: Array<Array<string | number | null>>;
  /** Lines above the table (a title, the month). */
  intro?: string[];
}

// Amounts stay numbers (so they add up in Excel) and only look like pesos: "$25.000".
const CLP_FORMAT = '"$"#,##0';
const PERCENT_FORMAT = '0.0" %"';
const MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A sheet name Excel accepts, unique within the workbook. */
function sheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, " ")
      .trim()
      .slice(0, 31) || "Hoja";
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
    const suffix = ` (${n})`;
    candidate = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * The `.xlsx` file of `sheets`, built with ExcelJS. The library (about 250 KB gzipped) is
 * loaded on the first export, never with the page.
 */
export async function buildWorkbook(sheets: SheetSpec[]): Promise<Blob> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "NOVA";
  workbook.created = new Date();
  const taken = new Set<string>();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(sheetName(spec.name, taken));
    for (const line of spec.intro ?? []) sheet.addRow([line]).font = { bold: true };
    if (spec.intro?.length) sheet.addRow([]);
    const header = sheet.addRow(spec.columns.map((c) => c.header));
    header.font = { bold: true };
    for (const row of spec.rows) sheet.addRow(row);
    spec.columns.forEach((column, index) => {
      const sheetColumn = sheet.getColumn(index + 1);
      sheetColumn.width = column.width ?? Math.max(12, column.header.length + 2);
      if (column.kind === "money") sheetColumn.numFmt = CLP_FORMAT;
      if (column.kind === "percent") sheetColumn.numFmt = PERCENT_FORMAT;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: MIME });
}

/** Builds `sheets` and makes the browser save them as `fileName`, once the export is audited. */
export async function downloadWorkbook(
  fileName: string,
  sheets: SheetSpec[],
  audit: ListExportAudit,
): Promise<boolean> {
  const rows = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  return exportAuditedList({ ...audit, format: "xlsx", rows }, async () =>
    downloadBlob(fileName, await buildWorkbook(sheets)),
  );
}
