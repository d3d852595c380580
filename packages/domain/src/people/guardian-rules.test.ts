import { describe, expect, it } from "vitest";
import { guardianRuleBroken } from "./guardian-rules";

const payer = { isPayer: true };
const other = { isPayer: false };

describe("guardian rules", () => {
  it("refuses a new minor without a guardian, and a minor's guardians without a payer", () => {
    const base = { isMinor: true, isNew: true, guardiansBefore: 0 };
    expect(guardianRuleBroken({ ...base, guardians: undefined })).toBe("MINOR_WITHOUT_GUARDIAN");
    expect(guardianRuleBroken({ ...base, guardians: [] })).toBe("MINOR_WITHOUT_GUARDIAN");
    expect(guardianRuleBroken({ ...base, guardians: [other] })).toBe("MINOR_WITHOUT_PAYER");
    expect(guardianRuleBroken({ ...base, guardians: [other, payer] })).toBeNull();
  });

  it("lets an adult pay for herself, with or without guardians", () => {
    const adult = { isMinor: false, isNew: true, guardiansBefore: 0 };
    expect(guardianRuleBroken({ ...adult, guardians: undefined })).toBeNull();
    expect(guardianRuleBroken({ ...adult, guardians: [other] })).toBeNull();
    expect(guardianRuleBroken({ ...adult, guardians: [payer, payer] })).toBe("VALIDATION_ERROR");
  });

  it("keeps an existing minor without guardians editable, but never strips one of hers", () => {
    const old = { isMinor: true, isNew: false };
    expect(guardianRuleBroken({ ...old, guardiansBefore: 0, guardians: undefined })).toBeNull();
    expect(guardianRuleBroken({ ...old, guardiansBefore: 0, guardians: [] })).toBeNull();
    expect(guardianRuleBroken({ ...old, guardiansBefore: 2, guardians: [] })).toBe(
      "MINOR_WITHOUT_GUARDIAN",
    );
    expect(guardianRuleBroken({ ...old, guardiansBefore: 1, guardians: undefined })).toBeNull();
  });
});
