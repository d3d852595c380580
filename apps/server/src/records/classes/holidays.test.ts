import { describe, expect, it } from "vitest";
import { chileanHolidays } from "./holidays.ts";

// The official lists of Chile's national public holidays (Ley 2.977 and the laws that added or
// move days: 19.668 moves San Pedro y San Pablo and Encuentro de Dos Mundos to a Monday, 20.299
// the Iglesias Evangélicas day, 20.983 the extra day of Fiestas Patrias, 21.357 the solstice
// day of the indigenous peoples). No national election falls in these two years.
const OFFICIAL: Record<number, string[]> = {
  2026: [
    "2026-01-01", // Año Nuevo
    "2026-04-03", // Viernes Santo
    "2026-04-04", // Sábado Santo
    "2026-05-01", // Día Nacional del Trabajo
    "2026-05-21", // Día de las Glorias Navales
    "2026-06-21", // Día Nacional de los Pueblos Indígenas (solsticio)
    "2026-06-29", // San Pedro y San Pablo (lunes: no se mueve)
    "2026-07-16", // Virgen del Carmen
    "2026-08-15", // Asunción de la Virgen
    "2026-09-18", // Independencia Nacional
    "2026-09-19", // Glorias del Ejército
    "2026-10-12", // Encuentro de Dos Mundos (lunes)
    "2026-10-31", // Iglesias Evangélicas y Protestantes (sábado)
    "2026-11-01", // Todos los Santos
    "2026-12-08", // Inmaculada Concepción
    "2026-12-25", // Navidad
  ],
  2027: [
    "2027-01-01",
    "2027-03-26", // Viernes Santo
    "2027-03-27", // Sábado Santo
    "2027-05-01",
    "2027-05-21",
    "2027-06-21", // solsticio
    "2027-06-28", // San Pedro y San Pablo: martes 29, pasa al lunes 28
    "2027-07-16",
    "2027-08-15",
    "2027-09-17", // feriado adicional: el 18 cae sábado y el 17 es viernes
    "2027-09-18",
    "2027-09-19",
    "2027-10-11", // Encuentro de Dos Mundos: martes 12, pasa al lunes 11
    "2027-10-31",
    "2027-11-01",
    "2027-12-08",
    "2027-12-25",
  ],
};

describe("Chilean public holidays", () => {
  for (const year of [2026, 2027]) {
    it(`match the official list of ${year}`, () => {
      expect(chileanHolidays(year).map((h) => h.date)).toEqual(OFFICIAL[year]);
    });
  }

  it("name each day in Spanish", () => {
    const byDate = new Map(chileanHolidays(2026).map((h) => [h.date, h.reason]));
    expect(byDate.get("2026-04-04")).toBe("Sábado Santo");
    expect(byDate.get("2026-09-18")).toMatch(/Fiestas Patrias|Independencia/);
  });
});
