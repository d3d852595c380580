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
import { setTotalCount } from "../../lib/list-paging.ts";
import { requireUser } from "../../plugins/authenticate.ts";
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

  app.get(
    "/api/trial-requests",
    {
      schema: {
        tags,
        summary: "Solicitudes de clase de prueba (nuevas primero); total en X-Total-Count",
        querystring: trialRequestsQuerySchema,
        response: { 200: z.array(trialRequestResponseSchema) },
      },
      config: { access: "staff" },
    },
    async (request, reply) => {
      const { items, total } = await listRequests(ctx, request.query);
      setTotalCount(reply, total);
      return items;
    },
  );

  app.get(
    "/api/trial-requests/new-count",
    {
      schema: {
        tags,
        summary: "Cuántas solicitudes nuevas esperan (el menú lateral)",
        response: { 200: z.object({ count: z.number().int() }) },
      },
      config: { access: "staff" },
    },
    async () => ({ count: await newRequestsCount(ctx) }),
  );

  app.get(
    "/api/trial-requests/conversion",
    {
      schema: {
        tags,
        summary: "Conversión de solicitudes por mes y clase",
        querystring: z.object({
          from: monthField().describe("Primer mes (AAAA-MM)"),
          to: monthField().describe("Último mes (AAAA-MM)"),
        }),
        response: { 200: z.array(conversionRowSchema) },
      },
      config: { access: "staff" },
    },
    async (request) => conversionReport(ctx, request.query.from, request.query.to),
  );

  app.put(
    "/api/trial-requests/:id",
    {
      schema: {
        tags,
        summary: "Cambia el estado o las notas de una solicitud",
        params: idParamSchema,
        body: trialRequestUpdateSchema,
        response: { 200: trialRequestResponseSchema },
      },
      config: { access: "staff" },
    },
    async (request) => updateRequest(ctx, requireUser(request), request.params.id, request.body),
  );

  app.post(
    "/api/trial-requests/:id/enroll",
    {
      schema: {
        tags,
        summary: "Inscribir: crea el estudiante desde la solicitud y lo inscribe en la clase",
        params: idParamSchema,
        body: trialEnrollSchema.optional(),
        response: { 201: trialEnrollResponseSchema },
      },
      config: { access: "staff" },
    },
    async (request, reply) => {
      const body = request.body ?? {
        birthDate: null,
        enrollmentDate: null,
        relationship: null,
        guardianRut: null,
      };
      const student = await enrollFromRequest(ctx, requireUser(request), request.params.id, body);
      return reply.status(201).send(student);
    },
  );

  app.get(
    "/api/classes/:id/waitlist",
    {
      schema: {
        tags: ["clases"],
        summary: "Lista de espera de una clase, en orden, con la persona a quien ofrecer el cupo",
        params: idParamSchema,
        response: { 200: waitlistResponseSchema },
      },
      config: { access: "staff" },
    },
    async (request) => classWaitlist(ctx, request.params.id),
  );

  app.post(
    "/api/classes/:id/waitlist",
    {
      schema: {
        tags: ["clases"],
        summary:
          "Agrega a alguien a la lista de espera (desde una solicitud o con nombre y teléfono)",
        params: idParamSchema,
        body: waitlistInputSchema,
        response: { 201: waitlistResponseSchema },
      },
      config: { access: "staff" },
    },
    async (request, reply) => {
      const list = await addToWaitlist(ctx, requireUser(request), request.params.id, request.body);
      return reply.status(201).send(list);
    },
  );

  app.post(
    "/api/classes/:id/waitlist/:entryId",
    {
      schema: {
        tags: ["clases"],
        summary:
          "Ofrece el cupo (reservado por las horas configuradas) o saca a la persona de la lista",
        params: idParamSchema.extend({ entryId: idParamSchema.shape.id }),
        body: waitlistActionSchema,
        response: { 200: waitlistResponseSchema },
      },
      config: { access: "staff" },
    },
    async (request) =>
      actOnWaitlist(
        ctx,
        requireUser(request),
        request.params.id,
        request.params.entryId,
        request.body.action,
      ),
  );
};
