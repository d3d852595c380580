import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compensationRate, compensationRatePercent } from "./rates";
import { splitClassRevenue } from "./split-revenue";

describe("compensation rates", () => {
  it("pays owners 100 % and instructors 50 %", () => {
    expect(compensationRate(true)).toBe(1);
    expect(compensationRate(false)).toBe(0.5);
    expect(compensationRatePercent(true)).toBe(100);
    expect(compensationRatePercent(false)).toBe(50);
  });
});

describe("splitClassRevenue", () => {
  it("leaves the whole revenue to the studio with 0 teachers", () => {
    expect(splitClassRevenue(100_000, [])).toEqual([]);
  });

  it("pays a single instructor half and a single owner all", () => {
    expect(splitClassRevenue(50_000, [{ id: 1, isStudioOwner: false }])).toEqual([
      { teacherId: 1, base: 50_000, rate: 0.5, compensation: 25_000 },
    ]);
    expect(splitClassRevenue(50_000, [{ id: 1, isStudioOwner: true }])).toEqual([
      { teacherId: 1, base: 50_000, rate: 1, compensation: 50_000 },
    ]);
  });

  it("splits an odd revenue among 3 teachers, remainder to the lowest id", () => {
    const shares = splitClassRevenue(100_001, [
      { id: 9, isStudioOwner: false },
      { id: 4, isStudioOwner: true },
      { id: 7, isStudioOwner: false },
    ]);
    expect(shares).toEqual([
      { teacherId: 4, base: 33_335, rate: 1, compensation: 33_335 },
      { teacherId: 7, base: 33_333, rate: 0.5, compensation: 16_667 },
      { teacherId: 9, base: 33_333, rate: 0.5, compensation: 16_667 },
    ]);
  });

  it("never pays more than the revenue, and the bases add up to it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.uniqueArray(
          fc.record({ id: fc.integer({ min: 1, max: 1000 }), isStudioOwner: fc.boolean() }),
          {
            selector: (t) => t.id,
            maxLength: 8,
          },
        ),
        (revenue, teachers) => {
          const shares = splitClassRevenue(revenue, teachers);
          const paid = shares.reduce((sum, s) => sum + s.compensation, 0);
          expect(paid).toBeLessThanOrEqual(revenue);
          if (teachers.length > 0) {
            expect(shares.reduce((sum, s) => sum + s.base, 0)).toBe(revenue);
          }
          for (const share of shares) {
            expect(Number.isInteger(share.compensation)).toBe(true);
            expect(share.compensation).toBeLessThanOrEqual(share.base);
          }
        },
      ),
    );
  });
});
