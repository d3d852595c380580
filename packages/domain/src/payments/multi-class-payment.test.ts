import { describe, expect, it } from "vitest";
import { DEFAULT_BILLING_RULES } from "../billing/rules";
import type { MultiClassPaymentData } from "../schemas/payment";
import { allocateByExpected, planMultiClassPayment } from "./multi-class-payment";

const input: MultiClassPaymentData = {
  studentId: 1,
  totalAmount: 55_000,
  paymentMonth: "2026-08",
  paymentDate: "2026-08-05",
  paymentMethod: "TRANSFERENCIA",
  notes: null,
  classIds: null,
  items: null,
};

const ballet = { id: 1, name: "Ballet", price: 25_000 };
const salsa = { id: 2, name: "Salsa", price: 30_000 };
const jazz = { id: 3, name: "Jazz", price: 20_000 };

const facts = {
  input,
  student: { id: 1 },
  classes: [ballet, salsa, jazz],
  enrollments: [
    { classId: 1, enrollmentDate: "2026-01-10", endedOn: null },
    { classId: 2, enrollmentDate: "2026-05-01", endedOn: null },
    { classId: 3, enrollmentDate: "2026-01-10", endedOn: "2026-07-20" },
  ],
  paidClassIds: [] as number[],
  rules: DEFAULT_BILLING_RULES,
};

/** Classes 1, 2, … each paid exactly what it was expected to pay. */
const paidInFull = (...amounts: number[]) =>
  amounts.map((amount, index) => ({ classId: index + 1, amount, expectedAmount: amount }));

describe("allocateByExpected", () => {
  it("splits in proportion to expected amounts, summing to the total", () => {
    expect(
      allocateByExpected(10_000, [
        { classId: 1, expectedAmount: 25_000 },
        { classId: 2, expectedAmount: 30_000 },
      ]),
    ).toEqual([
      { classId: 1, amount: 4545, expectedAmount: 25_000 },
      { classId: 2, amount: 5455, expectedAmount: 30_000 },
    ]);
  });
});

describe("planMultiClassPayment", () => {
  it("splits the total over every outstanding class of the month", () => {
    expect(planMultiClassPayment(facts)).toEqual({
      ok: true,
      paymentMonth: "2026-08",
      isLatePayment: false,
      totalAmount: 55_000,
      allocations: paidInFull(25_000, 30_000),
    });
  });

  it("prices targets with the surcharge when paid late, and marks the payment late", () => {
    const result = planMultiClassPayment({
      ...facts,
      input: { ...input, paymentDate: "2026-08-20", totalAmount: 63_250 },
    });
    expect(result).toMatchObject({
      ok: true,
      isLatePayment: true,
      allocations: paidInFull(28_750, 34_500),
    });
  });

  it("skips classes already paid and fails when all are paid", () => {
    const partly = planMultiClassPayment({
      ...facts,
      paidClassIds: [1],
      input: { ...input, totalAmount: 30_000 },
    });
    expect(partly).toMatchObject({ ok: true, allocations: [{ classId: 2, amount: 30_000 }] });
    expect(planMultiClassPayment({ ...facts, paidClassIds: [1, 2] })).toMatchObject({
      ok: false,
      errorType: "PAYMENT_ALREADY_PROCESSED",
      status: 409,
    });
  });

  it("targets only the named classes", () => {
    const result = planMultiClassPayment({
      ...facts,
      input: { ...input, classIds: [2], totalAmount: 30_000 },
    });
    expect(result).toMatchObject({ ok: true, allocations: [{ classId: 2, amount: 30_000 }] });
  });

  it("records exact item amounts and checks them against the total", () => {
    const items = [
      { classId: 1, amount: 20_000 },
      { classId: 2, amount: 30_000 },
    ];
    expect(
      planMultiClassPayment({ ...facts, input: { ...input, items, totalAmount: null } }),
    ).toMatchObject({
      ok: true,
      totalAmount: 50_000,
      allocations: [
        { classId: 1, amount: 20_000 },
        { classId: 2, amount: 30_000 },
      ],
    });
    expect(
      planMultiClassPayment({ ...facts, input: { ...input, items, totalAmount: 55_000 } }),
    ).toMatchObject({
      ok: false,
      errorType: "INVALID_PAYMENT_AMOUNT",
      message: "El monto total ($55.000) no coincide con la suma de los montos ($50.000)",
    });
    expect(
      planMultiClassPayment({
        ...facts,
        input: { ...input, items: [{ classId: 1, amount: 0 }], totalAmount: null },
      }),
    ).toMatchObject({
      ok: false,
      errorType: "INVALID_PAYMENT_AMOUNT",
      details: { field: "items" },
    });
  });

  it("refuses an item for a class already paid", () => {
    const items = [
      { classId: 1, amount: 25_000 },
      { classId: 2, amount: 30_000 },
    ];
    expect(
      planMultiClassPayment({
        ...facts,
        paidClassIds: [2],
        input: { ...input, items, totalAmount: null },
      }),
    ).toMatchObject({
      ok: false,
      errorType: "DUPLICATE_PAYMENT",
      message: "Ya existe un pago de Salsa para agosto 2026",
      details: { classId: 2 },
    });
  });

  it("fails in the documented order", () => {
    expect(
      planMultiClassPayment({
        ...facts,
        rules: { ...DEFAULT_BILLING_RULES, acceptedMethods: ["EFECTIVO"] },
      }),
    ).toMatchObject({ errorType: "VALIDATION_ERROR", details: { field: "paymentMethod" } });
    expect(planMultiClassPayment({ ...facts, student: null })).toMatchObject({
      errorType: "STUDENT_NOT_FOUND",
    });
    expect(planMultiClassPayment({ ...facts, input: { ...input, classIds: [9] } })).toMatchObject({
      errorType: "CLASS_NOT_FOUND",
      details: { rejectedValue: 9 },
    });
    expect(
      planMultiClassPayment({ ...facts, input: { ...input, paymentMonth: "08-2026" } }),
    ).toMatchObject({
      errorType: "PAYMENT_MONTH_INVALID",
    });
    expect(
      planMultiClassPayment({
        ...facts,
        input: { ...input, paymentMonth: "2026-04", classIds: [2] },
      }),
    ).toMatchObject({
      errorType: "PAYMENT_MONTH_INVALID",
      message:
        "El mes de pago (abril 2026) es anterior a la inscripción del estudiante en la clase (mayo 2026)",
    });
    expect(planMultiClassPayment({ ...facts, input: { ...input, classIds: [3] } })).toMatchObject({
      errorType: "STUDENT_NOT_ENROLLED",
      message: "El estudiante no está inscrito en Jazz en agosto 2026",
    });
    expect(planMultiClassPayment({ ...facts, enrollments: [] })).toMatchObject({
      errorType: "STUDENT_NOT_ENROLLED",
      message: "El estudiante no tiene clases que pagar en agosto 2026",
    });
  });

  it("rejects totals that are not positive whole pesos or too small to cover each class", () => {
    for (const totalAmount of [0, -5, 10.5]) {
      expect(planMultiClassPayment({ ...facts, input: { ...input, totalAmount } })).toMatchObject({
        errorType: "INVALID_PAYMENT_AMOUNT",
        details: { field: "totalAmount" },
      });
    }
    expect(planMultiClassPayment({ ...facts, input: { ...input, totalAmount: 1 } })).toMatchObject({
      errorType: "INVALID_PAYMENT_AMOUNT",
      message:
        "El monto total debe alcanzar al menos $1 por clase y no superar $10.000.000 por clase",
    });
  });
});
