import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { pingDatabase } from "./health.repository.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/health",
    {
      schema: {
        security: [], // answered without a token
        tags: ["sistema"],
        summary: "Estado del servicio y de la base de datos",
        response: { 200: z.object({ status: z.literal("ok"), database: z.literal("ok") }) },
      },
      config: { public: true },
    },
    async () => {
      try {
        await pingDatabase(ctx.db);
      } catch {
        throw failure("DATABASE_UNAVAILABLE");
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  );
};
