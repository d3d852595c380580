import { downloadBlob } from "./download";

/** A CSV cell: text as is, numbers as plain digits (integer pesos, no thousands dots), null empty. */
export type CsvCell = string | number | null;

/**
 * The text of a CSV file as Excel and LibreOffice set to es-CL open it by double click: a
 * UTF-8 byte-order mark (without it Excel reads the bytes as Windows-1252 and breaks the
 * accents), `;` between cells (`,` is the decimal separator in Chile, so es-CL Excel expects
 * `;`), CRLF line ends, and quotes around any cell holding `;`, a quote or a line break.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  const lines = rows.map((row) => row.map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

function csvCell(cell: CsvCell): string {
  const text = cell === null ? "" : String(cell);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Makes the browser download `rows` as a CSV file named `fileName` (see `toCsv`). */
export function downloadCsv(fileName: string, rows: ReadonlyArray<ReadonlyArray<CsvCell>>): void {
  downloadBlob(fileName, new Blob([toCsv(rows)], { type: "text/csv;charset=utf-8" }));
}
