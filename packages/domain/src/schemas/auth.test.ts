import { describe, expect, it } from "vitest";
import { errorsOf } from "../../test/schema-errors";
import { loginSchema } from "./auth";

describe("loginSchema", () => {
  it("accepts a username and password, trimming the username only", () => {
    expect(loginSchema.parse({ username: "  admin ", password: " secreto " })).toEqual({
      username: "admin",
      password: " secreto ",
    });
  });

  it("requires the username with the form's messages", () => {
    expect(errorsOf(loginSchema, { password: "x" }).username).toBe(
      "El nombre de usuario es requerido",
    );
    expect(errorsOf(loginSchema, { username: "   ", password: "x" }).username).toBe(
      "El nombre de usuario es requerido",
    );
    expect(errorsOf(loginSchema, { username: "ab", password: "x" }).username).toBe(
      "El nombre de usuario debe tener al menos 3 caracteres",
    );
  });

  it("requires the password", () => {
    expect(errorsOf(loginSchema, { username: "admin", password: "" }).password).toBe(
      "La contraseña es requerida",
    );
    expect(errorsOf(loginSchema, { username: "admin" }).password).toBe(
      "La contraseña es requerida",
    );
  });
});
