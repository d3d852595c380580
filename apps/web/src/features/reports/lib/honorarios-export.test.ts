import type { HonorariosYearResponse } from "@nova/domain";
import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/csv";
import { dj1879Csv, f29Csv, honorariosSheets } from "./honorarios-export";

const months = (values: Record<number, [number, number]>) =>
  Array.from({ length: 12 }, (_, i) => {
    const [gross, retention] = values[i + 1] ?? [0, 0];
    return {
      month: `2026-${String(i + 1).padStart(2, "0")}`,
      gross,
      retention,
      boletas: gross > 0 ? ["1"] : [],
    };
  });

// Rosa paid in July (20.000, 3.050) and August (55.001, 8.388); Olga in August (50.000, 7.625).
const year: HonorariosYearResponse = {
  year: 2026,
  studio: { name: "NOVA Danza", rut: "76123456-0" },
  teachers: [
    {
      teacherId: 1,
      teacherName: "Rosa Ruiz",
      rut: "12345678-5",
      months: months({ 7: [20_000, 3_050], 8: [55_001, 8_388] }),
      totals: { gross: 75_001, retention: 11_438 },
    },
    {
      teacherId: 2,
      teacherName: "Olga Soto",
      rut: null,
      months: months({ 8: [50_000, 7_625] }),
      totals: { gross: 50_000, retention: 7_625 },
    },
  ],
  f29: months({ 7: [20_000, 3_050], 8: [105_001, 16_013] }).map((m) => ({
    ...m,
    boletas: m.gross > 0 ? 1 : 0,
  })),
  totals: { gross: 125_001, retention: 19_063 },
};

describe("the DJ 1879 and F29 exports", () => {
  it("lays each teacher out by RUT with gross and retention per month and her year's totals", () => {
    const rows = dj1879Csv(year);
    expect(rows[0]?.slice(0, 4)).toEqual(["RUT", "Nombre", "Enero bruto", "Enero retención"]);
    expect(rows[0]).toHaveLength(2 + 24 + 2);
    expect(rows[1]?.slice(0, 2)).toEqual(["12.345.678-5", "Rosa Ruiz"]);
    // July is the 7th month: columns 2 + 12, 2 + 13.
    expect(rows[1]?.slice(14, 18)).toEqual([20_000, 3_050, 55_001, 8_388]);
    expect(rows[1]?.slice(-2)).toEqual([75_001, 11_438]);
    expect(rows[2]?.[0]).toBe("Sin RUT");
    // The total row adds every teacher up, to the peso, month by month and for the year.
    const total = rows.at(-1) ?? [];
    expect(total.slice(16, 18)).toEqual([105_001, 16_013]);
    expect(total.slice(-2)).toEqual([125_001, 19_063]);
    const body = rows.slice(1, -1);
    for (let col = 2; col < total.length; col += 1) {
      expect(body.reduce((sum, r) => sum + Number(r[col]), 0)).toBe(total[col]);
    }
  });

  it("gives the F29 line of each month", () => {
    const rows = f29Csv(year);
    expect(rows[0]).toEqual(["Mes", "Boletas", "Honorarios brutos", "Retención (F29)"]);
    expect(rows[8]).toEqual(["Agosto", 1, 105_001, 16_013]);
    expect(rows.at(-1)).toEqual(["Total", 2, 125_001, 19_063]);
    // As the file Excel opens: ';' between cells, plain digits.
    expect(toCsv(rows)).toContain("Agosto;1;105001;16013\r\n");
  });

  it("builds a DJ 1879 sheet and an F29 sheet with the studio named", () => {
    const [dj, f29] = honorariosSheets(year);
    expect(dj?.name).toBe("DJ 1879 2026");
    expect(dj?.intro?.[0]).toContain("NOVA Danza · RUT 76.123.456-0");
    expect(dj?.rows.at(-1)?.at(-1)).toBe(19_063);
    expect(f29?.rows.at(-1)).toEqual(["Total", 2, 125_001, 19_063]);
  });
});
