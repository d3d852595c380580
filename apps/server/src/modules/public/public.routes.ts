import { publicClassResponseSchema, publicStudioResponseSchema } from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { setTotalCount } from "../../lib/list-paging.ts";
import { routeTable } from "../../routing/route-table.ts";
import { publicClasses, publicStudio } from "./public.service.ts";

const tags = ["público"];

// Responses are serialised as they are (app.ts), so what leaves these routes is exactly what
// public.service.ts builds field by field: nothing personal, even if the records grow.

export const publicRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  routeTable(app, tags, {
    "GET /api/public/classes": {
      schema: {
        summary: "Clases publicadas (activas o programadas), sin datos personales",
        security: [],
        response: { 200: z.array(publicClassResponseSchema) },
      },
      config: { public: true, cache: { topics: ["records"] } },
      handler: async (_request, reply) => {
        const items = await publicClasses(ctx.db);
        setTotalCount(reply, items.length);
        return items;
      },
    },
    "GET /api/public/studio": {
      schema: {
        summary: "Datos de contacto del estudio para la página pública",
        security: [],
        response: { 200: publicStudioResponseSchema },
      },
      config: { public: true, cache: { topics: ["records"] } },
      handler: async () => publicStudio(ctx.db, ctx.now()),
    },
  });
};
