import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCLP, parseCLP } from "./format";

describe("formatCLP", () => {
  it("formats pesos the Chilean way", () => {
    expect(formatCLP(25_000)).toBe("$25.000");
    expect(formatCLP(1_234_567)).toBe("$1.234.567");
    expect(formatCLP(0)).toBe("$0");
    expect(formatCLP(999)).toBe("$999");
  });

  it("puts the minus sign before the currency symbol", () => {
    expect(formatCLP(-3750)).toBe("-$3.750");
  });

  it("rounds to whole pesos half-up", () => {
    expect(formatCLP(0.5)).toBe("$1");
    expect(formatCLP(-0.4)).toBe("$0");
  });

  it("contains no spaces of any kind", () => {
    expect(formatCLP(10_000_000)).not.toMatch(/[\s\u00a0\u202f]/);
  });
});

describe("parseCLP", () => {
  it("reads what people type", () => {
    expect(parseCLP("25.000")).toBe(25_000);
    expect(parseCLP("$ 25000")).toBe(25_000);
    expect(parseCLP("$25.000")).toBe(25_000);
    expect(parseCLP(" 1.234.567 ")).toBe(1_234_567);
    expect(parseCLP("0")).toBe(0);
  });

  it("reads negative amounts with the sign on either side of $", () => {
    expect(parseCLP("-$3.750")).toBe(-3750);
    expect(parseCLP("$-3.750")).toBe(-3750);
    expect(parseCLP("-0")).toBe(0);
  });

  it("rounds decimal commas half-up", () => {
    expect(parseCLP("25.000,5")).toBe(25_001);
    expect(parseCLP("1,4")).toBe(1);
  });

  it("rejects what is not an amount", () => {
    for (const text of ["", "abc", "25.5", "2.50.000", "$", "--5", "-$-5", "1e5", "25,000.00"]) {
      expect(parseCLP(text)).toBeNull();
    }
  });

  it("reads back whatever formatCLP writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(parseCLP(formatCLP(n))).toBe(n);
      }),
    );
  });
});
