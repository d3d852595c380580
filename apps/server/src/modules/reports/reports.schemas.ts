import { INVALID_MONTH_MESSAGE, isValidMonth, monthField, monthsBetween } from "@nova/domain";
import { z } from "zod";

/** Longest range the financial report answers in one response (two years). */
export const MAX_FINANCIAL_RANGE_MONTHS = 24;

const optionalMonth = z
  .union([z.literal(""), monthField()], { error: INVALID_MONTH_MESSAGE })
  .optional()
  .transform((v) => v || undefined);

/** `?from=YYYY-MM&to=YYYY-MM` of the financial report; a missing end means a single month. */
export const financialRangeQuerySchema = z
  .object({
    from: optionalMonth.describe("AAAA-MM: primer mes del rango; el mes en curso si no se envía"),
    to: optionalMonth.describe(
      `AAAA-MM: último mes, incluido; igual a from si no se envía (hasta ${MAX_FINANCIAL_RANGE_MONTHS} meses)`,
    ),
  })
  .superRefine((q, ctx) => {
    // zod runs this even when a month already failed its own check; the range is only
    // measured between two real months (monthsBetween throws on anything else).
    if (!isValidMonth(q.from) || !isValidMonth(q.to)) return;
    const span = monthsBetween(q.from, q.to) + 1;
    if (span < 1) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "El mes final no puede ser anterior al mes inicial",
      });
    } else if (span > MAX_FINANCIAL_RANGE_MONTHS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `El rango no puede superar ${MAX_FINANCIAL_RANGE_MONTHS} meses`,
      });
    }
  });
