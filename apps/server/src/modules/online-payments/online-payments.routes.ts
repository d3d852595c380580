import {
  idParamSchema,
  onlineOrderSchema,
  onlinePaymentsQuerySchema,
  onlinePaymentsReportSchema,
  portalPaymentInputSchema,
  portalPaymentResponseSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { requirePortal } from "../../plugins/authenticate.ts";
import { familyReadById, familyRoute } from "../../routing/family-routes.ts";
import { changeById, readByQuery } from "../../routing/record-route-rows.ts";
import { repeatWhileUp } from "../../routing/repeat-while-up.ts";
import { routeTable } from "../../routing/route-table.ts";
import {
  checkOrderById,
  confirmFromGateway,
  createPortalPayment,
  familyOrder,
  onlinePaymentsReport,
  onlineSetup,
  orderOfReturn,
  pollPendingOrders,
  resolveOrderCredit,
} from "./online-payments.service.ts";

const tags = ["pagos en línea"];
/** How often the server asks the gateway about orders still pending (for a day). */
const POLL_EVERY_MS = 5 * 60 * 1000;

/** Flow posts its callbacks as a form (`token=…`). */
const callbackSchema = z.object({ token: z.string().max(200).optional() }).loose();

export const onlinePaymentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  repeatWhileUp(
    app,
    POLL_EVERY_MS,
    () => pollPendingOrders(ctx, app.log),
    "falló la consulta de pagos en línea pendientes",
  );

  routeTable(app, tags, {
    "POST /api/portal/payments": familyRoute({
      schema: {
        summary: "Crea un pago en línea (Flow) por los meses elegidos o por todo lo adeudado",
        body: portalPaymentInputSchema,
        response: { 201: portalPaymentResponseSchema },
      },
      status: 201,
      handler: async (request) =>
        createPortalPayment(ctx, requirePortal(request).guardianId, request.body),
    }),
    "GET /api/portal/payments/:id": familyReadById({
      summary: "Un pago en línea de la familia (se consulta a Flow si sigue pendiente)",
      view: onlineOrderSchema,
      read: (guardianId, id, request) => familyOrder(ctx, guardianId, id, request.log),
    }),
  });

  // Flow's callbacks, in a scope of their own: the only routes that read forms (Flow posts
  // `token=…`, from its server to urlConfirmation and from the family's browser on its own page
  // to urlReturn, hence crossSite). A form posted to any other route is a 415 (issue 35).
  await app.register(async (flow) => {
    flow.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body.toString())));
      },
    );

    // Both are public (neither Flow nor the family's browser coming back carries a session),
    // cross-site and rate limited, each with its own limit a minute.
    const fromFlow = (max: number) =>
      ({ public: true, crossSite: true, rateLimit: { max, timeWindow: "1 minute" } }) as const;
    routeTable(flow, tags, {
      "POST /api/public/payments/flow/confirmation": {
        config: fromFlow(120),
        schema: {
          security: [],
          summary:
            "Confirmación de Flow (urlConfirmation): se verifica consultando payment/getStatus",
          body: callbackSchema,
          response: { 200: z.object({ result: z.string() }) },
        },
        handler: async (request) => ({ result: await confirmFromGateway(ctx, request.body) }),
      },
      "POST /api/public/payments/flow/return": {
        config: fromFlow(60),
        schema: {
          security: [],
          summary:
            "Vuelta de la familia desde Flow (urlReturn): lleva a 'Pago recibido' en el portal",
          body: callbackSchema,
        },
        handler: async (request, reply) => {
          const orderId = await orderOfReturn(ctx, request.body, request.log);
          return reply.redirect(orderId ? `/portal/pago/${orderId}` : "/portal", 303);
        },
      },
    });
  });

  routeTable(app, tags, {
    "GET /api/online-payments": readByQuery({
      config: { access: "staff" },
      summary: "Conciliación de pagos en línea: órdenes del período y totales pagados por día",
      query: onlinePaymentsQuerySchema,
      view: onlinePaymentsReportSchema,
      read: (query) => onlinePaymentsReport(ctx, query),
    }),
    "POST /api/online-payments/:id/check": {
      config: { access: "staff" },
      schema: {
        summary: "Consultar estado: pregunta a Flow por la orden y registra el pago si está pagada",
        params: idParamSchema,
        response: { 200: onlineOrderSchema },
      },
      handler: async (request) => checkOrderById(ctx, request.params.id),
    },
    "POST /api/online-payments/:id/resolve-credit": changeById({
      config: { access: "staff" },
      summary: "Marca resuelto el saldo a favor de un pago en línea (meses ya pagados en caja)",
      body: z.object({ note: z.string().trim().min(1).max(500) }),
      view: onlineOrderSchema,
      change: (user, id, input) => resolveOrderCredit(ctx, user, id, input.note),
    }),
    "GET /api/online-payments/setup": {
      config: { access: "staff" },
      schema: {
        summary: "Estado de la configuración de pagos en línea (dirección pública https)",
        response: {
          200: z.object({
            publicUrl: z.string().nullable(),
            publicUrlIsHttps: z.boolean(),
            confirmationUrl: z.string().nullable(),
            configured: z.boolean(),
          }),
        },
      },
      handler: async () => onlineSetup(ctx),
    },
  });
};
