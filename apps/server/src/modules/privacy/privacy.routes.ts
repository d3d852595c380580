import {
  anonymizeInputSchema,
  consentInputSchema,
  consentResponseSchema,
  consentWithdrawalSchema,
  guardianConsentInputSchema,
  guardianConsentsResponseSchema,
  guardianConsentWithdrawalSchema,
  healthNotesInputSchema,
  healthNotesResponseSchema,
  idField,
  idParamSchema,
  marketingRecipientSchema,
  privacyFlagsInputSchema,
  privacyNoticeHistorySchema,
  privacyNoticeInputSchema,
  privacyNoticeResponseSchema,
  privacyRequestInputSchema,
  privacyRequestResponseSchema,
  privacyRequestUpdateSchema,
  retentionResponseSchema,
  studentConsentsResponseSchema,
} from "@nova/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import {
  giveConsent,
  giveGuardianConsent,
  guardianConsents,
  marketingRecipients,
  setPrivacyFlags,
  studentConsents,
  withdrawConsent,
  withdrawGuardianConsent,
} from "./consents.service.ts";
import { anonymizeGuardian, anonymizeStudent } from "./erasure.service.ts";
import { readHealthNotes, updateHealthNotes } from "./health-notes.service.ts";
import { currentNotice, noticeHistory, publishNotice } from "./notice.service.ts";
import { guardianPersonalData, personalData, personalDataPdf } from "./personal-data.service.ts";
import { createRequest, listRequests, updateRequest } from "./requests.service.ts";
import {
  RETENTION_CHECK_EVERY_MS,
  retentionPreview,
  runRetention,
  runRetentionIfDue,
} from "./retention.service.ts";

const tags = ["privacidad"];

/** The query and answer of both personal-data exports (a student's, a guardian's). */
const personalDataShape = {
  querystring: z.object({
    format: z
      .enum(["json", "pdf"])
      .default("json")
      .describe("json (por defecto) o pdf: el mismo contenido como PDF en español"),
  }),
  response: {
    200: z
      .unknown()
      .describe("JSON nova-personal-data/1 (docs/privacy.md), o el PDF con ?format=pdf"),
  },
};

/** Sends an export as a JSON or PDF attachment named `file`. */
function sendPersonalData(
  reply: FastifyReply,
  format: "json" | "pdf",
  file: string,
  content: { document: unknown; pdf: () => Buffer },
) {
  if (format === "pdf") {
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${file}.pdf"`)
      .send(content.pdf());
  }
  reply.header("content-disposition", `attachment; filename="${file}.json"`);
  return content.document;
}

// Personal data under Ley 21.719 (issue 29); docs/privacy.md says what each route is for.
// Nothing here is cached: every answer depends on privacy state that changes with a click, and
// reads of health notes and exports must reach the service to be written to the audit log.

export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/public/privacy-notice",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Aviso de privacidad vigente (versión publicada y su fecha; versión 0: texto predeterminado)",
        security: [],
        response: { 200: privacyNoticeResponseSchema },
      },
    },
    async () => currentNotice(ctx),
  );

  app.get(
    "/api/privacy/notice",
    {
      schema: {
        tags,
        summary: "Aviso vigente, texto predeterminado y todas las versiones publicadas",
        response: { 200: privacyNoticeHistorySchema },
      },
    },
    async () => noticeHistory(ctx),
  );

  app.post(
    "/api/privacy/notice",
    {
      schema: {
        tags,
        summary: "Publica una nueva versión del aviso de privacidad",
        body: privacyNoticeInputSchema,
        response: { 201: privacyNoticeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await publishNotice(ctx, requireUser(request), request.body.text)),
  );

  app.get(
    "/api/students/:id/consents",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Base legal de cada finalidad y consentimientos del estudiante",
        params: idParamSchema,
        response: { 200: studentConsentsResponseSchema },
      },
    },
    async (request) => studentConsents(ctx, request.params.id),
  );

  app.post(
    "/api/students/:id/consents",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Registra un consentimiento (quién, cómo, versión del aviso vigente)",
        params: idParamSchema,
        body: consentInputSchema,
        response: { 201: consentResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await giveConsent(ctx, requireUser(request), request.params.id, request.body)),
  );

  app.post(
    "/api/students/:id/consents/:consentId/withdraw",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Retira un consentimiento; el uso que permitía se detiene de inmediato",
        params: idParamSchema.extend({ consentId: idField() }),
        body: consentWithdrawalSchema,
        response: { 200: consentResponseSchema },
      },
    },
    async (request) =>
      withdrawConsent(
        ctx,
        requireUser(request),
        request.params.id,
        request.params.consentId,
        request.body,
      ),
  );

  app.put(
    "/api/students/:id/privacy-flags",
    {
      schema: {
        tags,
        summary: "Bloqueo, oposición y bloqueo legal (retención por disputa) del estudiante",
        params: idParamSchema,
        body: privacyFlagsInputSchema,
        response: { 200: studentConsentsResponseSchema },
      },
    },
    async (request) => setPrivacyFlags(ctx, requireUser(request), request.params.id, request.body),
  );

  app.get(
    "/api/students/:id/health-notes",
    {
      // Open to every role: the service answers the notes to an admin and to the student's own
      // teachers only (reception gets the answer without them).
      config: { access: "teacher", shape: "healthNotes" },
      schema: {
        tags,
        summary:
          "Notas de salud (administración y sus profesoras; cada lectura queda en la auditoría)",
        params: idParamSchema,
        response: { 200: healthNotesResponseSchema },
      },
    },
    async (request) => readHealthNotes(ctx, requireUser(request), request.params.id),
  );

  app.put(
    "/api/students/:id/health-notes",
    {
      // Admins only for now; the teacher role (TEACHER HOOK in health-notes.service.ts) opens it.
      config: { shape: "healthNotes" },
      schema: {
        tags,
        summary: "Actualiza las notas de salud",
        params: idParamSchema,
        body: healthNotesInputSchema,
        response: { 200: healthNotesResponseSchema },
      },
    },
    async (request) =>
      updateHealthNotes(ctx, requireUser(request), request.params.id, request.body.healthNotes),
  );

  app.get(
    "/api/students/:id/personal-data",
    {
      schema: {
        tags,
        summary: "Exporta todos los datos de la persona (JSON nova-personal-data/1, o PDF legible)",
        description:
          "Derecho de acceso y portabilidad. `?format=pdf` entrega el mismo contenido como PDF en español. Cada exportación queda en la auditoría (acción export).",
        params: idParamSchema,
        ...personalDataShape,
      },
    },
    async (request, reply) => {
      const document = await personalData(ctx, requireUser(request), request.params.id);
      return sendPersonalData(
        reply,
        request.query.format,
        `datos-personales-${request.params.id}`,
        {
          document,
          pdf: () => personalDataPdf(document),
        },
      );
    },
  );

  app.post(
    "/api/students/:id/anonymize",
    {
      schema: {
        tags,
        summary: "Elimina los datos personales (anonimiza) y conserva los libros",
        description:
          "409 ERASURE_REFUSED con `details.reason` money-owed, legal-hold o already-anonymized.",
        params: idParamSchema,
        body: anonymizeInputSchema,
        response: {
          200: z.object({ studentId: z.number().int(), anonymizedAt: z.string() }),
        },
      },
    },
    async (request) =>
      anonymizeStudent(ctx, requireUser(request), request.params.id, request.body.reason),
  );

  app.get(
    "/api/privacy/requests",
    {
      schema: {
        tags,
        summary: "Registro de solicitudes de derechos (con plazo legal y su estado)",
        response: { 200: z.array(privacyRequestResponseSchema) },
      },
    },
    async () => listRequests(ctx),
  );

  app.post(
    "/api/privacy/requests",
    {
      schema: {
        tags,
        summary: "Registra una solicitud de derechos; calcula su plazo legal",
        body: privacyRequestInputSchema,
        response: { 201: privacyRequestResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRequest(ctx, requireUser(request), request.body)),
  );

  app.put(
    "/api/privacy/requests/:id",
    {
      schema: {
        tags,
        summary: "Actualiza el estado, la respuesta y la acción tomada de una solicitud",
        params: idParamSchema,
        body: privacyRequestUpdateSchema,
        response: { 200: privacyRequestResponseSchema },
      },
    },
    async (request) => updateRequest(ctx, requireUser(request), request.params.id, request.body),
  );

  app.get(
    "/api/privacy/retention",
    {
      schema: {
        tags,
        summary: "Lo que la próxima pasada de conservación anonimizará, por tipo",
        response: { 200: retentionResponseSchema },
      },
    },
    async () => retentionPreview(ctx),
  );

  app.post(
    "/api/privacy/retention/run",
    {
      schema: {
        tags,
        summary: "Ejecuta ahora la pasada de conservación (la misma que corre cada día)",
        response: { 200: retentionResponseSchema },
      },
    },
    async (request) => runRetention(ctx, requireUser(request).id),
  );

  // The daily run: checked hourly, run once per studio day (the last run's day is read from
  // the audit log, so a restart does not run it twice nor skip a day).
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      runRetentionIfDue(ctx).catch((error) =>
        app.log.warn({ err: error }, "falló la pasada diaria de conservación"),
      );
    }, RETENTION_CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));

  app.get(
    "/api/privacy/marketing-recipients",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Quiénes pueden recibir mensajes de difusión (consentimiento vigente, sin bloqueo ni oposición)",
        response: { 200: z.array(marketingRecipientSchema) },
      },
    },
    async () => marketingRecipients(ctx),
  );

  // A guardian's privacy, in the same shapes as a student's (issue 29 with issue 26).

  app.get(
    "/api/guardians/:id/consents",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Estudiantes a cargo del apoderado y consentimientos que dio por ellos",
        params: idParamSchema,
        response: { 200: guardianConsentsResponseSchema },
      },
    },
    async (request) => guardianConsents(ctx, request.params.id),
  );

  app.post(
    "/api/guardians/:id/consents",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Registra un consentimiento que el apoderado da por uno de sus estudiantes (quién, cómo, versión del aviso)",
        description:
          "422 GUARDIAN_NOT_OF_STUDENT si el estudiante no está vinculado al apoderado. Su nombre y parentesco se toman de su ficha.",
        params: idParamSchema,
        body: guardianConsentInputSchema,
        response: { 201: consentResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await giveGuardianConsent(ctx, requireUser(request), request.params.id, request.body),
        ),
  );

  app.post(
    "/api/guardians/:id/consents/:consentId/withdraw",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "El apoderado retira un consentimiento que dio; el uso se detiene de inmediato",
        params: idParamSchema.extend({ consentId: idField() }),
        body: guardianConsentWithdrawalSchema,
        response: { 200: consentResponseSchema },
      },
    },
    async (request) =>
      withdrawGuardianConsent(
        ctx,
        requireUser(request),
        request.params.id,
        request.params.consentId,
        request.body,
      ),
  );

  app.get(
    "/api/guardians/:id/personal-data",
    {
      schema: {
        tags,
        summary: "Exporta todos los datos del apoderado (JSON nova-personal-data/1, o PDF legible)",
        description:
          "Derecho de acceso y portabilidad. `?format=pdf` entrega el mismo contenido como PDF en español. Cada exportación queda en la auditoría (guardian-privacy, export).",
        params: idParamSchema,
        ...personalDataShape,
      },
    },
    async (request, reply) => {
      const document = await guardianPersonalData(ctx, requireUser(request), request.params.id);
      return sendPersonalData(
        reply,
        request.query.format,
        `datos-personales-apoderado-${request.params.id}`,
        { document, pdf: () => personalDataPdf(document) },
      );
    },
  );

  app.post(
    "/api/guardians/:id/anonymize",
    {
      schema: {
        tags,
        summary: "Elimina los datos personales del apoderado (anonimiza); sus vínculos quedan",
        description:
          "409 ERASURE_REFUSED con `details.reason` money-owed (es responsable de pago de un estudiante con deuda) o already-anonymized.",
        params: idParamSchema,
        body: anonymizeInputSchema,
        response: {
          200: z.object({ guardianId: z.number().int(), anonymizedAt: z.string() }),
        },
      },
    },
    async (request) =>
      anonymizeGuardian(ctx, requireUser(request), request.params.id, request.body.reason),
  );
};
