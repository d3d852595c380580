import { PAYMENT_METHODS } from "../enums/payment";
import { z } from "../zod";
import { dateField, fieldIssue, idField, optionalText, requiredText } from "./fields";

// Issue 25: one payment the receptionist takes is one receipt with a line per student, class
// and month. The month is checked for being text here, as in POST /api/payments: whether it is
// a valid and payable month is a business check (PAYMENT_MONTH_INVALID).

/** One line of a receipt: what it pays of which month of which class of which student. */
export const receiptLineInputSchema = z.object({
  studentId: idField("Debe seleccionar un estudiante"),
  classId: idField("Debe seleccionar una clase"),
  paymentMonth: z.string({ error: "El mes de pago debe ser un texto AAAA-MM" }).trim(),
  /** 0 leaves the line out (a class she does not pay this time). */
  amount: z.number({ error: "El monto de cada línea debe ser un número" }),
});
export type ReceiptLineInput = z.input<typeof receiptLineInputSchema>;

/** A line paying an enrollment fee (matrícula, issue 26): its charge id and the amount. */
export const enrollmentFeeLineInputSchema = z.object({
  enrollmentFeeId: idField("Debe seleccionar una matrícula"),
  amount: z.number({ error: "El monto de cada línea debe ser un número" }),
});
export type EnrollmentFeeLineInput = z.input<typeof enrollmentFeeLineInputSchema>;

/**
 * One way a receipt is paid (issue 36): a desk method and the pesos taken with it. The amount is
 * checked as a business rule (a whole number above 0, the tenders adding up to the lines: 422).
 */
export const tenderInputSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: "Debe seleccionar un método de pago" }),
  amount: z.number({ error: "El monto de cada forma de pago debe ser un número" }),
});
export type TenderInput = z.input<typeof tenderInputSchema>;

/**
 * Body of POST /api/receipts: explicit `lines` (several classes, months and students), or a
 * `studentId` (or a paying `guardianId`) and `totalAmount`, which the server allocates over
 * what she (or the family) owes, oldest month first.
 */
export const receiptInputSchema = z
  .object({
    paymentDate: dateField("Debe especificar la fecha de pago", "La fecha de pago no es válida"),
    /** One method for the whole receipt (as before issue 36); left out when `tenders` are sent. */
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: "Debe seleccionar un método de pago" })
      .nullish()
      .transform((v) => v ?? undefined),
    /**
     * Several ways to pay one receipt (issue 36): each method once, the amounts adding up to the
     * lines' total. Without them, `paymentMethod` pays the whole receipt.
     */
    tenders: z
      .array(tenderInputSchema)
      .max(PAYMENT_METHODS.length * 2)
      .nullish(),
    notes: optionalText(500),
    /** The number of the boleta the studio issued elsewhere, if any. */
    taxDocumentNumber: optionalText(50),
    lines: z.array(receiptLineInputSchema).max(100).nullish(),
    /** Enrollment fees paid by this receipt, beside (or instead of) the class months. */
    enrollmentFeeLines: z.array(enrollmentFeeLineInputSchema).max(20).nullish(),
    studentId: idField("Debe seleccionar un estudiante").nullish(),
    /**
     * A family payment (issue 26): the paying guardian, whose name and RUT the receipt
     * carries; every line must be of a student she pays for.
     */
    guardianId: idField("Debe seleccionar un apoderado").nullish(),
    totalAmount: z.number({ error: "El monto total debe ser un número" }).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.paymentMethod == null && (value.tenders?.length ?? 0) === 0) {
      fieldIssue(ctx, "paymentMethod", "Debe seleccionar un método de pago");
    }
    const hasLines = (value.lines?.length ?? 0) + (value.enrollmentFeeLines?.length ?? 0) > 0;
    const payer = value.studentId ?? value.guardianId;
    if (!hasLines && (payer == null || value.totalAmount == null)) {
      fieldIssue(
        ctx,
        "lines",
        "Indique las líneas del pago, o el estudiante (o apoderado) y el monto total",
      );
    }
    const keys = (value.lines ?? []).map((l) => `${l.studentId}|${l.classId}|${l.paymentMonth}`);
    const fees = (value.enrollmentFeeLines ?? []).map((l) => l.enrollmentFeeId);
    if (new Set(keys).size !== keys.length || new Set(fees).size !== fees.length) {
      fieldIssue(ctx, "lines", "Una misma clase y mes aparece más de una vez en el pago");
    }
  });
export type ReceiptInput = z.input<typeof receiptInputSchema>;
export type ReceiptData = z.output<typeof receiptInputSchema>;

/** Body of POST /api/payments/{id}/void: the reason is required. */
export const voidPaymentSchema = z.object({
  reason: requiredText("Debe indicar el motivo de la anulación", 500),
});
export type VoidPaymentInput = z.input<typeof voidPaymentSchema>;

/** Optional body of DELETE /api/payments/{id} (the SPEC's clients send none). */
export const deletePaymentBodySchema = z
  .object({ reason: optionalText(500) })
  .nullish()
  .transform((value) => ({ reason: value?.reason ?? null }));

/** `?studentId=` of GET /api/receipts. */
export const receiptsQuerySchema = z.object({
  studentId: idField("El estudiante debe ser un número").describe(
    "Id del estudiante cuyos comprobantes se listan",
  ),
});

/**
 * The console's payment form: the receipt's header (who pays, the day the money arrived, how,
 * notes, the boleta's number). Its lines come from the line picker, checked apart.
 */
export const receiptFormSchema = z.object({
  studentId: idField("Debe seleccionar un estudiante"),
  paymentDate: dateField("Debe especificar la fecha de pago", "La fecha de pago no es válida"),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Debe seleccionar un método de pago" }),
  notes: optionalText(500),
  taxDocumentNumber: optionalText(50),
});
export type ReceiptFormInput = z.input<typeof receiptFormSchema>;

/** The family payment dialog's fields (issue 26): the payer is the family's guardian. */
export const familyPaymentFormSchema = receiptFormSchema.omit({ studentId: true });
export type FamilyPaymentFormInput = z.input<typeof familyPaymentFormSchema>;

/** PUT /api/receipts/{id}/tax-document: the SII boleta's number, issued after the payment. */
export const receiptTaxDocumentSchema = z.object({
  taxDocumentNumber: requiredText("Debe indicar el número de boleta", 50),
});
export type ReceiptTaxDocumentInput = z.input<typeof receiptTaxDocumentSchema>;
