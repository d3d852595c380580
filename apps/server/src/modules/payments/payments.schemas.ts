import { dateField } from "@nova/domain";
import { z } from "zod";

/** `?paymentDate=` of the outstanding call: price the month as of that date instead of today. */
export const outstandingQuerySchema = z.object({
  paymentDate: dateField("La fecha de pago es requerida")
    .optional()
    .describe(
      "AAAA-MM-DD: la fecha en que se pagaría, para calcular el recargo; hoy si no se envía",
    ),
});

/**
 * Optional `Idempotency-Key` header, documented on every payment write. Loose, because Fastify
 * replaces the request's headers with what the schema returns.
 */
export const idempotencyHeadersSchema = z.looseObject({
  "idempotency-key": z.string().optional(),
});
