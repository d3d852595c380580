import { describe, expect, it } from "vitest";
import { DEFAULT_BILLING_RULES } from "../billing/rules";
import type { PaymentData } from "../schemas/payment";
import { checkSinglePayment, isValidPaymentAmount, paymentMonthProblem } from "./single-payment";

const input: PaymentData = {
  studentId: 1,
  classId: 2,
  amount: 25_000,
  paymentMonth: "2026-08",
  paymentDate: "2026-08-10",
  paymentMethod: "EFECTIVO",
  notes: null,
};

const facts = {
  input,
  student: { id: 1 },
  cls: { id: 2 },
  enrollments: [{ enrollmentDate: "2026-03-15", endedOn: null }],
  existingPayment: null,
  rules: DEFAULT_BILLING_RULES,
};

describe("checkSinglePayment", () => {
  it("accepts a valid payment and computes lateness (on the due date: on time)", () => {
    expect(checkSinglePayment(facts)).toEqual({
      ok: true,
      paymentMonth: "2026-08",
      isLatePayment: false,
      amount: 25_000,
    });
  });

  it("marks a payment after the due day as late", () => {
    const result = checkSinglePayment({ ...facts, input: { ...input, paymentDate: "2026-08-11" } });
    expect(result).toMatchObject({ ok: true, isLatePayment: true });
  });

  it("rejects a method the studio does not accept (VALIDATION_ERROR, 400)", () => {
    const result = checkSinglePayment({
      ...facts,
      rules: { ...DEFAULT_BILLING_RULES, acceptedMethods: ["TRANSFERENCIA"] },
    });
    expect(result).toEqual({
      ok: false,
      errorType: "VALIDATION_ERROR",
      message: "El estudio no acepta pagos con Efectivo",
      status: 400,
      details: { field: "paymentMethod", rejectedValue: "EFECTIVO" },
    });
  });

  it("reports a missing student or class (404)", () => {
    expect(checkSinglePayment({ ...facts, student: null })).toMatchObject({
      ok: false,
      errorType: "STUDENT_NOT_FOUND",
      status: 404,
    });
    expect(checkSinglePayment({ ...facts, cls: null })).toMatchObject({
      ok: false,
      errorType: "CLASS_NOT_FOUND",
      status: 404,
    });
  });

  it("rejects an invalid payment month (422)", () => {
    const badFormat = checkSinglePayment({ ...facts, input: { ...input, paymentMonth: "2026-8" } });
    expect(badFormat).toMatchObject({
      ok: false,
      errorType: "PAYMENT_MONTH_INVALID",
      status: 422,
      message: "Formato de mes inválido (AAAA-MM)",
    });
    const beforeEnrollment = checkSinglePayment({
      ...facts,
      input: { ...input, paymentMonth: "2026-02" },
    });
    expect(beforeEnrollment).toMatchObject({
      errorType: "PAYMENT_MONTH_INVALID",
      message:
        "El mes de pago (febrero 2026) es anterior a la inscripción del estudiante en la clase (marzo 2026)",
    });
    const tooFar = checkSinglePayment({ ...facts, input: { ...input, paymentMonth: "2027-09" } });
    expect(tooFar).toMatchObject({
      errorType: "PAYMENT_MONTH_INVALID",
      message: "El mes de pago no puede ser más de 12 meses posterior a la fecha de pago",
    });
    const twelveAhead = checkSinglePayment({
      ...facts,
      input: { ...input, paymentMonth: "2027-08" },
    });
    expect(twelveAhead).toMatchObject({ ok: true, isLatePayment: false });
  });

  it("rejects a month the student is not enrolled for (422)", () => {
    const ended = checkSinglePayment({
      ...facts,
      enrollments: [{ enrollmentDate: "2026-03-15", endedOn: "2026-08-05" }],
    });
    expect(ended).toMatchObject({
      ok: false,
      errorType: "STUDENT_NOT_ENROLLED",
      status: 422,
      message: "El estudiante no está inscrito en esta clase en agosto 2026",
    });
    expect(checkSinglePayment({ ...facts, enrollments: [] })).toMatchObject({
      errorType: "STUDENT_NOT_ENROLLED",
    });
  });

  it("rejects amounts that are not > 0, fractional or above the limit (422)", () => {
    for (const amount of [0, -100, 0.5, 10_000_001]) {
      expect(checkSinglePayment({ ...facts, input: { ...input, amount } })).toMatchObject({
        ok: false,
        errorType: "INVALID_PAYMENT_AMOUNT",
        status: 422,
        details: { field: "amount", rejectedValue: amount },
      });
    }
    expect(checkSinglePayment({ ...facts, input: { ...input, amount: 10_000_000 } }).ok).toBe(true);
  });

  it("reports a duplicate with the existing payment's id (409)", () => {
    expect(checkSinglePayment({ ...facts, existingPayment: { id: 77 } })).toEqual({
      ok: false,
      errorType: "DUPLICATE_PAYMENT",
      message: "Ya existe un pago registrado para este estudiante, clase y mes",
      status: 409,
      details: { existingPaymentId: 77 },
    });
  });

  it("applies the checks in the order of docs/product/money.md#single-payment-checks", () => {
    const everythingWrong = {
      input: { ...input, paymentMonth: "x", amount: 0 },
      student: null,
      cls: null,
      enrollments: [],
      existingPayment: { id: 1 },
      rules: { ...DEFAULT_BILLING_RULES, acceptedMethods: ["TARJETA" as const] },
    };
    const order: string[] = [];
    let current: Parameters<typeof checkSinglePayment>[0] = everythingWrong;
    const fixes: ((f: typeof current) => typeof current)[] = [
      (f) => ({ ...f, rules: DEFAULT_BILLING_RULES }),
      (f) => ({ ...f, student: { id: 1 } }),
      (f) => ({ ...f, cls: { id: 2 } }),
      (f) => ({ ...f, input: { ...f.input, paymentMonth: "2026-08" } }),
      (f) => ({ ...f, enrollments: [{ enrollmentDate: "2026-01-01", endedOn: null }] }),
      (f) => ({ ...f, input: { ...f.input, amount: 1 } }),
      (f) => ({ ...f, existingPayment: null }),
    ];
    for (const fix of fixes) {
      const result = checkSinglePayment(current);
      order.push(result.ok ? "OK" : result.errorType);
      current = fix(current);
    }
    order.push(checkSinglePayment(current).ok ? "OK" : "?");
    expect(order).toEqual([
      "VALIDATION_ERROR",
      "STUDENT_NOT_FOUND",
      "CLASS_NOT_FOUND",
      "PAYMENT_MONTH_INVALID",
      "STUDENT_NOT_ENROLLED",
      "INVALID_PAYMENT_AMOUNT",
      "DUPLICATE_PAYMENT",
      "OK",
    ]);
  });
});

describe("payment helpers", () => {
  it("validates amounts", () => {
    expect(isValidPaymentAmount(1)).toBe(true);
    expect(isValidPaymentAmount(Number.NaN)).toBe(false);
  });

  it("allows December -> January advance payments", () => {
    expect(paymentMonthProblem("2027-01", "2026-12-28", [])).toBeNull();
  });
});
