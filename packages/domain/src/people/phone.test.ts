import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeChileanPhone, whatsappDigits } from "./phone";

describe("Chilean phones", () => {
  it("stores every way of typing one number in one form", () => {
    for (const typed of [
      "+56 9 8765 4321",
      "9 8765 4321",
      "987654321",
      "56987654321",
      "+56 (9) 8765-4321",
    ]) {
      expect(normalizeChileanPhone(typed), typed).toBe("+56 9 8765 4321");
    }
    expect(normalizeChileanPhone("22 123 4567")).toBe("+56 2 2123 4567");
  });

  it("refuses what is not a Chilean number", () => {
    for (const typed of ["", "12345", "+54 9 11 1234 5678", "9876 54321 0", "nueve"]) {
      expect(normalizeChileanPhone(typed), typed).toBeNull();
    }
  });

  it("normalises idempotently and links to WhatsApp with the country code", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[29]\d{8}$/), (digits) => {
        const stored = normalizeChileanPhone(digits);
        expect(stored).not.toBeNull();
        expect(normalizeChileanPhone(stored ?? "")).toBe(stored);
        expect(whatsappDigits(stored)).toBe(`56${digits}`);
      }),
    );
  });
});
