import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatRetentionRate,
  HONORARIOS_RETENTION_BASIS_POINTS,
  honorariosMonth,
  honorariosPaymentDateProblem,
  honorariosTotals,
  retentionRateOfYear,
  retentionYearOf,
  splitHonorarios,
} from "./honorarios";

describe("the retention rate by year", () => {
  it("is 15,25 % in 2026, 16 % in 2027 and 17 % in 2028", () => {
    expect(retentionRateOfYear(2026)).toEqual({ kind: "exact", year: 2026, basisPoints: 1525 });
    expect(retentionRateOfYear(2027)).toEqual({ kind: "exact", year: 2027, basisPoints: 1600 });
    expect(retentionRateOfYear(2028)).toEqual({ kind: "exact", year: 2028, basisPoints: 1700 });
    expect(retentionRateOfYear(2025)).toEqual({ kind: "exact", year: 2025, basisPoints: 1450 });
  });

  it("keeps the last rate after the table (17 % stays) and refuses a year before it", () => {
    expect(retentionRateOfYear(2031)).toEqual({ kind: "final", year: 2031, basisPoints: 1700 });
    expect(retentionRateOfYear(2024)).toEqual({ kind: "unknown", year: 2024 });
  });

  it("never goes down from one year to the next", () => {
    const years = Object.keys(HONORARIOS_RETENTION_BASIS_POINTS).map(Number);
    for (let y = Math.min(...years); y < 2040; y += 1) {
      const a = retentionRateOfYear(y);
      const b = retentionRateOfYear(y + 1);
      if (a.kind !== "unknown" && b.kind !== "unknown") {
        expect(b.basisPoints).toBeGreaterThanOrEqual(a.basisPoints);
      }
    }
  });

  it("writes the rate the Chilean way", () => {
    expect(formatRetentionRate(1525)).toBe("15,25\u00a0%");
    expect(formatRetentionRate(1450)).toBe("14,5\u00a0%");
    expect(formatRetentionRate(1600)).toBe("16\u00a0%");
  });

  it("takes the payment date's year once paid, the month's before", () => {
    expect(retentionYearOf("2026-12", null)).toBe(2026);
    expect(retentionYearOf("2026-12", "2027-01-05")).toBe(2027);
  });
});

describe("splitHonorarios", () => {
  it("rounds the retention to the nearest peso, half up", () => {
    // 100.000 × 15,25 % = 15.250 exactly.
    expect(splitHonorarios(100_000, 1525)).toEqual({
      gross: 100_000,
      retention: 15_250,
      net: 84_750,
    });
    // 10 × 15,25 % = 1,525 → 2; 2 × 15,25 % = 0,305 → 0; 1.002 × 15,25 % = 152,805 → 153.
    expect(splitHonorarios(10, 1525).retention).toBe(2);
    expect(splitHonorarios(2, 1525).retention).toBe(0);
    expect(splitHonorarios(1_002, 1525).retention).toBe(153);
    // 50 × 17 % = 8,5 → 9 (half up).
    expect(splitHonorarios(50, 1700).retention).toBe(9);
  });

  it("withholds nothing when the studio does not withhold", () => {
    expect(splitHonorarios(123_457, 0)).toEqual({ gross: 123_457, retention: 0, net: 123_457 });
  });

  it("refuses fractions of a peso and negative amounts", () => {
    expect(() => splitHonorarios(10.5, 1525)).toThrow(RangeError);
    expect(() => splitHonorarios(-1, 1525)).toThrow(RangeError);
    expect(() => splitHonorarios(10, 15.25)).toThrow(RangeError);
  });

  const gross = fc.integer({ min: 0, max: 1_000_000_000 });
  const rate = fc.constantFrom(0, 1450, 1525, 1600, 1700);

  it("gives whole pesos that add up to the gross (property)", () => {
    fc.assert(
      fc.property(gross, rate, (g, bp) => {
        const s = splitHonorarios(g, bp);
        expect(Number.isInteger(s.retention)).toBe(true);
        expect(Number.isInteger(s.net)).toBe(true);
        expect(s.retention + s.net).toBe(g);
        expect(s.retention).toBeGreaterThanOrEqual(0);
        expect(s.net).toBeGreaterThanOrEqual(0);
        // Never more than half a peso away from the exact retention.
        expect(Math.abs(s.retention * 10_000 - g * bp)).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it("withholds more (or the same) from a larger gross (property)", () => {
    fc.assert(
      fc.property(gross, gross, rate, (a, b, bp) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(splitHonorarios(hi, bp).retention).toBeGreaterThanOrEqual(
          splitHonorarios(lo, bp).retention,
        );
        expect(splitHonorarios(hi, bp).net).toBeGreaterThanOrEqual(splitHonorarios(lo, bp).net);
      }),
    );
  });

  it("withholds more at a higher rate (property)", () => {
    fc.assert(
      fc.property(gross, (g) => {
        expect(splitHonorarios(g, 1600).retention).toBeGreaterThanOrEqual(
          splitHonorarios(g, 1525).retention,
        );
      }),
    );
  });
});

describe("honorariosMonth", () => {
  it("estimates an unpaid month from today's compensation and the month's year", () => {
    expect(honorariosMonth({ month: "2026-05", compensation: 200_000, withholds: true })).toEqual({
      month: "2026-05",
      gross: 200_000,
      retention: 30_500,
      net: 169_500,
      basisPoints: 1525,
      withheld: true,
      boletaNumber: null,
      paidOn: null,
      currentGross: 200_000,
    });
  });

  it("pays the gross whole when the studio does not withhold", () => {
    const m = honorariosMonth({ month: "2026-05", compensation: 200_000, withholds: false });
    expect(m).toMatchObject({ gross: 200_000, retention: 0, net: 200_000, basisPoints: 0 });
  });

  it("guesses no retention for a year without a rate", () => {
    const m = honorariosMonth({ month: "2024-05", compensation: 1_000, withholds: true });
    expect(m).toMatchObject({ gross: 1_000, retention: null, net: null, basisPoints: null });
  });

  it("keeps a recorded month's facts whatever the compensation says now", () => {
    const m = honorariosMonth({
      month: "2026-05",
      compensation: 250_000,
      withholds: false,
      recorded: {
        gross: 200_000,
        retention: 30_500,
        basisPoints: 1525,
        boletaNumber: "41",
        paidOn: "2026-06-03",
      },
    });
    expect(m).toMatchObject({
      gross: 200_000,
      retention: 30_500,
      net: 169_500,
      withheld: true,
      boletaNumber: "41",
      currentGross: 250_000,
    });
  });

  it("adds months up to the peso (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 12 }), (gs) => {
        const months = gs.map((g) => splitHonorarios(g, 1525));
        const t = honorariosTotals(months);
        expect(t.gross).toBe(gs.reduce((a, b) => a + b, 0));
        expect(t.retention + t.net).toBe(t.gross);
        expect(t.net).toBe(months.reduce((a, m) => a + m.net, 0));
      }),
    );
  });
});

describe("honorariosPaymentDateProblem", () => {
  it("takes a day from the month's first to today", () => {
    expect(honorariosPaymentDateProblem("2026-05-01", "2026-05", "2026-06-10")).toBeNull();
    expect(honorariosPaymentDateProblem("2026-06-10", "2026-05", "2026-06-10")).toBeNull();
    expect(honorariosPaymentDateProblem("2026-06-11", "2026-05", "2026-06-10")).toMatch(
      /posterior a hoy/,
    );
    expect(honorariosPaymentDateProblem("2026-04-30", "2026-05", "2026-06-10")).toMatch(
      /anterior al 01-05-2026/,
    );
  });
});
