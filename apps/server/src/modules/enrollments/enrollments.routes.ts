import {
  classStudentResponseSchema,
  enrollmentPreviewQuerySchema,
  enrollmentPreviewResponseSchema,
  enrollmentResponseSchema,
  enrollmentSchema,
  idParamSchema,
  unenrollmentSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { setTotalCount } from "../../lib/list-paging.ts";
import { requireUser } from "../../plugins/authenticate.ts";
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
  app.post(
    "/api/students/enroll",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Inscribe un estudiante en una clase",
        body: enrollmentSchema,
        response: { 201: enrollmentResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await enroll(ctx, requireUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/api/enrollments/preview",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Lo que cobraría una inscripción: primer mes según la política del estudio y matrícula (no escribe nada)",
        querystring: enrollmentPreviewQuerySchema,
        response: { 200: enrollmentPreviewResponseSchema },
      },
    },
    async (request) => enrollmentPreview(ctx, request.query),
  );

  app.delete(
    "/api/students/unenroll",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Desinscribe un estudiante (la inscripción queda en el historial)",
        body: unenrollmentSchema,
        response: { 200: enrollmentResponseSchema },
      },
    },
    async (request) => unenroll(ctx, requireUser(request).id, request.body),
  );

  app.get(
    "/api/students/:id/enrollments",
    {
      config: { access: "staff", cache: { topics: ["records"] } },
      schema: {
        tags,
        summary: "Inscripciones de un estudiante, activas y terminadas, la más reciente primero",
        params: idParamSchema,
        response: { 200: z.array(enrollmentResponseSchema) },
      },
    },
    async (request, reply) => {
      const items = await studentEnrollments(ctx, request.params.id);
      setTotalCount(reply, items.length);
      return items;
    },
  );

  app.get(
    "/api/classes/:id/students",
    {
      config: { access: "staff", cache: { topics: ["records"] } },
      schema: {
        tags,
        summary: "Estudiantes inscritos en una clase, con su fecha de inscripción",
        params: idParamSchema,
        response: { 200: z.array(classStudentResponseSchema) },
      },
    },
    async (request, reply) => {
      const items = await classStudents(ctx, request.params.id);
      setTotalCount(reply, items.length);
      return items;
    },
  );
};
