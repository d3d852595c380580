import {
  settingsPatchSchema,
  settingsSchema,
  setupChecklist,
  setupChecklistResponseSchema,
} from "@nova/domain";
import { latestNotice } from "../../records/privacy/privacy-notice.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { changeByBody } from "../../routing/record-route-rows.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import { updateSettings } from "./settings.service.ts";

export const settingsRoutes = tableRoutes(["settings"], (ctx) =>
  table({
    "GET /api/settings": {
      config: { access: "staff", cache: { topics: ["records"] } },
      schema: {
        summary: "Configuración del estudio",
        response: { 200: settingsSchema },
      },
      handler: async () => (await loadStudio(ctx.db, ctx.now())).settings,
    },
    // The dashboard's set-up checklist (issue 40), apart from GET /api/dashboard: two small
    // reads, for the admin who sets the studio up (admins only: no access rule). Not cached: a
    // published notice or a saved Flow key must tick its step at once.
    "GET /api/settings/setup": {
      schema: {
        summary: "Lo que falta configurar en un estudio nuevo (nombre, RUT, dirección, pagos…)",
        response: { 200: setupChecklistResponseSchema },
      },
      handler: async () => {
        const [{ settings }, notice] = await Promise.all([
          loadStudio(ctx.db, ctx.now()),
          latestNotice(ctx.db),
        ]);
        return setupChecklist({
          settings,
          privacyNoticePublished: notice !== undefined,
          publicUrl: Boolean(ctx.publicUrl),
        });
      },
    },
    "PUT /api/settings": changeByBody({
      summary: "Cambia la configuración (solo los campos enviados)",
      body: settingsPatchSchema,
      view: settingsSchema,
      change: (user, input) => updateSettings(ctx, user, input),
    }),
  }),
);
