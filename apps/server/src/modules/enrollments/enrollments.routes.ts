import {
  classStudentResponseSchema,
  enrollmentPreviewQuerySchema,
  enrollmentPreviewResponseSchema,
  enrollmentResponseSchema,
  enrollmentSchema,
  unenrollmentSchema,
} from "@nova/domain";
import { z } from "zod";
import { changeByBody, listById, readByQuery } from "../../routing/record-route-rows.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import {
  classStudents,
  enroll,
  enrollmentPreview,
  studentEnrollments,
  unenroll,
} from "./enrollments.service.ts";

export const enrollmentRoutes = tableRoutes(["inscripciones"], (ctx) =>
  table({
    "POST /api/students/enroll": changeByBody({
      config: { access: "staff" },
      summary: "Inscribe un estudiante en una clase",
      body: enrollmentSchema,
      view: enrollmentResponseSchema,
      created: true,
      change: (user, input) => enroll(ctx, user.id, input),
    }),
    "GET /api/enrollments/preview": readByQuery({
      config: { access: "staff" },
      summary:
        "Lo que cobraría una inscripción: primer mes según la política del estudio y matrícula (no escribe nada)",
      query: enrollmentPreviewQuerySchema,
      view: enrollmentPreviewResponseSchema,
      read: (query) => enrollmentPreview(ctx, query),
    }),
    "DELETE /api/students/unenroll": changeByBody({
      config: { access: "staff" },
      summary: "Desinscribe un estudiante (la inscripción queda en el historial)",
      body: unenrollmentSchema,
      view: enrollmentResponseSchema,
      change: (user, input) => unenroll(ctx, user.id, input),
    }),
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
  }),
);
