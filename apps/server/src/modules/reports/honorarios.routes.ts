import {
  honorariosParamsSchema,
  honorariosRecordInputSchema,
  honorariosReportResponseSchema,
  honorariosYearParamsSchema,
  honorariosYearResponseSchema,
  monthParamSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { honorariosReport, honorariosYear, recordHonorarios } from "./honorarios.service.ts";

const tags = ["reports"];

// Teachers' boletas de honorarios (issue 39.7–8, decision 0078). Like the compensation report
// they stand on, these routes are the owner's (no `access`: admins only): reception and the
// teachers get a 403. A teacher reads her own months through /api/teachers/me/honorarios.
export const honorariosRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/api/honorarios/year/:year",
    {
      schema: {
        tags,
        summary:
          "Honorarios pagados en un año: por profesora y mes de pago (DJ 1879) y la retención de cada mes (F29)",
        params: honorariosYearParamsSchema,
        response: { 200: honorariosYearResponseSchema },
      },
    },
    async (request) => honorariosYear(ctx, request.params.year),
  );

  app.get(
    "/api/honorarios/:month",
    {
      schema: {
        tags,
        summary: "Honorarios de las profesoras en un mes: bruto, retención, líquido y boleta",
        params: monthParamSchema,
        response: { 200: honorariosReportResponseSchema },
      },
    },
    async (request) => honorariosReport(ctx, request.params.month),
  );

  app.put(
    "/api/honorarios/:teacherId/:month",
    {
      schema: {
        tags,
        summary: "Registra la boleta de honorarios de una profesora en un mes y la fecha de pago",
        description:
          "La primera vez guarda lo pagado (bruto, tasa y retención) como un hecho: un cambio posterior de la compensación o de la tasa no lo reescribe. Después solo se corrigen el número y la fecha (la tasa sigue al año de la fecha de pago).",
        params: honorariosParamsSchema,
        body: honorariosRecordInputSchema,
        response: { 200: honorariosReportResponseSchema.shape.teachers.element },
      },
    },
    async (request) =>
      recordHonorarios(
        ctx,
        requireUser(request),
        request.params.teacherId,
        request.params.month,
        request.body,
      ),
  );
};
