import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWholePesos, percentOf, roundCLP, roundTo1, sumAmounts } from "./rounding";

describe("roundCLP", () => {
  it("rounds halves away from zero", () => {
    expect(roundCLP(2.5)).toBe(3);
    expect(roundCLP(2.4999)).toBe(2);
    expect(roundCLP(-2.5)).toBe(-3);
    expect(roundCLP(-2.4)).toBe(-2);
    expect(roundCLP(0)).toBe(0);
  });

  it("leaves whole pesos untouched, however large", () => {
    expect(roundCLP(1_234_567_890_123)).toBe(1_234_567_890_123);
    expect(Object.is(roundCLP(-0), 0)).toBe(true);
  });

  it("never returns negative zero", () => {
    expect(Object.is(roundCLP(-0.2), 0)).toBe(true);
  });

  it("rounds the decimal a float stands for, not its binary noise", () => {
    // 0.1 * 15 is 1.5000000000000002 and 1.005 * 1000 is 1004.9999999999999
    expect(roundCLP(1.4999999999999998)).toBe(2);
    expect(roundCLP(1.005 * 1000)).toBe(1005);
  });

  it("rejects non-finite values", () => {
    expect(() => roundCLP(Number.NaN)).toThrow(RangeError);
    expect(() => roundCLP(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("is within half a peso of its argument", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        expect(Math.abs(roundCLP(x) - x)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe("percentOf", () => {
  it("computes the default late fee of a class", () => {
    expect(percentOf(25_000, 15)).toBe(3750);
  });

  it("rounds half-up to whole pesos", () => {
    expect(percentOf(25_001, 15)).toBe(3750); // 3750.15
    expect(percentOf(25_010, 15)).toBe(3752); // 3751.5
    expect(percentOf(1, 50)).toBe(1); // 0.5
  });

  it("gives 0 for 0 % and the amount for 100 %", () => {
    expect(percentOf(33_333, 0)).toBe(0);
    expect(percentOf(33_333, 100)).toBe(33_333);
  });
});

describe("helpers", () => {
  it("recognises whole pesos", () => {
    expect(isWholePesos(25_000)).toBe(true);
    expect(isWholePesos(-1)).toBe(true);
    expect(isWholePesos(2.5)).toBe(false);
    expect(isWholePesos("25000")).toBe(false);
    expect(isWholePesos(2 ** 60)).toBe(false);
  });

  it("sums amounts", () => {
    expect(sumAmounts([])).toBe(0);
    expect(sumAmounts([25_000, 3750, -100])).toBe(28_650);
  });

  it("rounds percentages to one decimal", () => {
    expect(roundTo1(33.333)).toBe(33.3);
    expect(roundTo1(66.65)).toBe(66.7);
    expect(roundTo1(-12.25)).toBe(-12.3);
  });
});
