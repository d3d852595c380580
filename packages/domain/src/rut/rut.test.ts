import { describe, expect, it } from "vitest";
import {
  formatRut,
  isValidRut,
  looksLikeRut,
  normalizeRut,
  rutCheckDigit,
  rutTypedWithoutDash,
} from "./rut";

describe("RUT", () => {
  it("computes the modulo-11 check digit, K and 0 included", () => {
    expect(rutCheckDigit("12345678")).toBe("5");
    expect(rutCheckDigit("11111111")).toBe("1");
    expect(rutCheckDigit("10000013")).toBe("K");
    expect(rutCheckDigit("10000004")).toBe("0");
    expect(() => rutCheckDigit("12a")).toThrow(RangeError);
  });

  it("recognises text written as a RUT", () => {
    expect(looksLikeRut("12.345.678-5")).toBe(true);
    expect(looksLikeRut("12345678-5")).toBe(true);
    expect(looksLikeRut("10000013-k")).toBe(true);
    expect(looksLikeRut("12345678")).toBe(false);
    expect(looksLikeRut("AB123456")).toBe(false);
  });

  it("validates and normalises to digits-dash-verifier", () => {
    expect(normalizeRut("12.345.678-5")).toBe("12345678-5");
    expect(normalizeRut(" 12345678-5 ")).toBe("12345678-5");
    expect(normalizeRut("10.000.013-k")).toBe("10000013-K");
    expect(normalizeRut("012345678-5")).toBe("12345678-5");
    expect(normalizeRut("12.345.678-6")).toBeNull();
    expect(normalizeRut("pasaporte")).toBeNull();
    expect(isValidRut("12.345.678-5")).toBe(true);
    expect(isValidRut("12.345.678-K")).toBe(false);
  });

  it("formats with thousands dots for display", () => {
    expect(formatRut("12345678-5")).toBe("12.345.678-5");
    expect(formatRut("10000013-k")).toBe("10.000.013-K");
    expect(formatRut("1000005-k")).toBe("1.000.005-K");
    expect(formatRut(" P1234567 ")).toBe("P1234567");
  });

  it("reads a RUT typed with neither dots nor dash when its check digit is right", () => {
    expect(rutTypedWithoutDash("123456785")).toBe("12345678-5");
    expect(rutTypedWithoutDash(" 10000013k ")).toBe("10000013-K");
    // A wrong check digit, or a shorter number, is some other document: left alone.
    expect(rutTypedWithoutDash("123456786")).toBeNull();
    expect(rutTypedWithoutDash("12345678")).toBeNull();
    expect(rutTypedWithoutDash("12345678-5")).toBeNull();
    expect(formatRut("123456785")).toBe("12.345.678-5");
    expect(formatRut("123456786")).toBe("123456786");
  });
});
