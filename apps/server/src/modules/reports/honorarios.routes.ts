import {
  honorariosParamsSchema,
  honorariosRecordInputSchema,
  honorariosReportResponseSchema,
  honorariosYearParamsSchema,
  honorariosYearResponseSchema,
  monthParamSchema,
} from "@nova/domain";
import { changeByParams, readByParams } from "../../routing/record-route-rows.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import { honorariosReport, honorariosYear, recordHonorarios } from "./honorarios.service.ts";

// Teachers' boletas de honorarios (issue 39.7–8, decision 0078). Like the compensation report
// they stand on, these routes are the owner's (no `access`: admins only): reception and the
// teachers get a 403. A teacher reads her own months through /api/teachers/me/honorarios.
export const honorariosRoutes = tableRoutes(["reports"], (ctx) =>
  table({
    "GET /api/honorarios/year/:year": readByParams({
      summary:
        "Honorarios pagados en un año: por profesora y mes de pago (DJ 1879) y la retención de cada mes (F29)",
      params: honorariosYearParamsSchema,
      view: honorariosYearResponseSchema,
      read: ({ year }) => honorariosYear(ctx, year),
    }),
    "GET /api/honorarios/:month": readByParams({
      summary: "Honorarios de las profesoras en un mes: bruto, retención, líquido y boleta",
      params: monthParamSchema,
      view: honorariosReportResponseSchema,
      read: ({ month }) => honorariosReport(ctx, month),
    }),
    "PUT /api/honorarios/:teacherId/:month": changeByParams({
      summary: "Registra la boleta de honorarios de una profesora en un mes y la fecha de pago",
      description:
        "La primera vez guarda lo pagado (bruto, tasa y retención) como un hecho: un cambio posterior de la compensación o de la tasa no lo reescribe. Después solo se corrigen el número y la fecha (la tasa sigue al año de la fecha de pago).",
      params: honorariosParamsSchema,
      body: honorariosRecordInputSchema,
      view: honorariosReportResponseSchema.shape.teachers.element,
      change: (user, { teacherId, month }, input) =>
        recordHonorarios(ctx, user, teacherId, month, input),
    }),
  }),
);
