import {
  atRiskResponseSchema,
  attendanceInputSchema,
  attendanceReportResponseSchema,
  attendanceSavedResponseSchema,
  classAttendanceResponseSchema,
  closedDaysQuerySchema,
  closedDaysResponseSchema,
  idParamSchema,
  makeUpCandidatesResponseSchema,
  monthParamSchema,
  sessionParamsSchema,
  sessionStartQuerySchema,
  sessionsQuerySchema,
  sessionsResponseSchema,
  studentAttendanceResponseSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { idempotencyClaim } from "../../records/system/idempotency.ts";
import { attendanceReport, classAttendance } from "./class-attendance.service.ts";
import { makeUpCandidates, saveAttendance } from "./marking.service.ts";
import { closedDays, sessionsOfDay } from "./sessions.service.ts";
import { studentAttendance, studentsAtRisk } from "./student-attendance.service.ts";

const tags = ["asistencia"];

// Sessions and marking are open to teachers (each sees and marks only her own classes); what
// attendance feeds (student page, at-risk list, report) is the studio's: reception and admins.
// Nothing here is cached: marks change by the minute while a class is being taken.
export const attendanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/api/sessions",
    {
      schema: {
        tags,
        summary: "Sesiones de un día que el usuario puede ver (una profesora: las suyas)",
        querystring: sessionsQuerySchema,
        response: { 200: sessionsResponseSchema },
      },
      config: { access: "teacher" },
    },
    async (request) => sessionsOfDay(ctx, requireUser(request), request.query.date),
  );

  app.get(
    "/api/closed-days",
    {
      schema: {
        tags,
        summary: "Días sin clases de un rango: feriados de Chile y cierres del estudio",
        querystring: closedDaysQuerySchema,
        response: { 200: closedDaysResponseSchema },
      },
      config: { access: "staff" },
    },
    async (request) => closedDays(ctx, request.query.from, request.query.to),
  );

  app.put(
    "/api/sessions/:classId/:date/attendance",
    {
      schema: {
        tags,
        summary:
          "Guarda la asistencia de una sesión (Idempotency-Key; ?start=HH:MM si la clase tiene dos sesiones ese día)",
        params: sessionParamsSchema,
        querystring: sessionStartQuerySchema,
        body: attendanceInputSchema,
        response: { 200: attendanceSavedResponseSchema },
      },
      config: { access: "teacher" },
    },
    async (request) => {
      const user = requireUser(request);
      return saveAttendance(
        ctx,
        user,
        { ...request.params, start: request.query.start },
        request.body,
        idempotencyClaim(request, user.id),
      );
    },
  );

  app.get(
    "/api/sessions/:classId/:date/make-up-candidates",
    {
      schema: {
        tags,
        summary: "Estudiantes que pueden recuperar en esta sesión (crédito vigente del mismo tipo)",
        params: sessionParamsSchema,
        response: { 200: makeUpCandidatesResponseSchema },
      },
      config: { access: "teacher" },
    },
    async (request) =>
      makeUpCandidates(ctx, requireUser(request), request.params.classId, request.params.date),
  );

  app.get(
    "/api/students/:id/attendance",
    {
      schema: {
        tags,
        summary: "Asistencia de una estudiante: últimas 8 semanas, riesgo y recuperaciones",
        params: idParamSchema,
        response: { 200: studentAttendanceResponseSchema },
      },
      config: { access: "staff" },
    },
    async (request) => studentAttendance(ctx, request.params.id),
  );

  app.get(
    "/api/classes/:id/attendance",
    {
      schema: {
        tags,
        summary:
          "Asistencia de una clase: sesiones de las últimas 8 semanas y ocupación por semana",
        params: idParamSchema,
        response: { 200: classAttendanceResponseSchema },
      },
      config: { access: "staff" },
    },
    async (request) => classAttendance(ctx, request.params.id),
  );

  app.get(
    "/api/attendance/at-risk",
    {
      schema: {
        tags,
        summary: "Estudiantes en riesgo: dos ausencias seguidas o menos de 50 % en 4 semanas",
        response: { 200: atRiskResponseSchema },
      },
      config: { access: "staff" },
    },
    async () => studentsAtRisk(ctx),
  );

  app.get(
    "/api/reports/attendance/:month",
    {
      schema: {
        tags,
        summary: "Reporte de asistencia del mes por clase: sesiones, asistencia y ocupación",
        params: monthParamSchema,
        response: { 200: attendanceReportResponseSchema },
      },
      config: { access: "staff" },
    },
    async (request) => attendanceReport(ctx, request.params.month),
  );
};
