import {
  studentInputSchema,
  studentResponseSchema,
  studentsQuerySchema,
  studentUpdateSchema,
} from "@nova/domain";
import { pagedList, readById } from "../../routing/record-route-rows.ts";
import { recordWriteRows } from "../../routing/record-write-routes.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import {
  createStudent,
  deleteStudent,
  getStudentView,
  listStudentViews,
  updateStudentFromForm,
} from "./students.service.ts";

export const studentRoutes = tableRoutes(["estudiantes"], (ctx) =>
  table({
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
    ...recordWriteRows(
      "/api/students",
      { config: { access: "staff" }, view: studentResponseSchema },
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
    ),
  }),
);
