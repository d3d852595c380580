import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { efficiency, growthPercent, profitMargin, ratioPercent } from "./ratios";

describe("ratios", () => {
  it("computes percentages with one decimal", () => {
    expect(ratioPercent(1, 3)).toBe(33.3);
    expect(ratioPercent(2, 3)).toBe(66.7);
    expect(ratioPercent(5, 0)).toBe(0);
  });

  it("computes margin and efficiency, 0 without revenue", () => {
    expect(profitMargin(60_000, 100_000)).toBe(60);
    expect(profitMargin(-10_000, 100_000)).toBe(-10);
    expect(profitMargin(0, 0)).toBe(0);
    expect(efficiency(40_000, 100_000)).toBe(40);
    expect(efficiency(0, 0)).toBe(0);
  });
});

describe("growthPercent", () => {
  it("compares with the previous period", () => {
    expect(growthPercent(110_000, 100_000)).toBe(10);
    expect(growthPercent(50_000, 100_000)).toBe(-50);
    expect(growthPercent(0, 100_000)).toBe(-100);
    expect(growthPercent(100_000, 30_000)).toBe(233.3);
  });

  it("defines growth from 0 revenue without dividing by zero", () => {
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(25_000, 0)).toBe(100);
    expect(growthPercent(-5_000, 0)).toBe(-100);
  });

  it("compares losses by their size", () => {
    expect(growthPercent(-50, -100)).toBe(50);
    expect(growthPercent(-150, -100)).toBe(-50);
  });

  it("is 0 for equal figures", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (x) => {
        expect(growthPercent(x, x)).toBe(0);
      }),
    );
  });
});
