import {
  classStudentResponseSchema,
  enrollmentPreviewQuerySchema,
  enrollmentPreviewResponseSchema,
  enrollmentResponseSchema,
  enrollmentSchema,
  unenrollmentSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { listById } from "../../routing/record-route-rows.ts";
import { routeTable } from "../../routing/route-table.ts";
import {
  classStudents,
  enroll,
  enrollmentPreview,
  studentEnrollments,
  unenroll,
} from "./enrollments.service.ts";

const tags = ["inscripciones"];

export const enrollmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  routeTable(app, tags, {
    "POST /api/students/enroll": {
      config: { access: "staff" },
      schema: {
        summary: "Inscribe un estudiante en una clase",
        body: enrollmentSchema,
        response: { 201: enrollmentResponseSchema },
      },
      status: 201,
      handler: async (request) => enroll(ctx, requireUser(request).id, request.body),
    },
    "GET /api/enrollments/preview": {
      config: { access: "staff" },
      schema: {
        summary:
          "Lo que cobraría una inscripción: primer mes según la política del estudio y matrícula (no escribe nada)",
        querystring: enrollmentPreviewQuerySchema,
        response: { 200: enrollmentPreviewResponseSchema },
      },
      handler: async (request) => enrollmentPreview(ctx, request.query),
    },
    "DELETE /api/students/unenroll": {
      config: { access: "staff" },
      schema: {
        summary: "Desinscribe un estudiante (la inscripción queda en el historial)",
        body: unenrollmentSchema,
        response: { 200: enrollmentResponseSchema },
      },
      handler: async (request) => unenroll(ctx, requireUser(request).id, request.body),
    },
    "GET /api/students/:id/enrollments": listById({
      config: { access: "staff", cache: { topics: ["records"] } },
      summary: "Inscripciones de un estudiante, activas y terminadas, la más reciente primero",
      view: z.array(enrollmentResponseSchema),
      list: (id) => studentEnrollments(ctx, id),
    }),
    "GET /api/classes/:id/students": listById({
      config: { access: "staff", cache: { topics: ["records"] } },
      summary: "Estudiantes inscritos en una clase, con su fecha de inscripción",
      view: z.array(classStudentResponseSchema),
      list: (id) => classStudents(ctx, id),
    }),
  });
};
