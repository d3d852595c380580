import { OWED_STATUSES } from "../../enums/payment";
import { DEBT_AGE_BUCKETS } from "../../ledger/owed";
import { SII_STATUSES, TAX_DOCUMENT_STATUSES } from "../../tax/tax-documents";
import { z } from "../../zod";
import { int } from "../int";

/** Set when a line was voided: it stays on the receipt, marked ANULADO. */
const voidedLineFields = {
  voidedAt: z.string().nullable(),
  voidedBy: int().nullable(),
  voidReason: z.string().nullable(),
};

/** A receipt's line as the create calls answer it. */
export const receiptLineResponseSchema = z.object({
  paymentId: int(),
  studentId: int(),
  studentName: z.string(),
  classId: int(),
  className: z.string(),
  paymentMonth: z.string(),
  amount: int(),
  isLatePayment: z.boolean(),
  ...voidedLineFields,
  /** What remained of the month once this line was paid (issue 36); null on older lines. */
  remainingAfter: int().nullable().optional(),
});

/** A receipt's line paying an enrollment fee (matrícula, issue 26). */
export const receiptFeeLineResponseSchema = z.object({
  lineId: int().describe("Id de la línea (para anularla)"),
  enrollmentFeeId: int(),
  studentId: int(),
  studentName: z.string(),
  label: z.string().describe('"Matrícula 2027"'),
  amount: int(),
  ...voidedLineFields,
  /** What remained of the fee once this line was paid (issue 36); null on older lines. */
  remainingAfter: int().nullable().optional(),
});

/** One SII document of a receipt (issue 39): its boleta(s) and any credit note. */
export const receiptTaxDocumentViewSchema = z.object({
  id: int(),
  dteType: int().describe("39 boleta, 41 boleta exenta, 61 nota de crédito"),
  status: z.enum(TAX_DOCUMENT_STATUSES),
  siiStatus: z.enum(SII_STATUSES).nullable(),
  folio: int().nullable(),
  exempt: int(),
  net: int(),
  iva: int(),
  total: int(),
  /** 'Boleta exenta N° 1234 (SII: aceptada)', 'Boleta: emitiendo…'. */
  label: z.string(),
  /** The issuer's (or the SII's) last error, in Spanish; null when there is none. */
  error: z.string().nullable(),
  retryable: z.boolean(),
  /** The folio a credit note corrects. */
  referencesFolio: int().nullable(),
  /** The stamp (TED) as an image (data: URL) when the issuer gave one. */
  stampImage: z.string().nullable(),
  /** The stamp (TED) as text when there is no image. */
  stampText: z.string().nullable(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type ReceiptTaxDocument = z.output<typeof receiptTaxDocumentViewSchema>;

/** A receipt: one number for one payment the receptionist took, a line per class and month. */
export const receiptResponseSchema = z.object({
  id: int(),
  number: int(),
  /** What was taken: the sum of the lines as recorded, voided ones included. */
  total: int(),
  /** The sum of the lines not voided. */
  liveTotal: int(),
  paymentDate: z.string(),
  /**
   * One method for clients that know one per receipt: with several tenders, the method of the
   * largest (the first on a tie); always a value of the methods' enum.
   */
  paymentMethod: z.string(),
  /** How it was paid (issue 36): each method once, adding up to `total`. */
  tenders: z.array(
    z.object({
      method: z.string(),
      amount: int(),
      /** What voided lines handed back of this tender (all of it when every line is voided). */
      voidedAmount: int(),
    }),
  ),
  notes: z.string().nullable(),
  taxDocumentNumber: z.string().nullable(),
  /** The SII documents issued for it through the issuer (issue 39); [] otherwise. */
  taxDocuments: z.array(receiptTaxDocumentViewSchema).optional(),
  createdBy: int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Who paid, name and RUT as on the day: the paying guardian (also when the receipt was taken
   * from a student's page), or a student paying for herself (guardianId null); null on a
   * receipt of students of different payers, and on receipts written before issue 36 without one.
   */
  payer: z
    .object({
      guardianId: int().nullable().describe("null: la estudiante paga por sí misma"),
      fullName: z.string(),
      rut: z.string().nullable(),
    })
    .nullable(),
  /** Every line voided. */
  voided: z.boolean(),
  /** 'Comprobante de pago — no válido como boleta'. */
  disclaimer: z.string(),
  lines: z.array(receiptLineResponseSchema),
  enrollmentFeeLines: z
    .array(receiptFeeLineResponseSchema)
    .describe("Líneas de matrícula (incluidas en total y liveTotal)"),
});
export type ReceiptResponse = z.output<typeof receiptResponseSchema>;

export const receiptListResponseSchema = z.array(receiptResponseSchema);

/**
 * An SII document as the families' portal sees it: folio, type, status, amounts and stamp.
 * The issuer's error text and whether staff may retry are the studio's business: absent.
 */
export const portalTaxDocumentSchema = receiptTaxDocumentViewSchema.omit({
  error: true,
  retryable: true,
});
export type PortalTaxDocument = z.output<typeof portalTaxDocumentSchema>;

/** A receipt as the families' portal answers it: its SII documents without staff fields. */
export const portalReceiptResponseSchema = receiptResponseSchema.extend({
  taxDocuments: z.array(portalTaxDocumentSchema).optional(),
});
export type PortalReceiptResponse = z.output<typeof portalReceiptResponseSchema>;

const bucketTotals = z.object(
  Object.fromEntries(DEBT_AGE_BUCKETS.map((b) => [b, int()])) as Record<
    (typeof DEBT_AGE_BUCKETS)[number],
    ReturnType<typeof int>
  >,
);

/** Who owes, and whom to call about it: the student and her payer, as the debt reports list them. */
export const owingStudentFields = {
  studentId: int(),
  studentName: z.string(),
  /** Her phone, for a payment reminder; null when she has none. */
  phone: z.string().nullable(),
  /** Who pays for her (issue 36): her paying guardian, or she herself. */
  payerName: z.string(),
  /** The payer's phone: where her reminder goes (null when there is none). */
  payerPhone: z.string().nullable(),
};

/** GET /api/reports/debts: every student owing anything, each owed month oldest first. */
export const debtsReportResponseSchema = z.object({
  asOf: z.string(),
  /** How far back months are looked at (the same reach as a student's outstanding months). */
  fromMonth: z.string(),
  students: z.array(
    z.object({
      ...owingStudentFields,
      totalOwed: int(),
      surchargeOwed: int(),
      totalsByBucket: bucketTotals,
      months: z.array(
        z.object({
          classId: int().describe("0 en una matrícula (ver enrollmentFeeId)"),
          enrollmentFeeId: int()
            .optional()
            .describe("Solo en una matrícula adeudada: el cargo que paga una línea de matrícula"),
          className: z.string().describe("Nombre de la clase, o 'Matrícula 2027'"),
          paymentMonth: z.string(),
          dueDate: z.string(),
          expectedAmount: int(),
          paidAmount: int(),
          remainingAmount: int(),
          surcharge: int(),
          status: z.enum(OWED_STATUSES),
          daysOverdue: int(),
          ageBucket: z.enum(DEBT_AGE_BUCKETS),
        }),
      ),
    }),
  ),
  totalOwed: int(),
  totalsByBucket: bucketTotals,
  studentsWithDebt: int(),
});
export type DebtsReportResponse = z.output<typeof debtsReportResponseSchema>;
