import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { setTotalCount } from "../../lib/list-paging.ts";
import { scheduleResponseSchema } from "../classes/classes.schemas.ts";
import { publicClasses, publicStudio } from "./public.service.ts";

const tags = ["público"];

// The response schemas double as a whitelist: the serializer drops any field not named here,
// so nothing personal can leave these routes even if a view grows.
const publicClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  teacherNames: z.array(z.string()),
  schedules: z.array(scheduleResponseSchema),
});

const publicStudioSchema = z.object({
  name: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  instagram: z.string(),
  email: z.string(),
  mapQuery: z.string().describe("Texto que busca el mapa embebido"),
});

export const publicRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/public/classes",
    {
      schema: {
        tags,
        summary: "Clases publicadas (activas o programadas), sin datos personales",
        security: [],
        response: { 200: z.array(publicClassSchema) },
      },
    },
    async (_request, reply) => {
      const items = await publicClasses(ctx.db);
      setTotalCount(reply, items.length);
      return items;
    },
  );

  app.get(
    "/api/public/studio",
    {
      schema: {
        tags,
        summary: "Datos de contacto del estudio para la página pública",
        security: [],
        response: { 200: publicStudioSchema },
      },
    },
    async () => publicStudio(ctx.db),
  );
};
