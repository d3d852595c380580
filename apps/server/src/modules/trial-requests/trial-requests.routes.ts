import {
  conversionRowSchema,
  idParamSchema,
  monthField,
  trialEnrollResponseSchema,
  trialEnrollSchema,
  trialRequestInputSchema,
  trialRequestResponseSchema,
  trialRequestsQuerySchema,
  trialRequestUpdateSchema,
  waitlistActionSchema,
  waitlistInputSchema,
  waitlistResponseSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import {
  changeById,
  changeByParams,
  pagedList,
  readById,
  readByQuery,
} from "../../routing/record-route-rows.ts";
import { routeTable } from "../../routing/route-table.ts";
import { conversionReport } from "./conversion.service.ts";
import { enrollFromRequest } from "./enroll.service.ts";
import { createTrialRequest } from "./intake.service.ts";
import { listRequests, newRequestsCount, updateRequest } from "./requests.service.ts";
import { actOnWaitlist, addToWaitlist, classWaitlist } from "./waitlist.service.ts";

const tags = ["solicitudes"];

// Public form bodies are small: a few names, a phone and a message of 500 characters.
const PUBLIC_BODY_LIMIT = 8 * 1024;

/** Anything typed in the hidden field: only a program fills a field nobody sees. */
function honeypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("website" in body)) return false;
  const value = (body as { website: unknown }).website;
  return typeof value === "string" ? value.trim() !== "" : value != null;
}

export const trialRequestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    "/api/public/trial-requests",
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: {
        tags: ["público"],
        summary:
          "Solicitud de clase de prueba desde la página pública (sin sesión; nunca crea un estudiante)",
        security: [],
        body: trialRequestInputSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
      config: { public: true },
      // Before validation: a program that filled the hidden field gets the same 201 as a
      // person (id 0), whatever else it sent, and nothing is stored or counted.
      preValidation: async (request, reply) => {
        if (honeypotFilled(request.body)) return reply.status(201).send({ id: 0 });
      },
    },
    async (request, reply) => {
      const created = await createTrialRequest(ctx, request.body, request.ip);
      return reply.status(201).send(created);
    },
  );

  const staff = { access: "staff" } as const;
  routeTable(app, tags, {
    "GET /api/trial-requests": pagedList({
      config: staff,
      summary: "Solicitudes de clase de prueba (nuevas primero); total en X-Total-Count",
      query: trialRequestsQuerySchema,
      item: trialRequestResponseSchema,
      list: (query) => listRequests(ctx, query),
    }),
    "GET /api/trial-requests/new-count": {
      config: staff,
      schema: {
        summary: "Cuántas solicitudes nuevas esperan (el menú lateral)",
        response: { 200: z.object({ count: z.number().int() }) },
      },
      handler: async () => ({ count: await newRequestsCount(ctx) }),
    },
    "GET /api/trial-requests/conversion": readByQuery({
      config: staff,
      summary: "Conversión de solicitudes por mes y clase",
      query: z.object({
        from: monthField().describe("Primer mes (AAAA-MM)"),
        to: monthField().describe("Último mes (AAAA-MM)"),
      }),
      view: z.array(conversionRowSchema),
      read: (query) => conversionReport(ctx, query.from, query.to),
    }),
    "PUT /api/trial-requests/:id": changeById({
      config: staff,
      summary: "Cambia el estado o las notas de una solicitud",
      body: trialRequestUpdateSchema,
      view: trialRequestResponseSchema,
      change: (user, id, input) => updateRequest(ctx, user, id, input),
    }),
    "POST /api/trial-requests/:id/enroll": changeById({
      config: staff,
      summary: "Inscribir: crea el estudiante desde la solicitud y lo inscribe en la clase",
      body: trialEnrollSchema.optional(),
      view: trialEnrollResponseSchema,
      created: true,
      change: (user, id, input) =>
        enrollFromRequest(
          ctx,
          user,
          id,
          input ?? { birthDate: null, enrollmentDate: null, relationship: null, guardianRut: null },
        ),
    }),
  });

  // A class's waitlist: documented with the classes.
  routeTable(app, ["clases"], {
    "GET /api/classes/:id/waitlist": readById({
      config: staff,
      summary: "Lista de espera de una clase, en orden, con la persona a quien ofrecer el cupo",
      view: waitlistResponseSchema,
      read: (id) => classWaitlist(ctx, id),
    }),
    "POST /api/classes/:id/waitlist": changeById({
      config: staff,
      summary:
        "Agrega a alguien a la lista de espera (desde una solicitud o con nombre y teléfono)",
      body: waitlistInputSchema,
      view: waitlistResponseSchema,
      created: true,
      change: (user, id, input) => addToWaitlist(ctx, user, id, input),
    }),
    "POST /api/classes/:id/waitlist/:entryId": changeByParams({
      config: staff,
      summary:
        "Ofrece el cupo (reservado por las horas configuradas) o saca a la persona de la lista",
      params: idParamSchema.extend({ entryId: idParamSchema.shape.id }),
      body: waitlistActionSchema,
      view: waitlistResponseSchema,
      change: (user, { id, entryId }, input) => actOnWaitlist(ctx, user, id, entryId, input.action),
    }),
  });
};
