import { remindersQuerySchema, remindersResponseSchema } from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { paymentReminders } from "./reminders.service.ts";

export const reminderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Read from every month of the last year, the fees, the guardians and the settings' wording:
  // any record or money change may move it.
  app.get(
    "/api/reminders",
    {
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      schema: {
        tags: ["reports"],
        summary:
          "Recordatorios de pago: uno por quien paga (apoderado/a o estudiante adulta), con el texto y el enlace de WhatsApp",
        querystring: remindersQuerySchema,
        response: { 200: remindersResponseSchema },
      },
    },
    async (request) => paymentReminders(ctx, request.query, request.dataVersions),
  );
};
