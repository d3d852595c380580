import { PAYMENT_METHODS } from "../enums/payment";
import { z } from "../zod";
import { dateField, fieldIssue, idField, optionalText } from "./fields";

const paymentMethodField = z.enum(PAYMENT_METHODS, { error: "Debe seleccionar un método de pago" });
const paymentDateField = dateField(
  "Debe especificar la fecha de pago",
  "La fecha de pago no es válida",
);

// The month is only checked for being text here: whether it is a valid YYYY-MM, and whether
// the amount is acceptable, are business checks (PAYMENT_MONTH_INVALID, INVALID_PAYMENT_AMOUNT)
// that docs/product/money.md#single-payment-checks orders after the student and class lookups. See billing/single-payment.
const paymentMonthText = z
  .string({ error: "El mes de pago debe ser un texto AAAA-MM" })
  .trim()
  .nullish()
  .transform((value) => value || null);

/** The month a payment pays: the one sent, else the month of the payment date. */
function withPaymentMonth<T extends { paymentMonth: string | null; paymentDate: string }>(
  value: T,
): Omit<T, "paymentMonth"> & { paymentMonth: string } {
  return { ...value, paymentMonth: value.paymentMonth ?? value.paymentDate.slice(0, 7) };
}

/** Body of POST /api/payments (one class). */
export const paymentInputSchema = z
  .object({
    studentId: idField("Debe seleccionar un estudiante"),
    classId: idField("Debe seleccionar una clase"),
    amount: z.number({ error: "El monto es requerido" }),
    paymentMonth: paymentMonthText,
    paymentDate: paymentDateField,
    paymentMethod: paymentMethodField,
    notes: optionalText(500),
  })
  .transform(withPaymentMonth);
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentData = z.output<typeof paymentInputSchema>;

/** One class and its exact amount in a multi-class payment. */
export const paymentItemSchema = z.object({
  classId: idField("Debe seleccionar una clase"),
  amount: z.number({ error: "Todos los montos deben ser mayores a 0" }),
});
export type PaymentItemInput = z.input<typeof paymentItemSchema>;
export type PaymentItem = z.output<typeof paymentItemSchema>;

/**
 * Body of POST /api/payments/multi-class. Targets `items` (exact amounts) or `classIds`, else
 * every outstanding class of the student for the month; without items `totalAmount` is split.
 */
export const multiClassPaymentSchema = z
  .object({
    studentId: idField("Debe seleccionar un estudiante"),
    totalAmount: z.number({ error: "El monto total debe ser un número" }).nullish(),
    paymentMonth: paymentMonthText,
    paymentDate: paymentDateField,
    paymentMethod: paymentMethodField,
    notes: optionalText(500),
    classIds: z.array(idField("Debe seleccionar una clase")).max(100).nullish(),
    items: z.array(paymentItemSchema).max(100).nullish(),
  })
  .superRefine((value, ctx) => {
    const hasItems = (value.items?.length ?? 0) > 0;
    if (!hasItems && (value.totalAmount === null || value.totalAmount === undefined)) {
      fieldIssue(ctx, "totalAmount", "El monto total es requerido");
    }
    const ids = hasItems ? (value.items ?? []).map((i) => i.classId) : (value.classIds ?? []);
    if (new Set(ids).size !== ids.length) {
      fieldIssue(
        ctx,
        hasItems ? "items" : "classIds",
        "Una clase aparece más de una vez en el pago",
      );
    }
  })
  .transform((value) => {
    const { classIds, items, totalAmount, ...rest } = withPaymentMonth(value);
    return {
      ...rest,
      totalAmount: totalAmount ?? null,
      classIds: classIds && classIds.length > 0 ? classIds : null,
      items: items && items.length > 0 ? items : null,
    };
  });
export type MultiClassPaymentInput = z.input<typeof multiClassPaymentSchema>;
export type MultiClassPaymentData = z.output<typeof multiClassPaymentSchema>;

const positiveAmountMessage = "Todos los montos deben ser mayores a 0";

/**
 * The "Procesar Pago" form of the web app: one amount per outstanding class of the month,
 * each a whole number of pesos greater than 0. The month paid is the month of the payment date.
 */
export const paymentFormSchema = z.object({
  studentId: idField("Debe seleccionar un estudiante"),
  paymentDate: paymentDateField,
  paymentMethod: paymentMethodField,
  notes: optionalText(500),
  amounts: z.array(
    z.object({
      classId: idField("Debe seleccionar una clase"),
      // Whole pesos (docs/product/money.md#whole-pesos: CLP has no minor unit), so "greater than 0" means at least $1.
      amount: z
        .number({ error: positiveAmountMessage })
        .min(1, { error: positiveAmountMessage })
        .int({ error: "Los montos deben ser pesos enteros, sin decimales" }),
    }),
  ),
});
export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type PaymentFormData = z.output<typeof paymentFormSchema>;
