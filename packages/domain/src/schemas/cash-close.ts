import { z } from "../zod";
import { dateField, intField, reasonField } from "./fields";
import { int } from "./int";
import { auditAnchorSchema } from "./responses/audit";

/** `{date}` of the cash-close routes. */
export const cashCloseDateParamSchema = z.object({ date: dateField("La fecha es requerida") });

/** Body of POST /api/cash-close/{date}: the cash counted in the drawer. */
export const cashCloseInputSchema = z.object({
  countedCash: intField("El efectivo contado debe ser un número entero de pesos").refine(
    (n) => n >= 0 && n <= 1_000_000_000,
    { error: "El efectivo contado debe ser un número entero de pesos entre 0 y 1.000.000.000" },
  ),
  notes: z.string().trim().max(500, { error: "Máximo 500 caracteres" }).nullish(),
  /**
   * The opening float (fondo de caja) the drawer started the day with. Left out, the day keeps
   * the float its sheet suggests (the last close's), so a client that never sends it closes as
   * before when the studio keeps no float.
   */
  openingFloat: intField("El fondo de caja debe ser un número entero de pesos")
    .refine((n) => n >= 0 && n <= 100_000_000, {
      error: "El fondo de caja debe ser un número entero de pesos entre 0 y 100.000.000",
    })
    .optional(),
});

/** Body of POST /api/cash-close/{date}/reopen. */
export const cashReopenInputSchema = z.object({
  reason: reasonField(),
});

const methodTotalSchema = z.object({
  method: z.string(),
  count: int(),
  total: int(),
});

/** One payment dated on the day, as the sheet lists it to reconcile against. */
const cashDayPaymentSchema = z.object({
  /** A class month's payment, or an enrollment fee's line (issue 36: the close counts both). */
  lineKind: z.enum(["class", "enrollmentFee"]),
  /** The payment's id, or the fee line's id for an enrollment fee. */
  paymentId: int(),
  receiptNumber: int().nullable(),
  studentId: int(),
  studentName: z.string(),
  classId: int(),
  className: z.string(),
  /** The month paid; for an enrollment fee, the month its charge fell due. */
  paymentMonth: z.string(),
  /** The line's main method (its largest part); `tenders` has each part. */
  method: z.string(),
  amount: int(),
  /** How this line was paid: its part of each of its receipt's tenders (issue 36). */
  tenders: z.array(z.object({ method: z.string(), amount: int() })),
  /** When it was recorded (ISO instant) and by whom (name, else user name; null if unknown). */
  createdAt: z.string(),
  takenBy: z.string().nullable(),
  /** Set when the payment was voided: when, by whom and why (the reason once recorded). */
  voided: z
    .object({
      at: z.string(),
      by: z.string().nullable(),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type CashDayPayment = z.output<typeof cashDayPaymentSchema>;

/** A day's sheet: its takings, and its close when it was closed. */
export const cashCloseResponseSchema = z.object({
  date: z.string(),
  /** What the day's live payments took by method (voided payments are out). */
  byMethod: z.array(methodTotalSchema),
  total: int(),
  /**
   * Opening float + the day's live cash payments (= float + cash taken − cash voided). While
   * the day is open it uses the suggested float.
   */
  expectedCash: int(),
  /**
   * The opening float (fondo de caja): the one stored with the close once closed; while open,
   * the suggestion (the float of the last close before this day, 0 without one).
   */
  openingFloat: int(),
  /** The day's voided payments by method: what left the drawer again. */
  voidsByMethod: z.array(methodTotalSchema),
  /** Every payment dated on the day, voided ones included and marked, in the order taken. */
  payments: z.array(cashDayPaymentSchema),
  close: z
    .object({
      id: int(),
      countedCash: int(),
      difference: int(),
      notes: z.string().nullable(),
      closedBy: z.string().nullable(),
      closedAt: z.string(),
    })
    .nullable(),
  /**
   * A closed day's point of the audit chain (its close's row), sealed with the audit key: printed
   * on the sheet, it anchors the chain outside the database. Null while the day is open.
   */
  auditAnchor: auditAnchorSchema
    .extend({
      /** The anchor as the sheet prints it, one short line. */
      printed: z.string(),
    })
    .nullable()
    .optional(),
});
export type CashCloseResponse = z.output<typeof cashCloseResponseSchema>;
