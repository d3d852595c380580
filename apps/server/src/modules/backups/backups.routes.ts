import { backupStatusSchema } from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { latestBackupRun } from "./backups.repository.ts";

export const backupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/settings/backups",
    {
      schema: {
        tags: ["settings"],
        summary: "Último respaldo: fecha y tamaño (pestaña Sistema)",
        response: { 200: backupStatusSchema },
      },
      // Backups are taken by the schedule, not through the API: no data version announces them.
    },
    async () => ({ lastBackup: await latestBackupRun(ctx.db) }),
  );
};
