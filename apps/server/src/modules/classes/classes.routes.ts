import {
  classesQuerySchema,
  classInputSchema,
  classResponseSchema,
  classUpdateSchema,
} from "@nova/domain";
import { pagedList, readById } from "../../routing/record-route-rows.ts";
import { recordWriteRows } from "../../routing/record-write-routes.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import {
  createClass,
  deleteClass,
  getClassView,
  listClassViews,
  updateClassFromForm,
} from "./classes.service.ts";

export const classRoutes = tableRoutes(["clases"], (ctx) =>
  table({
    "GET /api/classes": pagedList({
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      summary: "Lista de clases (búsqueda por clase o profesora, tipo, estado, día)",
      query: classesQuerySchema,
      item: classResponseSchema,
      list: (query, request) => listClassViews(ctx, query, request.dataVersions),
    }),
    "GET /api/classes/:id": readById({
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      summary: "Una clase, con horarios, profesoras, estudiantes e ingresos del mes",
      view: classResponseSchema,
      read: (id, request) => getClassView(ctx, id, request.dataVersions),
    }),
    ...recordWriteRows(
      "/api/classes",
      { view: classResponseSchema },
      {
        create: {
          summary: "Crea una clase con sus horarios",
          body: classInputSchema,
          write: (userId, data) => createClass(ctx, userId, data),
        },
        update: {
          summary: "Actualiza una clase; los horarios enviados reemplazan a los anteriores",
          description:
            "Actualización parcial: un campo que no se envía conserva su valor (también `schedules`); `null` borra un campo opcional. El cupo no puede quedar bajo los estudiantes inscritos (409 CAPACITY_BELOW_ENROLLED).",
          body: classUpdateSchema,
          write: (userId, id, data) => updateClassFromForm(ctx, userId, id, data),
        },
        remove: {
          summary: "Elimina una clase (cierra inscripciones, desasigna profesoras, conserva pagos)",
          write: (userId, id) => deleteClass(ctx, userId, id),
        },
      },
    ),
  }),
);
