import { settingsPatchSchema, settingsSchema } from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { loadStudio } from "../../records/settings.ts";
import { updateSettings } from "./settings.service.ts";

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/settings",
    {
      config: { access: "staff", cache: { topics: ["records"] } },
      schema: {
        tags: ["settings"],
        summary: "Configuración del estudio",
        response: { 200: settingsSchema },
      },
    },
    async () => (await loadStudio(ctx.db, ctx.now())).settings,
  );

  app.put(
    "/api/settings",
    {
      schema: {
        tags: ["settings"],
        summary: "Cambia la configuración (solo los campos enviados)",
        body: settingsPatchSchema,
        response: { 200: settingsSchema },
      },
    },
    async (request) => updateSettings(ctx, requireUser(request), request.body),
  );
};
