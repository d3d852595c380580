import { describe, expect, it } from "vitest";
import { errorsOf } from "../../test/schema-errors";
import { studentInputSchema } from "./student";

const valid = {
  firstName: "  Valentina ",
  lastName: "Rojas",
  birthDate: "2010-08-15",
  dni: "",
  email: "  ",
  phone: "+56 9 1234 5678",
  address: null,
  emergencyContactName: undefined,
  emergencyContactPhone: " ",
};

describe("studentInputSchema", () => {
  it("trims values and turns empty optional fields into null", () => {
    expect(studentInputSchema.parse(valid)).toEqual({
      firstName: "Valentina",
      lastName: "Rojas",
      birthDate: "2010-08-15",
      dni: null,
      email: null,
      phone: "+56 9 1234 5678",
      address: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
    });
  });

  it("requires first name, last name and birth date with the form's messages", () => {
    const errors = errorsOf(studentInputSchema, { firstName: " ", lastName: "" });
    expect(errors.firstName).toBe("El nombre es requerido");
    expect(errors.lastName).toBe("El apellido es requerido");
    expect(errors.birthDate).toBe("La fecha de nacimiento es requerida");
  });

  it("rejects a birth date that does not exist", () => {
    expect(errorsOf(studentInputSchema, { ...valid, birthDate: "2011-02-29" }).birthDate).toBe(
      "La fecha de nacimiento no es válida",
    );
  });

  it("checks an email only when present", () => {
    expect(errorsOf(studentInputSchema, { ...valid, email: "no-es-email" }).email).toBe(
      "El email no es válido",
    );
    expect(studentInputSchema.parse({ ...valid, email: " ana@nova.cl " }).email).toBe(
      "ana@nova.cl",
    );
  });

  it("validates a DNI written as a RUT and stores it normalised", () => {
    expect(studentInputSchema.parse({ ...valid, dni: "12.345.678-5" }).dni).toBe("12345678-5");
    expect(studentInputSchema.parse({ ...valid, dni: "10000013-k" }).dni).toBe("10000013-K");
    expect(errorsOf(studentInputSchema, { ...valid, dni: "12.345.678-9" }).dni).toBe(
      "El RUT no es válido",
    );
  });

  it("stores a RUT typed with neither dots nor dash in the same canonical form", () => {
    expect(studentInputSchema.parse({ ...valid, dni: "123456785" }).dni).toBe("12345678-5");
    expect(studentInputSchema.parse({ ...valid, dni: "10000013k" }).dni).toBe("10000013-K");
    // Nine digits whose last is not the check digit of the rest: another document, as typed.
    expect(studentInputSchema.parse({ ...valid, dni: "123456786" }).dni).toBe("123456786");
  });

  it("keeps any other DNI as free text", () => {
    expect(studentInputSchema.parse({ ...valid, dni: " P-AB1234 " }).dni).toBe("P-AB1234");
    expect(studentInputSchema.parse({ ...valid, dni: "12345678" }).dni).toBe("12345678");
  });

  it("accepts an optional status", () => {
    expect(studentInputSchema.parse({ ...valid, status: "suspended" }).status).toBe("suspended");
    expect(errorsOf(studentInputSchema, { ...valid, status: "deleted" }).status).toBe(
      "Estado de estudiante inválido",
    );
  });

  it("rejects wrong types and over-long texts", () => {
    expect(errorsOf(studentInputSchema, { ...valid, phone: 123 }).phone).toBe("Debe ser un texto");
    expect(errorsOf(studentInputSchema, { ...valid, firstName: "a".repeat(101) }).firstName).toBe(
      "Máximo 100 caracteres",
    );
  });
});
