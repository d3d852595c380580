import { feeWaiverInputSchema, feeWaiverResponseSchema, idParamSchema } from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { listStudentWaivers, waiveLateFee } from "./waivers.service.ts";

// Forgiving a fee is the owner's decision: no `access`, so admins only.
export const waiverRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Reception reads them: the payment form, the student page and the receipt show a waiver.
  app.get(
    "/api/students/:id/fee-waivers",
    {
      schema: {
        tags: ["pagos"],
        summary: "Recargos condonados de un estudiante, del mes más reciente al más antiguo",
        params: idParamSchema,
        response: { 200: z.array(feeWaiverResponseSchema) },
      },
      config: { access: "staff", cache: { topics: ["records", "money"] } },
    },
    async (request) => listStudentWaivers(ctx, request.params.id),
  );

  app.post(
    "/api/students/:id/fee-waivers",
    {
      schema: {
        tags: ["pagos"],
        summary: "Condona el recargo por atraso de un mes de un estudiante (motivo requerido)",
        params: idParamSchema,
        body: feeWaiverInputSchema,
        response: { 201: feeWaiverResponseSchema },
      },
    },
    async (request, reply) => {
      const waiver = await waiveLateFee(ctx, requireUser(request), request.params.id, request.body);
      return reply.status(201).send(waiver);
    },
  );
};
