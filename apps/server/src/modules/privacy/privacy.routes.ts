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
import type { FastifyReply, FastifySchema } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { changeByBody, changeById, plainRead, readById } from "../../routing/record-route-rows.ts";
import { repeatWhileUp } from "../../routing/repeat-while-up.ts";
import { type RouteRow, routeRow, routeTable } from "../../routing/route-table.ts";
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
import { anonymize } from "./erasure.service.ts";
import { readHealthNotes, updateHealthNotes } from "./health-notes.service.ts";
import { currentNotice, noticeHistory, publishNotice } from "./notice.service.ts";
import {
  guardianPersonalData,
  type PersonalDataDocument,
  personalData,
  personalDataPdf,
} from "./personal-data.service.ts";
import { createRequest, listRequests, updateRequest } from "./requests.service.ts";
import {
  RETENTION_CHECK_EVERY_MS,
  retentionPreview,
  runRetention,
  runRetentionIfDue,
} from "./retention.service.ts";
import type { PrivacySubject } from "./subjects.ts";

const tags = ["privacidad"];
const consentParamsSchema = idParamSchema.extend({ consentId: idField() });

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

/** What a change to a consent answers: the consent as it now stands. */
type Consent = Promise<z.input<typeof consentResponseSchema>>;

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
  // A student's and a guardian's privacy are the same routes under each one's path (issue 29
  // with issue 26): her consents (those she gave or were given for her, a new one, the
  // withdrawal of one), the export of her personal data and their erasure.
  const consentRows = <
    View extends z.ZodType,
    Body extends z.ZodType,
    Withdrawal extends z.ZodType,
  >(
    path: "students" | "guardians",
    routes: {
      list: {
        summary: string;
        view: View;
        read: (ctx: AppContext, id: number) => Promise<z.input<View>>;
      };
      give: {
        summary: string;
        description?: string;
        body: Body;
        change: (ctx: AppContext, user: AuthUser, id: number, input: z.output<Body>) => Consent;
      };
      withdraw: {
        summary: string;
        body: Withdrawal;
        change: (
          ctx: AppContext,
          user: AuthUser,
          id: number,
          consentId: number,
          input: z.output<Withdrawal>,
        ) => Consent;
      };
    },
  ): Record<`${"GET" | "POST"} /api/${string}`, RouteRow<FastifySchema>> => {
    const { list, give, withdraw } = routes;
    return {
      [`GET /api/${path}/:id/consents` as const]: readById({
        config: { access: "staff" },
        summary: list.summary,
        view: list.view,
        read: (id) => list.read(ctx, id),
      }),
      [`POST /api/${path}/:id/consents` as const]: changeById({
        config: { access: "staff" },
        summary: give.summary,
        description: give.description,
        body: give.body,
        view: consentResponseSchema,
        created: true,
        change: (user, id, input) => give.change(ctx, user, id, input),
      }),
      [`POST /api/${path}/:id/consents/:consentId/withdraw` as const]: routeRow<FastifySchema>({
        config: { access: "staff" },
        schema: {
          summary: withdraw.summary,
          params: consentParamsSchema,
          body: withdraw.body,
          response: { 200: consentResponseSchema },
        },
        // The type provider cannot resolve a schema that is a type parameter; the schemas have
        // validated the request, and `change` is checked against them at each call.
        handler: async (request) => {
          const { id, consentId } = request.params as z.output<typeof consentParamsSchema>;
          return withdraw.change(
            ctx,
            requireUser(request),
            id,
            consentId,
            request.body as z.output<Withdrawal>,
          );
        },
      }),
    };
  };

  const personalDataExport = (
    summary: string,
    auditedAs: string,
    filePrefix: string,
    read: (ctx: AppContext, user: AuthUser, id: number) => Promise<PersonalDataDocument>,
  ) =>
    routeRow({
      schema: {
        summary,
        description: `Derecho de acceso y portabilidad. \`?format=pdf\` entrega el mismo contenido como PDF en español. Cada exportación queda en la auditoría (${auditedAs}).`,
        params: idParamSchema,
        ...personalDataShape,
      },
      handler: async (request, reply) => {
        const document = await read(ctx, requireUser(request), request.params.id);
        return sendPersonalData(reply, request.query.format, `${filePrefix}${request.params.id}`, {
          document,
          pdf: () => personalDataPdf(document),
        });
      },
    });

  // The erasure of a student's or a guardian's personal data: the person's id, named for her
  // kind (`studentId`, `guardianId`), and when her data was erased.
  const erasure = (kind: PrivacySubject["kind"], summary: string, description: string) =>
    changeById({
      summary,
      description,
      body: anonymizeInputSchema,
      view: z.object({ [`${kind}Id`]: z.number().int(), anonymizedAt: z.string() }),
      change: async (user, id, input) => ({
        [`${kind}Id`]: id,
        anonymizedAt: await anonymize(ctx, user, { kind, id }, input.reason),
      }),
    });

  routeTable(app, tags, {
    "GET /api/public/privacy-notice": {
      config: { public: true },
      schema: {
        summary:
          "Aviso de privacidad vigente (versión publicada y su fecha; versión 0: texto predeterminado)",
        security: [],
        response: { 200: privacyNoticeResponseSchema },
      },
      handler: async () => currentNotice(ctx),
    },
    "GET /api/privacy/notice": plainRead({
      summary: "Aviso vigente, texto predeterminado y todas las versiones publicadas",
      view: privacyNoticeHistorySchema,
      read: () => noticeHistory(ctx),
    }),
    "POST /api/privacy/notice": changeByBody({
      summary: "Publica una nueva versión del aviso de privacidad",
      body: privacyNoticeInputSchema,
      view: privacyNoticeResponseSchema,
      created: true,
      change: (user, input) => publishNotice(ctx, user, input.text),
    }),
    ...consentRows("students", {
      list: {
        summary: "Base legal de cada finalidad y consentimientos del estudiante",
        view: studentConsentsResponseSchema,
        read: studentConsents,
      },
      give: {
        summary: "Registra un consentimiento (quién, cómo, versión del aviso vigente)",
        body: consentInputSchema,
        change: giveConsent,
      },
      withdraw: {
        summary: "Retira un consentimiento; el uso que permitía se detiene de inmediato",
        body: consentWithdrawalSchema,
        change: withdrawConsent,
      },
    }),
    "PUT /api/students/:id/privacy-flags": changeById({
      summary: "Bloqueo, oposición y bloqueo legal (retención por disputa) del estudiante",
      body: privacyFlagsInputSchema,
      view: studentConsentsResponseSchema,
      change: (user, id, input) => setPrivacyFlags(ctx, user, id, input),
    }),
    "GET /api/students/:id/health-notes": readById({
      // Open to every role: the service answers the notes to an admin and to the student's own
      // teachers only (reception gets the answer without them).
      config: { access: "teacher", shape: "healthNotes" },
      summary:
        "Notas de salud (administración y sus profesoras; cada lectura queda en la auditoría)",
      view: healthNotesResponseSchema,
      read: (id, request) => readHealthNotes(ctx, requireUser(request), id),
    }),
    "PUT /api/students/:id/health-notes": changeById({
      // Admins only for now; the teacher role (TEACHER HOOK in health-notes.service.ts) opens it.
      config: { shape: "healthNotes" },
      summary: "Actualiza las notas de salud",
      body: healthNotesInputSchema,
      view: healthNotesResponseSchema,
      change: (user, id, input) => updateHealthNotes(ctx, user, id, input.healthNotes),
    }),
    "GET /api/students/:id/personal-data": personalDataExport(
      "Exporta todos los datos de la persona (JSON nova-personal-data/1, o PDF legible)",
      "acción export",
      "datos-personales-",
      personalData,
    ),
    "POST /api/students/:id/anonymize": erasure(
      "student",
      "Elimina los datos personales (anonimiza) y conserva los libros",
      "409 ERASURE_REFUSED con `details.reason` money-owed, legal-hold o already-anonymized.",
    ),
    "GET /api/privacy/requests": plainRead({
      summary: "Registro de solicitudes de derechos (con plazo legal y su estado)",
      view: z.array(privacyRequestResponseSchema),
      read: () => listRequests(ctx),
    }),
    "POST /api/privacy/requests": changeByBody({
      summary: "Registra una solicitud de derechos; calcula su plazo legal",
      body: privacyRequestInputSchema,
      view: privacyRequestResponseSchema,
      created: true,
      change: (user, input) => createRequest(ctx, user, input),
    }),
    "PUT /api/privacy/requests/:id": changeById({
      summary: "Actualiza el estado, la respuesta y la acción tomada de una solicitud",
      body: privacyRequestUpdateSchema,
      view: privacyRequestResponseSchema,
      change: (user, id, input) => updateRequest(ctx, user, id, input),
    }),
    "GET /api/privacy/retention": plainRead({
      summary: "Lo que la próxima pasada de conservación anonimizará, por tipo",
      view: retentionResponseSchema,
      read: () => retentionPreview(ctx),
    }),
    "POST /api/privacy/retention/run": {
      schema: {
        summary: "Ejecuta ahora la pasada de conservación (la misma que corre cada día)",
        response: { 200: retentionResponseSchema },
      },
      handler: async (request) => runRetention(ctx, requireUser(request).id),
    },
  });

  // The daily run: checked hourly, run once per studio day (the last run's day is read from
  // the audit log, so a restart does not run it twice nor skip a day).
  repeatWhileUp(
    app,
    RETENTION_CHECK_EVERY_MS,
    () => runRetentionIfDue(ctx),
    "falló la pasada diaria de conservación",
  );

  routeTable(app, tags, {
    "GET /api/privacy/marketing-recipients": plainRead({
      config: { access: "staff" },
      summary:
        "Quiénes pueden recibir mensajes de difusión (consentimiento vigente, sin bloqueo ni oposición)",
      view: z.array(marketingRecipientSchema),
      read: () => marketingRecipients(ctx),
    }),
    // A guardian's privacy, in the same shapes as a student's (issue 29 with issue 26).
    ...consentRows("guardians", {
      list: {
        summary: "Estudiantes a cargo del apoderado y consentimientos que dio por ellos",
        view: guardianConsentsResponseSchema,
        read: guardianConsents,
      },
      give: {
        summary:
          "Registra un consentimiento que el apoderado da por uno de sus estudiantes (quién, cómo, versión del aviso)",
        description:
          "422 GUARDIAN_NOT_OF_STUDENT si el estudiante no está vinculado al apoderado. Su nombre y parentesco se toman de su ficha.",
        body: guardianConsentInputSchema,
        change: giveGuardianConsent,
      },
      withdraw: {
        summary: "El apoderado retira un consentimiento que dio; el uso se detiene de inmediato",
        body: guardianConsentWithdrawalSchema,
        change: withdrawGuardianConsent,
      },
    }),
    "GET /api/guardians/:id/personal-data": personalDataExport(
      "Exporta todos los datos del apoderado (JSON nova-personal-data/1, o PDF legible)",
      "guardian-privacy, export",
      "datos-personales-apoderado-",
      guardianPersonalData,
    ),
    "POST /api/guardians/:id/anonymize": erasure(
      "guardian",
      "Elimina los datos personales del apoderado (anonimiza); sus vínculos quedan",
      "409 ERASURE_REFUSED con `details.reason` money-owed (es responsable de pago de un estudiante con deuda) o already-anonymized.",
    ),
  });
};
