import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitEvenlyFirstTakesRemainder, splitProportional } from "./split";

describe("splitProportional", () => {
  it("splits in proportion when it divides exactly", () => {
    expect(splitProportional(50_000, [25_000, 25_000])).toEqual([25_000, 25_000]);
    expect(splitProportional(60_000, [10, 20, 30])).toEqual([10_000, 20_000, 30_000]);
  });

  it("splits a total of 1 peso three ways as 1, 0, 0", () => {
    expect(splitProportional(1, [1, 1, 1])).toEqual([1, 0, 0]);
  });

  it("gives leftover pesos to the largest remainders", () => {
    // exact shares 3.33.., 6.66..: floors 3 and 6, the peso goes to the .66 remainder
    expect(splitProportional(10, [1, 2])).toEqual([3, 7]);
    // exact shares 33.33 each: remainder to the earliest on a tie
    expect(splitProportional(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it("splits evenly when all weights are 0", () => {
    expect(splitProportional(10, [0, 0, 0])).toEqual([4, 3, 3]);
  });

  it("gives 0 to a part of weight 0", () => {
    expect(splitProportional(100, [0, 1])).toEqual([0, 100]);
  });

  it("splits negative totals symmetrically", () => {
    expect(splitProportional(-10, [1, 2])).toEqual([-3, -7]);
    expect(splitProportional(-1, [1, 1])).toEqual([-1, 0]);
  });

  it("handles fractional weights", () => {
    expect(splitProportional(10, [0.5, 1.5])).toEqual([3, 7]);
  });

  it("allows nothing to split among nobody, and refuses a total without parts", () => {
    expect(splitProportional(0, [])).toEqual([]);
    expect(() => splitProportional(5, [])).toThrow(RangeError);
  });

  it("rejects non-integer totals and negative weights", () => {
    expect(() => splitProportional(1.5, [1])).toThrow(RangeError);
    expect(() => splitProportional(10, [1, -1])).toThrow(RangeError);
    expect(() => splitProportional(10, [Number.NaN])).toThrow(RangeError);
  });

  it("always sums to the total, each part less than a peso from its exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = splitProportional(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true);
            const exact =
              weightSum === 0 ? total / weights.length : (total * (weights[i] ?? 0)) / weightSum;
            expect(Math.abs(part - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe("splitEvenlyFirstTakesRemainder", () => {
  it("gives the remainder to the first part", () => {
    expect(splitEvenlyFirstTakesRemainder(10_001, 3)).toEqual([3335, 3333, 3333]);
    expect(splitEvenlyFirstTakesRemainder(9, 3)).toEqual([3, 3, 3]);
    expect(splitEvenlyFirstTakesRemainder(1, 3)).toEqual([1, 0, 0]);
  });

  it("gives an empty list for 0 parts", () => {
    expect(splitEvenlyFirstTakesRemainder(10_000, 0)).toEqual([]);
  });

  it("rejects negative or fractional input", () => {
    expect(() => splitEvenlyFirstTakesRemainder(-1, 2)).toThrow(RangeError);
    expect(() => splitEvenlyFirstTakesRemainder(1.5, 2)).toThrow(RangeError);
    expect(() => splitEvenlyFirstTakesRemainder(10, -1)).toThrow(RangeError);
    expect(() => splitEvenlyFirstTakesRemainder(10, 1.5)).toThrow(RangeError);
  });

  it("always sums to the total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 50 }), (t, k) => {
        const parts = splitEvenlyFirstTakesRemainder(t, k);
        expect(parts).toHaveLength(k);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(t);
      }),
    );
  });
});
