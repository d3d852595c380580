import {
  correctionHandledInputSchema,
  correctionRequestInputSchema,
  correctionRequestSchema,
  PORTAL_COOKIE,
  PORTAL_SESSION_DAYS,
  portalAccessSchema,
  portalAttendanceSchema,
  portalCorrectionRequestSchema,
  portalFamilySchema,
  portalFamilyStatementResponseSchema,
  portalLinkResponseSchema,
  portalReceiptResponseSchema,
  portalSessionInputSchema,
  portalSessionResponseSchema,
  receiptResponseSchema,
  studentPortalLinkResponseSchema,
  transferConfirmInputSchema,
  transferNoticeInputSchema,
  transferNoticeSchema,
  transferRejectInputSchema,
} from "@nova/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { requirePortal } from "../../plugins/authenticate.ts";
import { familyRead, familyReadById, familyRoute } from "../../routing/family-routes.ts";
import { actionById, changeById, plainRead, readById } from "../../routing/record-route-rows.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import {
  closeSession,
  createLink,
  createStudentLink,
  openSession,
  portalAccess,
  revokeLink,
} from "./access.service.ts";
import {
  correctionInbox,
  familyCorrectionRequests,
  handleCorrectionRequest,
  sendCorrectionRequest,
} from "./correction-requests.service.ts";
import {
  familyAttendance,
  familyOverview,
  familyReceipt,
  familyStatement,
} from "./family.service.ts";
import {
  confirmTransferNotice,
  familyTransferNotices,
  rejectTransferNotice,
  sendTransferNotice,
  transferInbox,
} from "./transfer-notices.service.ts";

/**
 * The portal's cookie: sent back only to the portal's API (Path), never readable by scripts
 * (HttpOnly), not sent on cross-site requests other than top-level navigations (SameSite=Lax),
 * and Secure when the request came over https (the reception PC reaches the server by its LAN
 * address over plain HTTP, where a Secure cookie would never be sent back).
 */
function setPortalCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAge: number,
) {
  const parts = [
    `${PORTAL_COOKIE}=${token}`,
    "Path=/api/portal",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
  ];
  if (request.protocol === "https") parts.push("Secure");
  reply.header("set-cookie", parts.join("; "));
}

export const portalRoutes = tableRoutes(["portal"], (ctx) =>
  table({
    // ---- Staff: the family's link ----
    "POST /api/guardians/:id/portal-link": changeById({
      config: { access: "staff" },
      summary: "Crea un enlace de un solo uso al portal de la familia (vence en 7 días)",
      description:
        "El enlace abre una sesión de 90 días en el dispositivo donde se abre. Solo se guarda el hash del código.",
      view: portalLinkResponseSchema,
      created: true,
      change: (user, id) => createLink(ctx, user, id),
    }),
    "POST /api/students/:id/portal-link": changeById({
      config: { access: "staff" },
      summary:
        "Enlace al portal para una estudiante adulta que paga por sí misma (vence en 7 días)",
      description:
        "Crea (o reutiliza) su registro de responsable de pago, con relación 'titular', y un enlace de un solo uso a su portal. 409 si es menor de edad o si paga otro apoderado.",
      view: studentPortalLinkResponseSchema,
      created: true,
      change: (user, id) => createStudentLink(ctx, user, id),
    }),
    "GET /api/guardians/:id/portal-access": readById({
      config: { access: "staff" },
      summary:
        "Estado del portal de la familia: el último enlace enviado y los dispositivos con sesión abierta",
      view: portalAccessSchema,
      read: (id) => portalAccess(ctx, id),
    }),
    "DELETE /api/guardians/:id/portal-link": actionById({
      config: { access: "staff" },
      summary: "Anula los enlaces sin usar y cierra las sesiones abiertas del portal de la familia",
      act: (user, id) => revokeLink(ctx, user, id),
    }),
    // ---- The family ----
    "POST /api/portal/session": {
      config: { public: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        security: [],
        summary: "Abre la sesión del portal con el código del enlace (un solo uso)",
        body: portalSessionInputSchema,
        response: { 200: portalSessionResponseSchema },
      },
      handler: async (request, reply) => {
        const { token, ...session } = await openSession(ctx, request.body.token);
        setPortalCookie(request, reply, token, PORTAL_SESSION_DAYS * 24 * 60 * 60);
        return session;
      },
    },
    "DELETE /api/portal/session": familyRoute({
      schema: {
        summary: "Cierra la sesión del portal en este dispositivo",
      },
      handler: async (request, reply) => {
        await closeSession(ctx, requirePortal(request).sessionId);
        setPortalCookie(request, reply, "", 0);
        return reply.status(204).send();
      },
    }),
    "GET /api/portal/family": familyRead({
      summary:
        "La familia de la sesión: sus datos, las clases de cada hijo/a y el contacto del estudio",
      view: portalFamilySchema,
      read: (guardianId) => familyOverview(ctx, guardianId),
    }),
    "GET /api/portal/statement": familyRead({
      summary:
        "Estado de cuenta de la familia de la sesión: lo adeudado, los comprobantes y el saldo",
      view: portalFamilyStatementResponseSchema,
      read: (guardianId) => familyStatement(ctx, guardianId),
    }),
    "GET /api/portal/attendance": familyRead({
      summary:
        "Asistencia de los hijos/as de la familia de la sesión: últimas 8 semanas por clase y recuperaciones",
      view: portalAttendanceSchema,
      read: (guardianId) => familyAttendance(ctx, guardianId),
    }),
    "GET /api/portal/receipts/:id": familyReadById({
      summary: "Un comprobante de la familia (otro comprobante responde 404)",
      view: portalReceiptResponseSchema,
      read: (guardianId, id) => familyReceipt(ctx, guardianId, id),
    }),
    "GET /api/portal/transfer-notices": familyRead({
      summary: "Los avisos de transferencia de la familia",
      view: z.array(transferNoticeSchema),
      read: (guardianId) => familyTransferNotices(ctx, guardianId),
    }),
    "POST /api/portal/transfer-notices": familyRoute({
      schema: {
        summary: "Avisar que transferí: fecha y monto, para que el estudio lo confirme",
        body: transferNoticeInputSchema,
        response: { 201: transferNoticeSchema },
      },
      status: 201,
      handler: async (request) => {
        const { guardianId, sessionId } = requirePortal(request);
        return sendTransferNotice(ctx, guardianId, request.body, sessionId);
      },
    }),
    "GET /api/portal/correction-requests": familyRead({
      summary: "Las solicitudes de corrección de la familia y la respuesta del estudio",
      view: z.array(portalCorrectionRequestSchema),
      read: (guardianId) => familyCorrectionRequests(ctx, guardianId),
    }),
    "POST /api/portal/correction-requests": familyRoute({
      schema: {
        summary: "Pide al estudio corregir un dato de la familia",
        body: correctionRequestInputSchema,
      },
      status: 204,
      handler: async (request) => {
        const { guardianId, sessionId } = requirePortal(request);
        await sendCorrectionRequest(ctx, guardianId, request.body.message, sessionId);
      },
    }),
    // ---- Staff: the transfer inbox ----
    "GET /api/transfer-notices": plainRead({
      config: { access: "staff" },
      summary: "Avisos de transferencia de las familias (pendientes primero)",
      view: z.array(transferNoticeSchema),
      read: () => transferInbox(ctx),
    }),
    "POST /api/transfer-notices/:id/confirm": changeById({
      config: { access: "staff" },
      summary: "Confirma un aviso de transferencia: lo registra como comprobante",
      body: transferConfirmInputSchema,
      view: receiptResponseSchema,
      created: true,
      change: (user, id, input) => confirmTransferNotice(ctx, user, id, input.lines),
    }),
    "POST /api/transfer-notices/:id/reject": actionById({
      config: { access: "staff" },
      summary: "Rechaza un aviso de transferencia (el dinero no llegó), con el motivo",
      body: transferRejectInputSchema,
      act: (user, id, input) => rejectTransferNotice(ctx, user, id, input.reason),
    }),
    // ---- Staff: the families' correction requests ----
    "GET /api/correction-requests": plainRead({
      config: { access: "staff" },
      summary: "Solicitudes de corrección de datos enviadas desde el portal (abiertas primero)",
      view: z.array(correctionRequestSchema),
      read: () => correctionInbox(ctx),
    }),
    "POST /api/correction-requests/:id/handled": changeById({
      config: { access: "staff" },
      summary: "Marca atendida una solicitud de corrección (con una nota opcional)",
      body: correctionHandledInputSchema,
      view: correctionRequestSchema,
      change: (user, id, input) => handleCorrectionRequest(ctx, user, id, input.note ?? null),
    }),
  }),
);
