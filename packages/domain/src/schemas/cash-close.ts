import { z } from "zod";
import { dateField, intField, reasonField } from "./fields";

/** `{date}` of the cash-close routes. */
export const cashCloseDateParamSchema = z.object({ date: dateField("La fecha es requerida") });

/** Body of POST /api/cash-close/{date}: the cash counted in the drawer. */
export const cashCloseInputSchema = z.object({
  countedCash: intField("El efectivo contado debe ser un número entero de pesos").refine(
    (n) => n >= 0 && n <= 1_000_000_000,
    { error: "El efectivo contado debe ser un número entero de pesos entre 0 y 1.000.000.000" },
  ),
  notes: z.string().trim().max(500, { error: "Máximo 500 caracteres" }).nullish(),
});

/** Body of POST /api/cash-close/{date}/reopen. */
export const cashReopenInputSchema = z.object({
  reason: reasonField(),
});

const methodTotalSchema = z.object({
  method: z.string(),
  count: z.number().int(),
  total: z.number().int(),
});

/** A day's sheet: its takings, and its close when it was closed. */
export const cashCloseResponseSchema = z.object({
  date: z.string(),
  byMethod: z.array(methodTotalSchema),
  total: z.number().int(),
  expectedCash: z.number().int(),
  close: z
    .object({
      id: z.number().int(),
      countedCash: z.number().int(),
      difference: z.number().int(),
      notes: z.string().nullable(),
      closedBy: z.string().nullable(),
      closedAt: z.string(),
    })
    .nullable(),
  /**
   * A closed day's point of the audit chain (its close's row), sealed with the audit key: printed
   * on the sheet, it anchors the chain outside the database. Null while the day is open.
   */
  auditAnchor: z
    .object({
      lastId: z.number().int(),
      lastHash: z.string(),
      rowCount: z.number().int(),
      at: z.string(),
      seal: z.string(),
      /** The anchor as the sheet prints it, one short line. */
      printed: z.string(),
    })
    .nullable()
    .optional(),
});
export type CashCloseResponse = z.output<typeof cashCloseResponseSchema>;
