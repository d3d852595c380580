import { describe, expect, it } from "vitest";
import { DEFAULT_BILLING_RULES, effectiveClassPrice, isMethodAccepted } from "./rules";

describe("billing rules", () => {
  it("uses the fallback price when a class has none", () => {
    expect(effectiveClassPrice(30_000)).toBe(30_000);
    expect(effectiveClassPrice(null)).toBe(25_000);
    expect(effectiveClassPrice(undefined)).toBe(25_000);
    expect(effectiveClassPrice(0)).toBe(25_000);
    expect(effectiveClassPrice(Number.NaN)).toBe(25_000);
    expect(effectiveClassPrice(0, { fallbackClassPrice: 20_000 })).toBe(20_000);
  });

  it("accepts the methods of the settings", () => {
    expect(isMethodAccepted("TARJETA", DEFAULT_BILLING_RULES)).toBe(true);
    expect(
      isMethodAccepted("TARJETA", { ...DEFAULT_BILLING_RULES, acceptedMethods: ["EFECTIVO"] }),
    ).toBe(false);
    expect(isMethodAccepted("TARJETA", { dueDay: 10, graceDays: 0, lateFeePercentage: 15 })).toBe(
      true,
    );
  });
});
