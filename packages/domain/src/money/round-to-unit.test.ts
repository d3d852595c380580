import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROUND_TO_VALUES, roundToUnit } from "./rounding";

describe("roundToUnit (issue 36: amounts that can be paid in coins)", () => {
  it("rounds the prorated month of the issue to tens", () => {
    expect(roundToUnit((32_000 * 7) / 9, 10)).toBe(24_890);
    expect(roundToUnit(24_885, 10)).toBe(24_890);
    expect(roundToUnit(24_884.99, 10)).toBe(24_880);
    expect(roundToUnit(24_889, 100)).toBe(24_900);
    expect(roundToUnit(24_824, 50)).toBe(24_800);
    expect(roundToUnit(24_825, 50)).toBe(24_850);
  });

  it("is whole pesos with a unit of 1, or without a unit", () => {
    expect(roundToUnit(24_888.9, 1)).toBe(24_889);
    expect(roundToUnit(24_888.5)).toBe(24_889);
  });

  it("never gives negative zero", () => {
    expect(Object.is(roundToUnit(-4, 10), 0)).toBe(true);
  });

  const unit = fc.constantFrom(...ROUND_TO_VALUES);

  it("gives a multiple of the unit within half a unit of the exact amount", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50_000_000, noNaN: true, noDefaultInfinity: true }),
        unit,
        (exact, roundTo) => {
          const result = roundToUnit(exact, roundTo);
          expect(result % roundTo).toBe(0);
          expect(Math.abs(result - exact)).toBeLessThanOrEqual(roundTo / 2 + 1e-6);
        },
      ),
    );
  });

  it("leaves an amount that is already a multiple as it is (a typed price of tens)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), unit, (n, roundTo) => {
        expect(roundToUnit(n * roundTo, roundTo)).toBe(n * roundTo);
      }),
    );
  });
});
