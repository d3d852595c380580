import { OWED_STATUSES, PAYMENT_STATUSES } from "../../enums/payment";
import { LEDGER_DISCOUNT_KINDS } from "../../ledger/ledger-items";
import { z } from "../../zod";
import { int } from "../int";
import { receiptResponseSchema } from "./receipt";

/** A payment as the API sends it. */
export const paymentResponseSchema = z.object({
  id: int(),
  studentId: int(),
  studentName: z.string(),
  classId: int(),
  className: z.string(),
  amount: int(),
  paymentMonth: z.string(),
  paymentDate: z.string(),
  paymentMethod: z.string(),
  notes: z.string().nullable(),
  isLatePayment: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  /** Assigned by the server at creation, in sequence, never reused (not even after a deletion). */
  receiptNumber: int(),
  createdAt: z.string(),
  /** The receipt the payment is a line of (issue 25); null for a row older than receipts. */
  receiptId: int().nullable().optional(),
  /** Set on a voided payment (listed with `?status=ANULADOS`): when and why. */
  voidedAt: z.string().nullable().optional(),
  voidReason: z.string().nullable().optional(),
});
export type PaymentResponse = z.output<typeof paymentResponseSchema>;

/** What POST /api/payments answers: the payment, and the receipt it is the line of. */
export const paymentCreatedResponseSchema = paymentResponseSchema.extend({
  receipt: receiptResponseSchema,
});

export const multiClassPaymentResponseSchema = z.object({
  studentId: int(),
  studentName: z.string(),
  paymentMonth: z.string(),
  paymentDate: z.string(),
  paymentMethod: z.string(),
  isLatePayment: z.boolean(),
  totalAmount: int(),
  payments: z.array(paymentResponseSchema),
  /** The one receipt of the payment, a line per class (issue 25). */
  receipt: receiptResponseSchema,
});
export type MultiClassPaymentResponse = z.output<typeof multiClassPaymentResponseSchema>;

/** A discount on a month's charge (issue 26), its own line on the statement and the receipt. */
export const ledgerDiscountResponseSchema = z.object({
  kind: z.enum(LEDGER_DISCOUNT_KINDS),
  label: z.string(),
  /** The percent applied, or null for a fixed-amount scholarship. */
  percent: z.number().nullable(),
  /** Whole pesos taken off the charge. */
  amount: int(),
});

/**
 * What anything owed (a class's month, an enrollment fee) says of its money (issue 25): what it
 * asks (charge + surcharge), what live payment lines already paid of it, what is still owed,
 * and whether nothing or only part of it is paid.
 */
export const owedAmountsShape = {
  expectedAmount: int(),
  paidAmount: int(),
  remainingAmount: int(),
  status: z.enum(OWED_STATUSES),
};

/** One unpaid class of a month: its price, surcharge when late, and what is owed. */
export const outstandingItemResponseSchema = z.object({
  classId: int(),
  className: z.string(),
  price: int(),
  /** The price, or the first month's charge by the studio's policy. */
  charge: int(),
  surcharge: int(),
  surchargeWaived: z.boolean(),
  ...owedAmountsShape,
  isLate: z.boolean(),
  dueDate: z.string(),
  /**
   * The family discounts taken off the charge (`charge` and `expectedAmount` are net of
   * them); empty when none. Always sent; optional for older clients' fixtures.
   */
  discounts: z.array(ledgerDiscountResponseSchema).optional(),
});
export type OutstandingItemResponse = z.output<typeof outstandingItemResponseSchema>;

export const studentOutstandingResponseSchema = z.object({
  month: z.string(),
  hasOutstandingPayments: z.boolean(),
  outstandingPayments: z.array(outstandingItemResponseSchema),
  totalOutstandingAmount: int(),
});
export type StudentOutstandingResponse = z.output<typeof studentOutstandingResponseSchema>;

/** An enrollment fee (matrícula) still owed, beside the class months (issue 26). */
export const enrollmentFeeOwedResponseSchema = z.object({
  id: int().describe("Id del cargo de matrícula (lo que una línea de pago indica)"),
  studentId: int(),
  season: int().describe("Temporada (año)"),
  label: z.string().describe('"Matrícula 2027"'),
  paymentMonth: z.string().describe("YYYY-MM: mes de la inscripción que la causó"),
  dueDate: z.string(),
  ...owedAmountsShape,
});
export type EnrollmentFeeOwedResponse = z.output<typeof enrollmentFeeOwedResponseSchema>;

/** Every month a student still owes (GET /api/students/{id}/outstanding-payments), oldest first. */
export const studentUnpaidMonthsResponseSchema = z.object({
  asOf: z.string(),
  months: z.array(studentOutstandingResponseSchema),
  enrollmentFees: z
    .array(enrollmentFeeOwedResponseSchema)
    .describe("Matrículas adeudadas (incluidas en totalOutstandingAmount)"),
  totalOutstandingAmount: int(),
});
export type StudentUnpaidMonthsResponse = z.output<typeof studentUnpaidMonthsResponseSchema>;
