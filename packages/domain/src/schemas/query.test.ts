import { describe, expect, it } from "vitest";
import { errorsOf } from "../../test/schema-errors";
import {
  classesQuerySchema,
  classMonthParamsSchema,
  idParamSchema,
  monthParamSchema,
  monthsQuerySchema,
  optionalMonthParamSchema,
  paginationQuerySchema,
  paymentsQuerySchema,
  periodQuerySchema,
  studentMonthParamsSchema,
  studentsQuerySchema,
  teacherMonthParamsSchema,
  teachersQuerySchema,
} from "./query";

describe("path parameters", () => {
  it("reads positive integer ids", () => {
    expect(idParamSchema.parse({ id: "42" })).toEqual({ id: 42 });
    for (const id of ["0", "-1", "abc", "1.5", "", "99999999999999999999"]) {
      expect(errorsOf(idParamSchema, { id }).id).toBe(
        "El identificador debe ser un número entero positivo",
      );
    }
  });

  it("reads YYYY-MM months", () => {
    expect(monthParamSchema.parse({ month: "2026-08" })).toEqual({ month: "2026-08" });
    expect(errorsOf(monthParamSchema, { month: "2026-13" }).month).toBe(
      "Formato de mes inválido (AAAA-MM)",
    );
    expect(errorsOf(monthParamSchema, {}).month).toBe("El mes es requerido");
    expect(optionalMonthParamSchema.parse({})).toEqual({});
  });

  it("reads the compound parameters", () => {
    expect(studentMonthParamsSchema.parse({ id: "3", month: "2026-08" })).toEqual({
      id: 3,
      month: "2026-08",
    });
    expect(teacherMonthParamsSchema.parse({ teacherId: "3", month: "2026-08" })).toEqual({
      teacherId: 3,
      month: "2026-08",
    });
    expect(classMonthParamsSchema.parse({ classId: "9", month: "2026-08" })).toEqual({
      classId: 9,
      month: "2026-08",
    });
  });
});

describe("query strings", () => {
  it("defaults the dashboard period to month", () => {
    expect(periodQuerySchema.parse({})).toEqual({ period: "month" });
    expect(periodQuerySchema.parse({ period: "quarter" })).toEqual({ period: "quarter" });
    expect(errorsOf(periodQuerySchema, { period: "day" }).period).toBe(
      "Período inválido (week, month, quarter o year)",
    );
  });

  it("reads paging", () => {
    expect(paginationQuerySchema.parse({ page: "2", size: "12" })).toEqual({ page: 2, size: 12 });
    expect(paginationQuerySchema.parse({})).toEqual({});
    expect(errorsOf(paginationQuerySchema, { page: "0" }).page).toBe(
      "La página debe ser un número entero mayor a 0",
    );
    expect(errorsOf(paginationQuerySchema, { size: "500" }).size).toBe(
      "El tamaño de página debe estar entre 1 y 100",
    );
  });

  it("treats empty filters as no filter", () => {
    expect(studentsQuerySchema.parse({ search: " ", status: "" })).toEqual({});
    expect(classesQuerySchema.parse({ search: " salsa ", type: "SALSA", day: "" })).toEqual({
      search: "salsa",
      type: "SALSA",
    });
    expect(teachersQuerySchema.parse({ status: "owners" })).toEqual({ status: "owners" });
    expect(paymentsQuerySchema.parse({ month: "", student: "", paymentMethod: "" })).toEqual({});
    expect(
      paymentsQuerySchema.parse({ month: "2026-08", student: "4", paymentMethod: "TARJETA" }),
    ).toEqual({
      month: "2026-08",
      student: 4,
      paymentMethod: "TARJETA",
    });
  });

  it("takes a filter's code or the Spanish label the screens show, accents and case ignored", () => {
    expect(
      classesQuerySchema.parse({ type: "Jazz", day: "Lunes", status: "activa" }),
    ).toMatchObject({
      type: "JAZZ",
      day: "MONDAY",
      status: "active",
    });
    expect(classesQuerySchema.parse({ type: "Ballet Clásico", day: "miércoles" })).toMatchObject({
      type: "BALLET",
      day: "WEDNESDAY",
    });
    expect(classesQuerySchema.parse({ type: "HIP_HOP", day: "" })).toMatchObject({
      type: "HIP_HOP",
      day: undefined,
    });
    expect(paymentsQuerySchema.parse({ paymentMethod: "transferencia" }).paymentMethod).toBe(
      "TRANSFERENCIA",
    );
    expect(teachersQuerySchema.parse({ status: "Propietarios" }).status).toBe("owners");
    // The console's names, and the older ones a client may still send.
    expect(teachersQuerySchema.parse({ status: "Propietarias" }).status).toBe("owners");
    expect(teachersQuerySchema.parse({ status: "Instructoras" }).status).toBe("instructors");
    expect(teachersQuerySchema.parse({ status: "instructores" }).status).toBe("instructors");
    expect(teachersQuerySchema.parse({ status: "Todas" }).status).toBe("all");
    expect(teachersQuerySchema.parse({ status: "Todos" }).status).toBe("all");
    expect(studentsQuerySchema.parse({ status: "Suspendido" }).status).toBe("suspended");
  });

  it("rejects unknown filter values", () => {
    expect(errorsOf(classesQuerySchema, { type: "TANGO" }).type).toBe("Tipo de clase inválido");
    expect(errorsOf(classesQuerySchema, { day: "Feriado" }).day).toBe("Día inválido");
    expect(errorsOf(paymentsQuerySchema, { month: "08-2026" }).month).toBe(
      "Formato de mes inválido (AAAA-MM)",
    );
    expect(errorsOf(paymentsQuerySchema, { student: "x" }).student).toBe(
      "El identificador debe ser un número entero positivo",
    );
  });

  it("reads the months of the revenue chart", () => {
    expect(monthsQuerySchema.parse({})).toEqual({ months: 12 });
    expect(monthsQuerySchema.parse({ months: "6" })).toEqual({ months: 6 });
    expect(errorsOf(monthsQuerySchema, { months: "0" }).months).toBe(
      "La cantidad de meses debe estar entre 1 y 36",
    );
  });
});
