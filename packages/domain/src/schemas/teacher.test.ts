import { describe, expect, it } from "vitest";
import { errorsOf } from "../../test/schema-errors";
import { teacherInputSchema } from "./teacher";

describe("teacherInputSchema", () => {
  it("trims, nulls an empty address and defaults to instructor", () => {
    expect(
      teacherInputSchema.parse({
        firstName: " Carla ",
        lastName: "Muñoz",
        email: " carla@nova.cl ",
        phone: " 912345678 ",
        address: "  ",
      }),
    ).toEqual({
      firstName: "Carla",
      lastName: "Muñoz",
      email: "carla@nova.cl",
      phone: "912345678",
      address: null,
      rut: null,
      isStudioOwner: false,
    });
  });

  it("requires every field but the address with the form's messages", () => {
    const errors = errorsOf(teacherInputSchema, {});
    expect(errors).toEqual({
      firstName: "El nombre es requerido",
      lastName: "El apellido es requerido",
      email: "El email es requerido",
      phone: "El teléfono es requerido",
    });
  });

  it("rejects an email that is not an address", () => {
    expect(
      errorsOf(teacherInputSchema, {
        firstName: "a",
        lastName: "b",
        email: "carla@",
        phone: "1",
      }).email,
    ).toBe("El email no es válido");
  });

  it("keeps the owner flag", () => {
    expect(
      teacherInputSchema.parse({
        firstName: "a",
        lastName: "b",
        email: "a@b.cl",
        phone: "1",
        isStudioOwner: true,
      }).isStudioOwner,
    ).toBe(true);
  });
});
