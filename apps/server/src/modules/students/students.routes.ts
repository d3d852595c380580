import {
  studentInputSchema,
  studentResponseSchema,
  studentsQuerySchema,
  studentUpdateSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { pagedList, readById } from "../../routing/record-route-rows.ts";
import { recordWriteRoutes } from "../../routing/record-write-routes.ts";
import { routeTable } from "../../routing/route-table.ts";
import {
  createStudent,
  deleteStudent,
  getStudentView,
  listStudentViews,
  updateStudentFromForm,
} from "./students.service.ts";

const tags = ["estudiantes"];

export const studentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  routeTable(app, tags, {
    "GET /api/students": pagedList({
      config: { access: "staff", cache: { topics: ["records"] } },
      summary: "Lista de estudiantes (búsqueda por nombre, email o DNI; X-Total-Count)",
      query: studentsQuerySchema,
      item: studentResponseSchema,
      list: (query, request) => listStudentViews(ctx, query, request.dataVersions),
    }),
    "GET /api/students/:id": readById({
      config: { access: "staff", cache: { topics: ["records"] } },
      summary: "Un estudiante",
      view: studentResponseSchema,
      read: (id) => getStudentView(ctx, id),
    }),
  });

  recordWriteRoutes(
    app,
    "/api/students",
    { tags, config: { access: "staff" }, view: studentResponseSchema },
    {
      create: {
        summary: "Crea un estudiante",
        body: studentInputSchema,
        write: (userId, data) => createStudent(ctx, userId, data),
      },
      update: {
        summary: "Actualiza un estudiante",
        description:
          "Actualización parcial: un campo que no se envía conserva su valor; `null` borra un campo opcional. Los campos enviados se validan igual que al crear.",
        body: studentUpdateSchema,
        write: (userId, id, data) => updateStudentFromForm(ctx, userId, id, data),
      },
      remove: {
        summary: "Elimina un estudiante (sus pagos se conservan)",
        write: (userId, id) => deleteStudent(ctx, userId, id),
      },
    },
  );
};
