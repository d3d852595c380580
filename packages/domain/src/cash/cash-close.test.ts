import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cashCloseSummary, cashDifference, cashDifferenceKind } from "./cash-close";

describe("cashCloseSummary", () => {
  it("lists every method, expects the cash taken and shows a shortfall as negative", () => {
    const summary = cashCloseSummary(
      [
        { method: "EFECTIVO", count: 2, total: 50_000 },
        { method: "TARJETA", count: 1, total: 28_750 },
      ],
      45_000,
    );
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
          const s = cashCloseSummary(
            [
              { method: "EFECTIVO", count: 1, total: cash },
              { method: "TARJETA", count: 1, total: card },
            ],
            counted,
          );
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
