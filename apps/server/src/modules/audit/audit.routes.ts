import {
  auditCheckResponseSchema,
  auditEntryResponseSchema,
  auditQuerySchema,
  auditRecordParamSchema,
  paginationQuerySchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { setTotalCount } from "../../lib/list-paging.ts";
import { checkAuditChain, listActivity } from "./audit.service.ts";

const tags = ["auditoría"];

export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/audit",
    {
      config: { cache: { topics: ["records", "money"] } },
      schema: {
        tags,
        summary: "Actividad: quién cambió qué y cuándo (filtrable, paginada; solo administradores)",
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntryResponseSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listActivity(ctx, request.query);
      setTotalCount(reply, total);
      return items;
    },
  );

  // Staff open the detail pages of students, classes, payments and teachers; each shows its history.
  app.get(
    "/api/audit/:entity/:id",
    {
      schema: {
        tags,
        summary: "Historial de un estudiante, clase, pago o profesora",
        params: auditRecordParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: z.array(auditEntryResponseSchema) },
      },
      config: { access: "staff", cache: { topics: ["records", "money"] } },
    },
    async (request, reply) => {
      const { items, total } = await listActivity(ctx, {
        ...request.query,
        entity: request.params.entity,
        entityId: String(request.params.id),
      });
      setTotalCount(reply, total);
      return items;
    },
  );

  app.get(
    "/api/audit/check",
    {
      schema: {
        tags,
        summary: "Verifica que la cadena de auditoría no fue alterada",
        response: { 200: auditCheckResponseSchema },
      },
    },
    async () => checkAuditChain(ctx.db),
  );
};
