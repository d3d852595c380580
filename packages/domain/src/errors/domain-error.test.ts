import { describe, expect, it } from "vitest";
import { domainFailure, fail } from "./domain-error";
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorType } from "./error-types";

describe("error catalogue", () => {
  it("has a Spanish message and a status for every error type", () => {
    for (const type of Object.keys(ERROR_STATUS) as ErrorType[]) {
      expect(ERROR_MESSAGES[type].length).toBeGreaterThan(10);
      expect(ERROR_STATUS[type]).toBeGreaterThanOrEqual(400);
    }
  });

  it("answers with the statuses of docs/product/api.md#errors", () => {
    expect(ERROR_STATUS.VALIDATION_ERROR).toBe(400);
    expect(ERROR_STATUS.INSUFFICIENT_PERMISSIONS).toBe(403);
    expect(ERROR_STATUS.STUDENT_NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.DUPLICATE_PAYMENT).toBe(409);
    expect(ERROR_STATUS.CLASS_FULL).toBe(409);
    expect(ERROR_STATUS.STUDENT_NOT_ENROLLED).toBe(422);
  });

  it("mentions the token only for an invalid session, not for a wrong password", () => {
    expect(ERROR_MESSAGES.UNAUTHORIZED.toLowerCase()).toContain("token");
    expect(ERROR_MESSAGES.INVALID_CREDENTIALS.toLowerCase()).not.toMatch(/token|expired|invalid/);
  });

  it("states the payment amount limit in CLP", () => {
    expect(ERROR_MESSAGES.INVALID_PAYMENT_AMOUNT).toContain("$10.000.000");
  });
});

describe("domain failures", () => {
  it("uses the catalogue by default", () => {
    expect(domainFailure("CLASS_FULL")).toEqual({
      errorType: "CLASS_FULL",
      message: "La clase alcanzó su cupo máximo de estudiantes",
      status: 409,
    });
  });

  it("takes a specific message and details", () => {
    expect(domainFailure("DUPLICATE_PAYMENT", "Ya pagado", { existingPaymentId: 7 })).toEqual({
      errorType: "DUPLICATE_PAYMENT",
      message: "Ya pagado",
      status: 409,
      details: { existingPaymentId: 7 },
    });
    expect(fail("STUDENT_NOT_FOUND")).toEqual({
      ok: false,
      errorType: "STUDENT_NOT_FOUND",
      message: "Estudiante no encontrado",
      status: 404,
    });
  });
});
