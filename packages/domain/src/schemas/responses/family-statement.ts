import { GUARDIAN_RELATIONSHIPS } from "../../enums/people";
import { z } from "../../zod";
import { int } from "../int";
import { guardianResponseSchema } from "./guardian";
import {
  enrollmentFeeOwedResponseSchema,
  ledgerDiscountResponseSchema,
  owedAmountsShape,
} from "./payment";
import { portalReceiptResponseSchema, receiptResponseSchema } from "./receipt";

/** One owed (child, class, month) of a family's statement. */
export const statementItemSchema = z.object({
  studentId: int(),
  studentName: z.string(),
  classId: int(),
  className: z.string(),
  paymentMonth: z.string().describe("YYYY-MM"),
  dueDate: z.string(),
  charge: int().describe("Cargo del mes (después de primer mes y descuentos)"),
  price: int().describe("Precio de la clase antes de descuentos"),
  discounts: z
    .array(ledgerDiscountResponseSchema)
    .describe("Descuentos aplicados al cargo, cada uno como su propia línea"),
  surcharge: int().describe("Recargo por atraso incluido en expectedAmount"),
  surchargeWaived: z.boolean(),
  ...owedAmountsShape,
});

/** GET /api/families/{guardianId}/statement: the family's estado de cuenta. */
export const familyStatementResponseSchema = z.object({
  asOf: z.string(),
  fromMonth: z.string().describe("Primer mes revisado (el alcance del informe de deudas)"),
  /** The guardian as the guardians' answers carry her, without her count of students. */
  guardian: guardianResponseSchema.omit({ studentCount: true }),
  children: z.array(
    z.object({
      id: int(),
      fullName: z.string(),
      relationship: z.enum(GUARDIAN_RELATIONSHIPS),
      isPayer: z.boolean().describe("El apoderado es su responsable de pago"),
      status: z.string(),
      classes: z.array(z.object({ id: int(), name: z.string() })),
      totalOwed: int(),
    }),
  ),
  items: z
    .array(statementItemSchema)
    .describe("Todo lo adeudado, del mes más antiguo al más nuevo"),
  enrollmentFees: z
    .array(enrollmentFeeOwedResponseSchema.extend({ studentName: z.string() }))
    .describe("Matrículas adeudadas de sus hijos (incluidas en totals y balance)"),
  receipts: z
    .array(receiptResponseSchema)
    .describe("Comprobantes con alguna línea de sus hijos o a su nombre, el más nuevo primero"),
  totals: z.object({
    expected: int(),
    paid: int(),
    remaining: int(),
    surcharge: int().describe("Parte de remaining que es recargo"),
    received: int().describe("Lo que tomaron los comprobantes listados, sin líneas anuladas"),
  }),
  balance: int().describe("Lo que la familia adeuda hoy"),
});
export type FamilyStatementResponse = z.output<typeof familyStatementResponseSchema>;

/** GET /api/portal/statement: the statement with the receipts as the portal shows them. */
export const portalFamilyStatementResponseSchema = familyStatementResponseSchema.extend({
  receipts: z
    .array(portalReceiptResponseSchema)
    .describe("Comprobantes con alguna línea de sus hijos o a su nombre, el más nuevo primero"),
});
export type PortalFamilyStatementResponse = z.output<typeof portalFamilyStatementResponseSchema>;
