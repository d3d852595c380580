import Papa from "papaparse";
import { downloadBlob } from "./download";
import { exportAuditedList, type ListExportAudit } from "./list-export";

/** A CSV cell: text as is, numbers as plain digits (integer pesos, no thousands dots), null empty. */
export type CsvCell = string | number | null;

/**
 * What a spreadsheet would read as a formula (or a DDE command): a text cell starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return. Papa Parse prefixes such a cell with `'`, which the
 * spreadsheet shows as text ("'+56 9 1234 5678" stays readable). Its own default pattern ends in
 * `.*$` without the `s` flag, so a cell with a line break inside it would slip through: this one
 * looks at the first character only. Numbers are never touched (a negative amount stays a number).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The text of a CSV file as Excel and LibreOffice set to es-CL open it by double click: a
 * UTF-8 byte-order mark (without it Excel reads the bytes as Windows-1252 and breaks the
 * accents), `;` between cells (`,` is the decimal separator in Chile, so es-CL Excel expects
 * `;`), CRLF line ends, quotes around any cell holding `;`, a quote or a line break, and no cell
 * a spreadsheet would run as a formula. Every CSV the console exports is written here.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  const text = Papa.unparse(
    rows.map((row) => [...row]),
    { delimiter: ";", newline: "\r\n", quoteChar: '"', escapeFormulae: FORMULA_START },
  );
  return `\uFEFF${text}\r\n`;
}

/**
 * Makes the browser download `rows` (a header line first) as a CSV file named `fileName` (see
 * `toCsv`), once its audit row is written (lib/list-export.ts).
 */
export function downloadCsv(
  fileName: string,
  rows: ReadonlyArray<ReadonlyArray<CsvCell>>,
  audit: ListExportAudit,
): Promise<boolean> {
  return exportAuditedList({ ...audit, format: "csv", rows: Math.max(0, rows.length - 1) }, () =>
    downloadBlob(fileName, new Blob([toCsv(rows)], { type: "text/csv;charset=utf-8" })),
  );
}
