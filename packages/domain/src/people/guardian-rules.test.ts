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

describe("a student's guardian in the form's body", () => {
  it("reads the same parsed again (the web app sends what it parsed)", async () => {
    const { studentGuardianInputSchema } = await import("../schemas/guardian");
    const once = studentGuardianInputSchema.parse({
      fullName: " Ángela Muñoz ",
      rut: "12.345.678-5",
      phone: "987654321",
      relationship: "madre",
      isPayer: true,
    });
    expect(once).toEqual({
      guardian: {
        fullName: "Ángela Muñoz",
        rut: "12345678-5",
        phone: "+56 9 8765 4321",
        email: null,
        address: null,
      },
      relationship: "madre",
      isPayer: true,
    });
    expect(studentGuardianInputSchema.parse(once)).toEqual(once);
    const picked = studentGuardianInputSchema.parse({ guardianId: "7", relationship: "otro" });
    expect(studentGuardianInputSchema.parse(picked)).toEqual({
      guardianId: 7,
      relationship: "otro",
      isPayer: false,
    });
  });
});
