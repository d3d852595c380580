import { z } from "zod";
import { PAYMENT_STATUSES } from "../../enums/payment";

/** A payment as the API sends it. */
export const paymentResponseSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  amount: z.number().int(),
  paymentMonth: z.string(),
  paymentDate: z.string(),
  paymentMethod: z.string(),
  notes: z.string().nullable(),
  isLatePayment: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  /** Assigned by the server at creation, in sequence, never reused (not even after a deletion). */
  receiptNumber: z.number().int(),
  createdAt: z.string(),
});
export type PaymentResponse = z.output<typeof paymentResponseSchema>;

export const multiClassPaymentResponseSchema = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  paymentMonth: z.string(),
  paymentDate: z.string(),
  paymentMethod: z.string(),
  isLatePayment: z.boolean(),
  totalAmount: z.number().int(),
  payments: z.array(paymentResponseSchema),
});
export type MultiClassPaymentResponse = z.output<typeof multiClassPaymentResponseSchema>;

/** One unpaid class of a month: its price, surcharge when late, and what is owed. */
export const outstandingItemResponseSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  price: z.number().int(),
  surcharge: z.number().int(),
  surchargeWaived: z.boolean(),
  expectedAmount: z.number().int(),
  isLate: z.boolean(),
  dueDate: z.string(),
});
export type OutstandingItemResponse = z.output<typeof outstandingItemResponseSchema>;

export const studentOutstandingResponseSchema = z.object({
  month: z.string(),
  hasOutstandingPayments: z.boolean(),
  outstandingPayments: z.array(outstandingItemResponseSchema),
  totalOutstandingAmount: z.number().int(),
});
export type StudentOutstandingResponse = z.output<typeof studentOutstandingResponseSchema>;

/** Every month a student still owes (GET /api/students/{id}/outstanding-payments), oldest first. */
export const studentUnpaidMonthsResponseSchema = z.object({
  asOf: z.string(),
  months: z.array(studentOutstandingResponseSchema),
  totalOutstandingAmount: z.number().int(),
});
export type StudentUnpaidMonthsResponse = z.output<typeof studentUnpaidMonthsResponseSchema>;
