import { describe, expect, it } from "vitest";
import { errorsOf } from "../../test/schema-errors";
import { classInputSchema, classUpdateSchema, scheduleInputSchema } from "./class";

const valid = {
  name: " Ballet Inicial ",
  price: 25_000,
  schedules: [{ dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 }],
};

describe("classInputSchema", () => {
  it("applies the form's defaults", () => {
    expect(classInputSchema.parse(valid)).toEqual({
      name: "Ballet Inicial",
      description: null,
      type: null,
      status: "active",
      price: 25_000,
      durationHours: 1.5,
      maxStudents: 20,
      // Issue 28: what the public page shows of a class, unset by default; the price shown.
      level: null,
      minAge: null,
      maxAge: null,
      showPrice: true,
      schedules: [{ dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 }],
    });
  });

  it("requires a name, a positive price and a schedule with the form's messages", () => {
    expect(errorsOf(classInputSchema, {})).toEqual({
      name: "El nombre de la clase es requerido",
      price: "El precio debe ser mayor a 0",
      schedules: "Debe agregar al menos un horario",
    });
    expect(errorsOf(classInputSchema, { ...valid, price: 0 }).price).toBe(
      "El precio debe ser mayor a 0",
    );
    expect(errorsOf(classInputSchema, { ...valid, price: -5 }).price).toBe(
      "El precio debe ser mayor a 0",
    );
    expect(errorsOf(classInputSchema, { ...valid, schedules: [] }).schedules).toBe(
      "Debe agregar al menos un horario",
    );
  });

  it("wants whole pesos within the payment limit", () => {
    expect(errorsOf(classInputSchema, { ...valid, price: 2.5 }).price).toBe(
      "El precio debe ser un número entero de pesos",
    );
    expect(errorsOf(classInputSchema, { ...valid, price: 10_000_001 }).price).toBe(
      "El precio no puede superar $10.000.000",
    );
  });

  it("accepts only the offered durations and a capacity of 1 to 500", () => {
    expect(classInputSchema.parse({ ...valid, durationHours: 2.5 }).durationHours).toBe(2.5);
    expect(errorsOf(classInputSchema, { ...valid, durationHours: 3 }).durationHours).toBe(
      "La duración debe ser 1, 1,5, 2 o 2,5 horas",
    );
    expect(errorsOf(classInputSchema, { ...valid, maxStudents: 0 }).maxStudents).toBe(
      "El cupo debe ser al menos 1",
    );
    expect(errorsOf(classInputSchema, { ...valid, maxStudents: 501 }).maxStudents).toBe(
      "El cupo no puede superar 500",
    );
  });

  it("accepts the known types and statuses", () => {
    const parsed = classInputSchema.parse({ ...valid, type: "HIP_HOP", status: "scheduled" });
    expect(parsed.type).toBe("HIP_HOP");
    expect(parsed.status).toBe("scheduled");
    expect(errorsOf(classInputSchema, { ...valid, type: "TANGO" }).type).toBe(
      "Tipo de clase inválido",
    );
    expect(errorsOf(classInputSchema, { ...valid, status: "x" }).status).toBe(
      "Estado de clase inválido",
    );
  });
});

describe("scheduleInputSchema", () => {
  it("names the missing part of a schedule row", () => {
    expect(errorsOf(scheduleInputSchema, {})).toEqual({
      dayOfWeek: "Debe seleccionar un día",
      startHour: "Debe seleccionar una hora",
      startMinute: "Debe seleccionar un minuto",
    });
  });

  it("accepts hours 06..23 and quarter minutes, as numbers or select strings", () => {
    expect(
      scheduleInputSchema.parse({ dayOfWeek: "SUNDAY", startHour: "6", startMinute: "45" }),
    ).toEqual({
      dayOfWeek: "SUNDAY",
      startHour: 6,
      startMinute: 45,
    });
    const rowErrors = (dayOfWeek: string, startHour: number, startMinute: number) =>
      errorsOf(scheduleInputSchema, { dayOfWeek, startHour, startMinute });
    expect(rowErrors("MONDAY", 5, 0).startHour).toBe("Debe seleccionar una hora");
    expect(rowErrors("MONDAY", 24, 0).startHour).toBe("Debe seleccionar una hora");
    expect(rowErrors("MONDAY", 18, 10).startMinute).toBe("Debe seleccionar un minuto");
    expect(rowErrors("Lunes", 18, 0).dayOfWeek).toBe("Debe seleccionar un día");
  });

  it("reports the row of a bad schedule", () => {
    const errors = errorsOf(classInputSchema, {
      ...valid,
      schedules: [valid.schedules[0], { dayOfWeek: "MONDAY", startHour: 18, startMinute: "" }],
    });
    expect(errors["schedules.1.startMinute"]).toBe("Debe seleccionar un minuto");
  });
});

describe("classInputSchema schedules", () => {
  it("refuses the same day and start time twice, naming the repeated row", () => {
    const row = { dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 };
    expect(
      errorsOf(classInputSchema, {
        ...valid,
        schedules: [row, { ...row, dayOfWeek: "TUESDAY" }, row],
      }),
    ).toEqual({ "schedules.2": "El horario Lunes 18:00 está repetido" });
    expect(
      classInputSchema.safeParse({ ...valid, schedules: [row, { ...row, startMinute: 30 }] })
        .success,
    ).toBe(true);
  });
});

describe("updateSchemaOf (classUpdateSchema)", () => {
  it("leaves out what was not sent instead of applying the creation defaults", () => {
    expect(classUpdateSchema.parse({ price: 30_000 })).toEqual({ price: 30_000 });
    expect(classUpdateSchema.parse({ description: null, type: null })).toEqual({
      description: null,
      type: null,
    });
    expect(errorsOf(classUpdateSchema, { name: null }).name).toBe(
      "El nombre de la clase es requerido",
    );
  });
});
