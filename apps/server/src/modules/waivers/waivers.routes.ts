import { feeWaiverInputSchema, feeWaiverResponseSchema, idParamSchema } from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { waiveLateFee } from "./waivers.service.ts";

// Forgiving a fee is the owner's decision: no `access`, so admins only.
export const waiverRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
