import {
  cashCloseDateParamSchema,
  cashCloseInputSchema,
  cashCloseResponseSchema,
  cashReopenInputSchema,
} from "@nova/domain";
import { z } from "zod";
import { changeByParams, plainRead, readByParams } from "../../routing/record-route-rows.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import { closeCashDay, getCashDay, listCashCloses, reopenCashDay } from "./cash-close.service.ts";

const pastCloseSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  /** What the day took by every method, as frozen at closing. */
  total: z.number().int(),
  /** The opening float (fondo de caja) stored with the close; expectedCash includes it. */
  openingFloat: z.number().int(),
  expectedCash: z.number().int(),
  countedCash: z.number().int(),
  difference: z.number().int(),
  notes: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.string(),
  reopenedAt: z.string().nullable(),
  reopenReason: z.string().nullable(),
});

// Reception closes the day it worked; reopening is the owner's (no `access`: admins only).
export const cashCloseRoutes = tableRoutes(["cierre de caja"], (ctx) =>
  table({
    "GET /api/cash-close": plainRead({
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      summary: "Cierres de caja anteriores",
      view: z.array(pastCloseSchema),
      read: () => listCashCloses(ctx),
    }),
    "GET /api/cash-close/:date": readByParams({
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      summary:
        "Hoja del día: fondo de caja, pagos y anulaciones por medio de pago y su cierre, si existe",
      params: cashCloseDateParamSchema,
      view: cashCloseResponseSchema,
      read: ({ date }) => getCashDay(ctx, date),
    }),
    "POST /api/cash-close/:date": changeByParams({
      config: { access: "staff" },
      summary:
        "Cierra la caja del día con el fondo y el efectivo contado (nota obligatoria si hay diferencia)",
      params: cashCloseDateParamSchema,
      body: cashCloseInputSchema,
      view: cashCloseResponseSchema,
      created: true,
      change: (user, { date }, input) => closeCashDay(ctx, user, date, input),
    }),
    "POST /api/cash-close/:date/reopen": changeByParams({
      summary: "Reabre un día cerrado (solo administradores, con motivo)",
      params: cashCloseDateParamSchema,
      body: cashReopenInputSchema,
      view: cashCloseResponseSchema,
      change: (user, { date }, input) => reopenCashDay(ctx, user, date, input.reason),
    }),
  }),
);
