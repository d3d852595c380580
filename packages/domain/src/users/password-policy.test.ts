import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";

describe("passwordProblem", () => {
  it("asks for 10 characters when strong passwords are on and 8 otherwise", () => {
    expect(passwordProblem("Lirio-azul", { strong: true })).toBeNull();
    expect(passwordProblem("Lirio-az", { strong: true })).toBe(
      "La contraseña debe tener al menos 10 caracteres",
    );
    expect(passwordProblem("Lirio-az", { strong: false })).toBeNull();
    expect(passwordProblem("Lirio-a", { strong: false })).toBe(
      "La contraseña debe tener al menos 8 caracteres",
    );
  });

  it("refuses common passwords with digits or symbols appended, in any case", () => {
    for (const common of ["Contraseña2026!", "password123456", "ADMINISTRADOR1", "1234567890"]) {
      expect(passwordProblem(common, { strong: true }), common).toMatch(/común/);
      expect(passwordProblem(common, { strong: false }), common).toBeNull();
    }
    expect(passwordProblem("aaaaaaaaaaaa", { strong: true })).toMatch(/común/);
  });

  it("never accepts a password shorter than the minimum, whatever it contains", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 9 }), (password) => {
        expect(passwordProblem(password, { strong: true })).not.toBeNull();
      }),
    );
  });
});
