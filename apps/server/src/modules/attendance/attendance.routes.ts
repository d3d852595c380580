import {
  atRiskResponseSchema,
  attendanceInputSchema,
  attendanceReportResponseSchema,
  attendanceSavedResponseSchema,
  classAttendanceResponseSchema,
  closedDaysQuerySchema,
  closedDaysResponseSchema,
  makeUpCandidatesResponseSchema,
  monthParamSchema,
  sessionParamsSchema,
  sessionStartQuerySchema,
  sessionsQuerySchema,
  sessionsResponseSchema,
  studentAttendanceResponseSchema,
} from "@nova/domain";
import { requireUser } from "../../plugins/authenticate.ts";
import { idempotencyClaim } from "../../records/system/idempotency.ts";
import { plainRead, readById, readByParams, readByQuery } from "../../routing/record-route-rows.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import { attendanceReport, classAttendance } from "./class-attendance.service.ts";
import { makeUpCandidates, saveAttendance } from "./marking.service.ts";
import { closedDays, sessionsOfDay } from "./sessions.service.ts";
import { studentAttendance, studentsAtRisk } from "./student-attendance.service.ts";

// Sessions and marking are open to teachers (each sees and marks only her own classes); what
// attendance feeds (student page, at-risk list, report) is the studio's: reception and admins.
// Nothing here is cached: marks change by the minute while a class is being taken.
export const attendanceRoutes = tableRoutes(["asistencia"], (ctx) =>
  table({
    "GET /api/sessions": readByQuery({
      config: { access: "teacher" },
      summary: "Sesiones de un día que el usuario puede ver (una profesora: las suyas)",
      query: sessionsQuerySchema,
      view: sessionsResponseSchema,
      read: (query, request) => sessionsOfDay(ctx, requireUser(request), query.date),
    }),
    "GET /api/closed-days": readByQuery({
      config: { access: "staff" },
      summary: "Días sin clases de un rango: feriados de Chile y cierres del estudio",
      query: closedDaysQuerySchema,
      view: closedDaysResponseSchema,
      read: (query) => closedDays(ctx, query.from, query.to),
    }),
    "PUT /api/sessions/:classId/:date/attendance": {
      schema: {
        summary:
          "Guarda la asistencia de una sesión (Idempotency-Key; ?start=HH:MM si la clase tiene dos sesiones ese día)",
        params: sessionParamsSchema,
        querystring: sessionStartQuerySchema,
        body: attendanceInputSchema,
        response: { 200: attendanceSavedResponseSchema },
      },
      config: { access: "teacher" },
      handler: async (request) => {
        const user = requireUser(request);
        return saveAttendance(
          ctx,
          user,
          { ...request.params, start: request.query.start },
          request.body,
          idempotencyClaim(request, user.id),
        );
      },
    },
    "GET /api/sessions/:classId/:date/make-up-candidates": readByParams({
      config: { access: "teacher" },
      summary: "Estudiantes que pueden recuperar en esta sesión (crédito vigente del mismo tipo)",
      params: sessionParamsSchema,
      view: makeUpCandidatesResponseSchema,
      read: ({ classId, date }, request) =>
        makeUpCandidates(ctx, requireUser(request), classId, date),
    }),
    "GET /api/students/:id/attendance": readById({
      config: { access: "staff" },
      summary: "Asistencia de una estudiante: últimas 8 semanas, riesgo y recuperaciones",
      view: studentAttendanceResponseSchema,
      read: (id) => studentAttendance(ctx, id),
    }),
    "GET /api/classes/:id/attendance": readById({
      config: { access: "staff" },
      summary: "Asistencia de una clase: sesiones de las últimas 8 semanas y ocupación por semana",
      view: classAttendanceResponseSchema,
      read: (id) => classAttendance(ctx, id),
    }),
    "GET /api/attendance/at-risk": plainRead({
      config: { access: "staff" },
      summary: "Estudiantes en riesgo: dos ausencias seguidas o menos de 50 % en 4 semanas",
      view: atRiskResponseSchema,
      read: () => studentsAtRisk(ctx),
    }),
    "GET /api/reports/attendance/:month": readByParams({
      config: { access: "staff" },
      summary: "Reporte de asistencia del mes por clase: sesiones, asistencia y ocupación",
      params: monthParamSchema,
      view: attendanceReportResponseSchema,
      read: ({ month }) => attendanceReport(ctx, month),
    }),
  }),
);
