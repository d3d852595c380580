import { dateField, PAYMENT_STATUSES } from "@nova/domain";
import { z } from "zod";

/** A payment as the API sends it. */
export const paymentSchema = z.object({
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
  createdAt: z.string(),
});

export const multiClassPaymentResultSchema = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  paymentMonth: z.string(),
  paymentDate: z.string(),
  paymentMethod: z.string(),
  isLatePayment: z.boolean(),
  totalAmount: z.number().int(),
  payments: z.array(paymentSchema),
});

/** One unpaid class of a month: its price, surcharge when late, and what is owed. */
export const outstandingItemSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  price: z.number().int(),
  surcharge: z.number().int(),
  expectedAmount: z.number().int(),
  isLate: z.boolean(),
  dueDate: z.string(),
});

export const studentOutstandingSchema = z.object({
  month: z.string(),
  hasOutstandingPayments: z.boolean(),
  outstandingPayments: z.array(outstandingItemSchema),
  totalOutstandingAmount: z.number().int(),
});

/** `?paymentDate=` of the outstanding call: price the month as of that date instead of today. */
export const outstandingQuerySchema = z.object({
  paymentDate: dateField("La fecha de pago es requerida").optional(),
});

/**
 * Optional `Idempotency-Key` header, documented on every payment write. Loose, because Fastify
 * replaces the request's headers with what the schema returns.
 */
export const idempotencyHeadersSchema = z.looseObject({
  "idempotency-key": z.string().optional(),
});
