import { describe, expect, it } from "vitest";
import {
  assignmentStartProblem,
  birthDateProblem,
  enrollmentDateProblem,
  paymentDateProblem,
  studioFirstMonth,
  transferDateProblem,
} from "./date-limits";

const TODAY = "2026-08-15";

describe("date limits", () => {
  it("refuses a payment dated after today, and accepts today", () => {
    expect(paymentDateProblem("2026-08-16", TODAY)).toBe(
      "La fecha de pago no puede ser posterior a hoy (15-08-2026)",
    );
    expect(paymentDateProblem(TODAY, TODAY)).toBeNull();
  });

  it("refuses a payment dated on a day that does not exist (issue 35: a stored notice's date)", () => {
    for (const bad of ["0000-00-00", "2024-02-30", "1899-12-31", "2026-8-1", ""]) {
      expect(paymentDateProblem(bad, TODAY), bad).toBe("La fecha de pago no es válida");
    }
  });

  it("takes a transfer from the last year up to today, and nothing impossible", () => {
    expect(transferDateProblem(TODAY, TODAY)).toBeNull();
    expect(transferDateProblem("2025-08-15", TODAY)).toBeNull();
    expect(transferDateProblem("2025-08-14", TODAY)).toBe(
      "La fecha de la transferencia no puede ser anterior al 15-08-2025 (más de un año)",
    );
    expect(transferDateProblem("2026-08-16", TODAY)).toBe(
      "La fecha de la transferencia no puede ser posterior a hoy (15-08-2026)",
    );
    for (const bad of ["0000-00-00", "2024-02-30", "2026-02-29", "9999-12-31"]) {
      expect(transferDateProblem(bad, TODAY), bad).toBe(
        "La fecha de la transferencia no es válida",
      );
    }
    // A year before a 29 February is the 28th.
    expect(transferDateProblem("2027-02-28", "2028-02-29")).toBeNull();
    expect(transferDateProblem("2027-02-27", "2028-02-29")).not.toBeNull();
  });

  it("refuses birth dates in the future or more than 100 years ago", () => {
    expect(birthDateProblem("2099-01-01", TODAY)).toBe(
      "La fecha de nacimiento no puede ser posterior a hoy (15-08-2026)",
    );
    expect(birthDateProblem("1926-08-14", TODAY)).toBe(
      "La fecha de nacimiento no puede ser anterior al 15-08-1926 (más de 100 años)",
    );
    expect(birthDateProblem("1926-08-15", TODAY)).toBeNull();
    // 100 years before a 29 February is the 28th.
    expect(birthDateProblem("1928-02-28", "2028-02-29")).toBeNull();
  });

  it("keeps enrollments and assignments between the studio's first month and today", () => {
    expect(enrollmentDateProblem("1990-03-01", TODAY, "2024-08")).toBe(
      "La fecha de inscripción no puede ser anterior al primer mes del estudio (agosto 2024)",
    );
    expect(enrollmentDateProblem("2024-08-01", TODAY, "2024-08")).toBeNull();
    expect(enrollmentDateProblem("2027-01-01", TODAY, "2024-08")).toBe(
      "La fecha de inscripción no puede ser posterior a hoy (15-08-2026)",
    );
    expect(assignmentStartProblem("2026-08-16", TODAY, "2024-08")).toBe(
      "La fecha de inicio de la asignación no puede ser posterior a hoy (15-08-2026)",
    );
  });

  it("takes the studio's first month from the settings, else 24 months back", () => {
    const at = (firstMonth: string) =>
      studioFirstMonth({ settings: { system: { firstMonth } }, month: "2026-08" });
    expect(at("")).toBe("2024-08");
    expect(at("2019-03")).toBe("2019-03");
  });
});
