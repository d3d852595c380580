import { z } from "../zod";
import { fieldIssue, intField, monthField, reasonField } from "./fields";
import { int } from "./int";

// A scholarship (beca) or one-off discount of one student (issue 26 item 4): percent or amount,
// from a month to a month (or open), with a reason; admin only. The ledger applies it as its own
// discount line, after the sibling and multi-class rules, never below 0 (billing/discounts.ts).

export const SCHOLARSHIP_KINDS = ["percent", "amount"] as const;

/** Body of POST /api/students/{id}/scholarships. */
export const scholarshipInputSchema = z
  .object({
    kind: z.enum(SCHOLARSHIP_KINDS, { error: "Indique si es un porcentaje o un monto" }),
    // Digits typed in the console's form arrive as text.
    value: intField("El valor debe ser un número entero").refine((v) => v > 0, {
      error: "El valor debe ser mayor a 0",
    }),
    fromMonth: monthField("Indique desde qué mes rige"),
    // Blank (the form's empty field) or null: open-ended.
    toMonth: z
      .union([z.literal(""), monthField("Indique hasta qué mes rige")])
      .nullish()
      .transform((v) => (v ? v : null)),
    reason: reasonField(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "percent" && value.value > 100) {
      fieldIssue(ctx, "value", "El porcentaje va de 1 a 100");
    }
    if (value.kind === "amount" && value.value > 10_000_000) {
      fieldIssue(ctx, "value", "El monto es demasiado alto");
    }
    if (value.toMonth !== null && value.toMonth < value.fromMonth) {
      fieldIssue(ctx, "toMonth", "El mes final no puede ser anterior al mes inicial");
    }
  });
export type ScholarshipInput = z.input<typeof scholarshipInputSchema>;
export type ScholarshipData = z.output<typeof scholarshipInputSchema>;

/**
 * Body of DELETE /api/students/{id}/scholarships/{scholarshipId}: why it ends and whether it is
 * voided (entered by mistake: it applies to no month) or ended (it still applies up to the
 * current month: months already charged stay as charged).
 */
export const endScholarshipSchema = z.object({
  reason: reasonField(),
  voidAll: z.boolean({ error: "voidAll debe ser verdadero o falso" }).optional().default(false),
});

/** A scholarship as answered; an ended one keeps who, when and why. */
export const scholarshipResponseSchema = z.object({
  id: int(),
  studentId: int(),
  kind: z.enum(SCHOLARSHIP_KINDS),
  value: int().describe("Porcentaje (1-100) o pesos por mes"),
  fromMonth: z.string(),
  toMonth: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  createdBy: int().nullable(),
  endedAt: z.string().nullable().describe("Terminada o anulada"),
  endedBy: int().nullable(),
  endReason: z.string().nullable(),
  endMonth: z
    .string()
    .nullable()
    .describe("Último mes en que aún se aplica una beca terminada; null si se anuló (o vigente)"),
});
export type ScholarshipResponse = z.output<typeof scholarshipResponseSchema>;
