import { publicClassResponseSchema, publicStudioResponseSchema } from "@nova/domain";
import { z } from "zod";
import { setTotalCount } from "../../lib/list-paging.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import { publicClasses, publicStudio } from "./public.service.ts";

// Responses are serialised as they are (app.ts), so what leaves these routes is exactly what
// public.service.ts builds field by field: nothing personal, even if the records grow.

export const publicRoutes = tableRoutes(["público"], (ctx) =>
  table({
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
  }),
);
