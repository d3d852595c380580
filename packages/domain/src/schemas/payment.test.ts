import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorsOf } from "../../test/schema-errors";
import { multiClassPaymentSchema, paymentFormSchema, paymentInputSchema } from "./payment";

const single = {
  studentId: 1,
  classId: "2",
  amount: 25_000,
  paymentMonth: "2026-08",
  paymentDate: "2026-08-05",
  paymentMethod: "EFECTIVO",
  notes: "",
};

describe("paymentInputSchema", () => {
  it("parses a payment body", () => {
    expect(paymentInputSchema.parse(single)).toEqual({
      studentId: 1,
      classId: 2,
      amount: 25_000,
      paymentMonth: "2026-08",
      paymentDate: "2026-08-05",
      paymentMethod: "EFECTIVO",
      notes: null,
    });
  });

  it("takes the payment month from the payment date when it is missing", () => {
    const { paymentMonth: _omit, ...rest } = single;
    expect(paymentInputSchema.parse(rest).paymentMonth).toBe("2026-08");
    expect(paymentInputSchema.parse({ ...single, paymentMonth: " " }).paymentMonth).toBe("2026-08");
  });

  it("leaves month format and amount range to the business checks", () => {
    // PAYMENT_MONTH_INVALID and INVALID_PAYMENT_AMOUNT come after the lookups (docs/product/money.md#single-payment-checks).
    expect(paymentInputSchema.parse({ ...single, paymentMonth: "agosto" }).paymentMonth).toBe(
      "agosto",
    );
    expect(paymentInputSchema.parse({ ...single, amount: -1 }).amount).toBe(-1);
  });

  it("uses the payment form's messages", () => {
    expect(errorsOf(paymentInputSchema, {})).toMatchObject({
      studentId: "Debe seleccionar un estudiante",
      paymentDate: "Debe especificar la fecha de pago",
      paymentMethod: "Debe seleccionar un método de pago",
      amount: "El monto es requerido",
    });
    expect(errorsOf(paymentInputSchema, { ...single, paymentMethod: "CHEQUE" }).paymentMethod).toBe(
      "Debe seleccionar un método de pago",
    );
    expect(errorsOf(paymentInputSchema, { ...single, paymentDate: "2026-02-30" }).paymentDate).toBe(
      "La fecha de pago no es válida",
    );
    expect(errorsOf(paymentInputSchema, { ...single, paymentMonth: 202608 }).paymentMonth).toBe(
      "El mes de pago debe ser un texto AAAA-MM",
    );
  });
});

describe("multiClassPaymentSchema", () => {
  const multi = {
    studentId: "1",
    totalAmount: 50_000,
    paymentDate: "2026-08-05",
    paymentMethod: "TRANSFERENCIA",
    notes: "agosto",
  };

  it("parses a total to split over the outstanding classes", () => {
    expect(multiClassPaymentSchema.parse(multi)).toEqual({
      studentId: 1,
      totalAmount: 50_000,
      paymentMonth: "2026-08",
      paymentDate: "2026-08-05",
      paymentMethod: "TRANSFERENCIA",
      notes: "agosto",
      classIds: null,
      items: null,
    });
  });

  it("takes class ids or exact items", () => {
    expect(multiClassPaymentSchema.parse({ ...multi, classIds: ["3", 4] }).classIds).toEqual([
      3, 4,
    ]);
    expect(multiClassPaymentSchema.parse({ ...multi, classIds: [] }).classIds).toBeNull();
    const withItems = multiClassPaymentSchema.parse({
      ...multi,
      totalAmount: undefined,
      items: [{ classId: "3", amount: 20_000 }],
    });
    expect(withItems.items).toEqual([{ classId: 3, amount: 20_000 }]);
    expect(withItems.totalAmount).toBeNull();
  });

  it("requires a total when there are no items", () => {
    expect(errorsOf(multiClassPaymentSchema, { ...multi, totalAmount: null }).totalAmount).toBe(
      "El monto total es requerido",
    );
  });

  it("rejects a class named twice", () => {
    expect(errorsOf(multiClassPaymentSchema, { ...multi, classIds: [3, 3] }).classIds).toBe(
      "Una clase aparece más de una vez en el pago",
    );
    expect(
      errorsOf(multiClassPaymentSchema, {
        ...multi,
        items: [
          { classId: 3, amount: 1 },
          { classId: 3, amount: 2 },
        ],
      }).items,
    ).toBe("Una clase aparece más de una vez en el pago");
  });
});

describe("paymentFormSchema", () => {
  it("requires student, date, method and amounts above 0 with the form's messages", () => {
    expect(
      errorsOf(paymentFormSchema, {
        studentId: "",
        paymentDate: "",
        paymentMethod: "",
        amounts: [
          { classId: 1, amount: 25_000 },
          { classId: 2, amount: 0 },
        ],
      }),
    ).toEqual({
      studentId: "Debe seleccionar un estudiante",
      paymentDate: "Debe especificar la fecha de pago",
      paymentMethod: "Debe seleccionar un método de pago",
      "amounts.1.amount": "Todos los montos deben ser mayores a 0",
    });
  });

  it("takes amounts in whole pesos from $1: never a fraction, never below 1", () => {
    const form = (amount: number) => ({
      studentId: 7,
      paymentDate: "2026-08-05",
      paymentMethod: "EFECTIVO",
      amounts: [{ classId: 1, amount }],
    });
    expect(paymentFormSchema.safeParse(form(1)).success).toBe(true);
    expect(errorsOf(paymentFormSchema, form(0.5))).toEqual({
      "amounts.0.amount": "Todos los montos deben ser mayores a 0",
    });
    expect(errorsOf(paymentFormSchema, form(1500.5))).toEqual({
      "amounts.0.amount": "Los montos deben ser pesos enteros, sin decimales",
    });
    expect(errorsOf(paymentFormSchema, form(-3))).toEqual({
      "amounts.0.amount": "Todos los montos deben ser mayores a 0",
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (amount) => {
        expect(paymentFormSchema.safeParse(form(amount)).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc
          .double({ min: -1e7, max: 1e7, noNaN: true })
          .filter((n) => !Number.isInteger(n) || n < 1),
        (amount) => {
          expect(paymentFormSchema.safeParse(form(amount)).success).toBe(false);
        },
      ),
    );
  });

  it("parses a complete form", () => {
    expect(
      paymentFormSchema.parse({
        studentId: "7",
        paymentDate: "2026-08-05",
        paymentMethod: "TARJETA",
        amounts: [{ classId: 1, amount: 25_000 }],
      }),
    ).toEqual({
      studentId: 7,
      paymentDate: "2026-08-05",
      paymentMethod: "TARJETA",
      notes: null,
      amounts: [{ classId: 1, amount: 25_000 }],
    });
  });
});
