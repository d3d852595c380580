import { describe, expect, it } from "vitest";
import { errorsOf } from "../../test/schema-errors";
import { passwordChangeFormSchema, userCreateSchema } from "./user";

describe("passwordChangeFormSchema", () => {
  const form = { currentPassword: "vieja", newPassword: "bailarina-2026" };

  it("accepts the new password typed twice and sends only what the request needs", () => {
    expect(passwordChangeFormSchema.parse({ ...form, confirmPassword: form.newPassword })).toEqual({
      ...form,
      confirmPassword: form.newPassword,
    });
  });

  it("refuses a repetition that does not match, under the repeated field", () => {
    expect(
      errorsOf(passwordChangeFormSchema, { ...form, confirmPassword: "bailarina-2025" })
        .confirmPassword,
    ).toBe("Las contraseñas no coinciden");
  });

  it("requires the current and the new password", () => {
    const errors = errorsOf(passwordChangeFormSchema, {
      currentPassword: "",
      newPassword: "",
      confirmPassword: "",
    });
    expect(errors.currentPassword).toBe("La contraseña actual es requerida");
    expect(errors.newPassword).toBe("La nueva contraseña es requerida");
  });
});

describe("userCreateSchema", () => {
  it("refuses usernames with spaces and unknown roles in Spanish", () => {
    const errors = errorsOf(userCreateSchema, { username: "ana maria", name: "Ana", role: "jefa" });
    expect(errors.username).toBe(
      "El nombre de usuario solo admite letras, números, punto, guion y guion bajo",
    );
    expect(errors.role).toBe("El rol debe ser admin o staff");
  });
});
