import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cashCloseNeedsNote,
  cashCloseSummary,
  cashDifference,
  cashDifferenceKind,
  expectedCashOf,
} from "./cash-close";

/** The takings of a day paid in cash and by card: [count, total] of each. */
const cashAndCard = (cash: [number, number], card: [number, number]) => [
  { method: "EFECTIVO", count: cash[0], total: cash[1] },
  { method: "TARJETA", count: card[0], total: card[1] },
];

describe("cashCloseSummary", () => {
  it("lists every method, expects the cash taken and shows a shortfall as negative", () => {
    const summary = cashCloseSummary(cashAndCard([2, 50_000], [1, 28_750]), 45_000);
    expect(summary.byMethod).toEqual([
      { method: "EFECTIVO", count: 2, total: 50_000 },
      { method: "TRANSFERENCIA", count: 0, total: 0 },
      { method: "TARJETA", count: 1, total: 28_750 },
    ]);
    expect(summary).toMatchObject({ total: 78_750, expectedCash: 50_000, difference: -5_000 });
  });

  it("counted equals expected plus difference, for any takings", () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        (cash, card, counted) => {
          const s = cashCloseSummary(cashAndCard([1, cash], [1, card]), counted);
          expect(s.expectedCash + s.difference).toBe(counted);
          expect(s.total).toBe(cash + card);
        },
      ),
    );
  });
});

describe("cashDifferenceKind", () => {
  it("reads a shortfall, a surplus and an exact count", () => {
    expect(cashDifferenceKind(cashDifference(28_750, 27_750))).toBe("faltante");
    expect(cashDifferenceKind(cashDifference(28_750, 30_000))).toBe("sobrante");
    expect(cashDifferenceKind(cashDifference(28_750, 28_750))).toBe("cuadra");
  });

  it("calls a count short exactly when it is below the expected cash", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (expected, counted) => {
        const kind = cashDifferenceKind(cashDifference(expected, counted));
        expect(kind === "faltante").toBe(counted < expected);
        expect(kind === "cuadra").toBe(counted === expected);
      }),
    );
  });
});

describe("opening float and the note", () => {
  it("expects the float plus the live cash: $20.000 float, $28.750 cash, card apart", () => {
    const s = cashCloseSummary(cashAndCard([1, 28_750], [1, 28_750]), 48_000, 20_000);
    expect(s).toMatchObject({ openingFloat: 20_000, expectedCash: 48_750, difference: -750 });
    expect(s.total).toBe(57_500);
  });

  it("expected cash grows one peso per peso of float or cash, never with other methods", () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        (float, cash, card) => {
          const totals = [
            { method: "EFECTIVO", count: 1, total: cash },
            { method: "TRANSFERENCIA", count: 1, total: card },
          ];
          expect(expectedCashOf(float, totals)).toBe(float + cash);
          expect(expectedCashOf(float, totals.slice(1))).toBe(float);
        },
      ),
    );
  });

  it("asks for a note exactly when counted differs from expected", () => {
    expect(cashCloseNeedsNote(-1_000, null)).toBe(true);
    expect(cashCloseNeedsNote(500, "   ")).toBe(true);
    expect(cashCloseNeedsNote(500, "Vuelto mal dado")).toBe(false);
    expect(cashCloseNeedsNote(0, undefined)).toBe(false);
  });
});
