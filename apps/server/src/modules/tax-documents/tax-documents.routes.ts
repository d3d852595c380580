import { idParamSchema, receiptResponseSchema } from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { taxQueueSignal } from "../../records/receipts/tax-documents.ts";
import { changeById, plainRead } from "../../routing/record-route-rows.ts";
import { routeTable } from "../../routing/route-table.ts";
import { pendingTaxSummary, retryTaxDocument, taxDocumentPdf } from "./tax-documents.service.ts";
import { processTaxQueue } from "./tax-queue.ts";

const tags = ["boletas"];
/** How often the worker looks at the queue besides being told (a retry that came due). */
const POLL_EVERY_MS = 15_000;

export const pendingSummarySchema = z.object({
  notIssued: z.number().int().describe("Documentos sin emitir hace más de una hora"),
  oldestCreatedAt: z.string().nullable(),
});

export const taxDocumentRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  /** false: the tests run the queue's passes themselves. */
  autoQueue?: boolean;
}> = async (app, { ctx, autoQueue = true }) => {
  if (autoQueue) {
    let timer: NodeJS.Timeout | undefined;
    let pass: Promise<unknown> | undefined;
    let again = false;
    const run = () => {
      if (pass) {
        again = true;
        return;
      }
      pass = processTaxQueue(ctx)
        .catch((error) => app.log.warn({ err: error }, "falló una pasada de la cola de boletas"))
        .finally(() => {
          pass = undefined;
          if (again) {
            again = false;
            run();
          }
        });
    };
    app.addHook("onReady", async () => {
      timer = setInterval(run, POLL_EVERY_MS);
      timer.unref();
      taxQueueSignal.on("kick", run);
      run();
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      taxQueueSignal.off("kick", run);
      await pass;
    });
  }

  routeTable(app, tags, {
    "POST /api/tax-documents/:id/retry": changeById({
      config: { access: "staff" },
      summary: "Reintenta emitir un documento tributario (boleta o nota de crédito)",
      view: receiptResponseSchema,
      change: (user, id) => retryTaxDocument(ctx, user, id),
    }),
    "GET /api/tax-documents/pending-summary": plainRead({
      config: { access: "staff" },
      summary: "Documentos tributarios sin emitir hace más de una hora (aviso del panel)",
      view: pendingSummarySchema,
      read: () => pendingTaxSummary(ctx),
    }),
    "GET /api/tax-documents/:id/pdf": {
      config: { access: "staff" },
      schema: {
        summary: "El PDF del documento tributario que entregó el emisor",
        params: idParamSchema,
        response: { 200: z.unknown().describe("application/pdf") },
      },
      handler: async (request, reply) => {
        const { bytes, name } = await taxDocumentPdf(ctx, request.params.id);
        return reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="${name}"`)
          .send(bytes);
      },
    },
  });
};
