import {
  auditCheckResponseSchema,
  auditEntryResponseSchema,
  auditQuerySchema,
  auditRecordParamSchema,
  listExportInputSchema,
  paginationQuerySchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { setTotalCount } from "../../lib/list-paging.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { advanceAnchorFile, externalAnchors } from "../../records/audit/audit-anchor.ts";
import { checkAuditChain } from "../../records/audit/audit-check.ts";
import { pagedList } from "../../routing/record-route-rows.ts";
import { routeTable } from "../../routing/route-table.ts";
import { listActivity, recordListExport } from "./audit.service.ts";

// How often a server moves DATA_DIR/audit-anchor.json to the chain's end: rows written since
// the last move are the ones a deleted tail can hide (docs/operations.md).
const ANCHOR_EVERY_MS = 60_000;

const tags = ["auditoría"];

export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  routeTable(app, tags, {
    "GET /api/audit": pagedList({
      config: { cache: { topics: ["records", "money"] } },
      summary: "Actividad: quién cambió qué y cuándo (filtrable, paginada; solo administradores)",
      query: auditQuerySchema,
      item: auditEntryResponseSchema,
      list: (query) => listActivity(ctx, query),
    }),
    // Staff open the detail pages of students, classes, payments and teachers; each shows its history.
    "GET /api/audit/:entity/:id": {
      schema: {
        summary: "Historial de un estudiante, clase, pago o profesora",
        params: auditRecordParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: z.array(auditEntryResponseSchema) },
      },
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      handler: async (request, reply) => {
        const { items, total } = await listActivity(ctx, {
          ...request.query,
          entity: request.params.entity,
          entityId: String(request.params.id),
        });
        setTotalCount(reply, total);
        return items;
      },
    },
    "GET /api/audit/check": {
      schema: {
        summary: "Verifica que la cadena de auditoría no fue alterada",
        response: { 200: auditCheckResponseSchema },
      },
      handler: async () => {
        const result = await checkAuditChain(ctx.db, {
          key: ctx.auditKey,
          anchors: ctx.dataDir ? externalAnchors(ctx.dataDir) : [],
        });
        if (result.intact && ctx.dataDir) {
          await advanceAnchorFile(ctx.db, ctx.dataDir, ctx.auditKey, ctx.now());
        }
        return result;
      },
    },
  });

  const { dataDir } = ctx;
  if (dataDir) {
    const timer = setInterval(() => {
      advanceAnchorFile(ctx.db, dataDir, ctx.auditKey, ctx.now()).catch((error: unknown) =>
        app.log.warn({ err: error }, "no se pudo actualizar el ancla de auditoría"),
      );
    }, ANCHOR_EVERY_MS);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }

  routeTable(app, tags, {
    "POST /api/audit/list-exports": {
      config: { access: "staff" },
      schema: {
        summary:
          "Registra la exportación CSV/Excel de una lista con datos personales (quién, qué lista, cuántas filas, filtros)",
        description:
          "La consola la llama antes de generar el archivo; sin esta fila de auditoría no hay descarga.",
        body: listExportInputSchema,
      },
      status: 204,
      handler: async (request) => {
        await recordListExport(ctx, requireUser(request), request.body);
      },
    },
  });
};
