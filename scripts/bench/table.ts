// Plain-text tables for the terminal: the first column left-aligned, numbers right-aligned.

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "—");
export const perSecond = (n: number) => n.toFixed(0);
export const times = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : "—");

export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0),
      )
      .join("  ")
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
