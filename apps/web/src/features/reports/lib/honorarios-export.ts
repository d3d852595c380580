import { formatRut, type HonorariosYearResponse, monthNameEs } from "@nova/domain";
import type { CsvCell } from "@/lib/csv";
import type { SheetColumn, SheetSpec } from "./xlsx";

const MONTHS = Array.from({ length: 12 }, (_, i) => monthNameEs(i + 1));
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The DJ 1879 table: one row per teacher paid in the year, her RUT and name, then the gross
 * and the retention of each month (the month she was paid, as the SII counts it), then the
 * year's totals; a last row adds everybody up. Amounts in whole pesos, not yet restated by
 * the SII's yearly factors (the accountant applies them when filing).
 */
export function dj1879Table(data: HonorariosYearResponse): {
  header: string[];
  rows: Array<Array<string | number>>;
  total: Array<string | number>;
} {
  const header = [
    "RUT",
    "Nombre",
    ...MONTHS.flatMap((m) => [`${capital(m)} bruto`, `${capital(m)} retención`]),
    "Total bruto",
    "Total retención",
  ];
  const rows = data.teachers.map((t) => [
    t.rut ? formatRut(t.rut) : "Sin RUT",
    t.teacherName,
    ...t.months.flatMap((m) => [m.gross, m.retention]),
    t.totals.gross,
    t.totals.retention,
  ]);
  const total = [
    "Total",
    "",
    ...data.f29.flatMap((m) => [m.gross, m.retention]),
    data.totals.gross,
    data.totals.retention,
  ];
  return { header, rows, total };
}

/** The F29 lines: each month's honorarios paid and the retention withheld in it. */
export function f29Table(data: HonorariosYearResponse) {
  const header = ["Mes", "Boletas", "Honorarios brutos", "Retención (F29)"];
  const rows = data.f29.map((m) => [
    capital(monthNameEs(Number(m.month.slice(5)))),
    m.boletas,
    m.gross,
    m.retention,
  ]);
  const total = [
    "Total",
    rows.reduce((s, r) => s + Number(r[1]), 0),
    data.totals.gross,
    data.totals.retention,
  ];
  return { header, rows, total };
}

/** Both tables as CSV rows (header first, the total last). */
export function dj1879Csv(data: HonorariosYearResponse): CsvCell[][] {
  const t = dj1879Table(data);
  return [t.header, ...t.rows, t.total];
}

export function f29Csv(data: HonorariosYearResponse): CsvCell[][] {
  const t = f29Table(data);
  return [t.header, ...t.rows, t.total];
}

/** The workbook: a DJ 1879 sheet and an F29 sheet, amounts as numbers shown as pesos. */
export function honorariosSheets(data: HonorariosYearResponse): SheetSpec[] {
  const studio = `${data.studio.name}${data.studio.rut ? ` · RUT ${formatRut(data.studio.rut)}` : ""}`;
  const dj = dj1879Table(data);
  const f29 = f29Table(data);
  const money = (header: string): SheetColumn => ({ header, kind: "money", width: 16 });
  return [
    {
      name: `DJ 1879 ${data.year}`,
      intro: [
        `Honorarios pagados y retenciones ${data.year} · ${studio}`,
        "Por mes de pago. Montos sin actualizar: aplique los factores del SII al declarar.",
      ],
      columns: [
        { header: "RUT", width: 14 },
        { header: "Nombre", width: 28 },
        ...dj.header.slice(2).map(money),
      ],
      rows: [...dj.rows, dj.total],
    },
    {
      name: `F29 ${data.year}`,
      intro: [`Retención de honorarios por mes (F29) ${data.year} · ${studio}`],
      columns: [
        { header: "Mes", width: 14 },
        { header: "Boletas", kind: "number", width: 10 },
        money("Honorarios brutos"),
        money("Retención (F29)"),
      ],
      rows: [...f29.rows, f29.total],
    },
  ];
}
