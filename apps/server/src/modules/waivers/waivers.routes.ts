import { feeWaiverInputSchema, feeWaiverResponseSchema } from "@nova/domain";
import { z } from "zod";
import { changeById, readById } from "../../routing/record-route-rows.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import { listStudentWaivers, waiveLateFee } from "./waivers.service.ts";

// Forgiving a fee is the owner's decision: no `access`, so admins only.
export const waiverRoutes = tableRoutes(["pagos"], (ctx) =>
  table({
    // Reception reads them: the payment form, the student page and the receipt show a waiver.
    "GET /api/students/:id/fee-waivers": readById({
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      summary: "Recargos condonados de un estudiante, del mes más reciente al más antiguo",
      view: z.array(feeWaiverResponseSchema),
      read: (id) => listStudentWaivers(ctx, id),
    }),
    "POST /api/students/:id/fee-waivers": changeById({
      summary: "Condona el recargo por atraso de un mes de un estudiante (motivo requerido)",
      body: feeWaiverInputSchema,
      view: feeWaiverResponseSchema,
      created: true,
      change: (user, id, input) => waiveLateFee(ctx, user, id, input),
    }),
  }),
);
