import { describe, expect, it } from "vitest";
import { z } from "../zod";
import { loginSchema } from "./auth";
import { fieldErrors, validationFailure } from "./validation";

describe("validation failures", () => {
  it("names the first invalid field with its Spanish message", () => {
    const result = loginSchema.safeParse({ username: "ab", password: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(validationFailure(result.error)).toEqual({
      errorType: "VALIDATION_ERROR",
      message: "El nombre de usuario debe tener al menos 3 caracteres",
      status: 400,
      details: { field: "username" },
    });
    expect(fieldErrors(result.error)).toEqual({
      username: "El nombre de usuario debe tener al menos 3 caracteres",
      password: "La contraseña es requerida",
    });
  });

  it("handles an error about the whole body", () => {
    const result = z.object({}, { error: "Cuerpo inválido" }).safeParse("x");
    if (result.success) throw new Error("expected failure");
    expect(validationFailure(result.error)).toEqual({
      errorType: "VALIDATION_ERROR",
      message: "Cuerpo inválido",
      status: 400,
      details: {},
    });
    expect(validationFailure(new z.ZodError([])).message).toBe("Los datos enviados no son válidos");
  });
});
