import {
  assignmentResponseSchema,
  assignmentSchema,
  myTeachingResponseSchema,
  teacherAssignmentSchema,
  teacherHonorariosResponseSchema,
  teacherInputSchema,
  teacherListItemResponseSchema,
  teacherResponseSchema,
  teachersQuerySchema,
  teacherUpdateSchema,
} from "@nova/domain";
import { z } from "zod";
import { setTotalCount } from "../../lib/list-paging.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { changeByBody, plainRead, readById } from "../../routing/record-route-rows.ts";
import { recordWriteRows } from "../../routing/record-write-routes.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import { assignTeacher, unassignTeacher } from "./assignments.service.ts";
import { myHonorarios, teacherHonorarios } from "./my-honorarios.ts";
import { myTeaching } from "./my-teaching.ts";
import { createTeacher, deleteTeacher, updateTeacherFromForm } from "./teacher-edits.service.ts";
import { getTeacherView, listTeacherViews } from "./teacher-views.service.ts";

export const teacherRoutes = tableRoutes(["profesoras"], (ctx) =>
  table({
    "GET /api/teachers": {
      config: { access: "staff", shape: "teacher", cache: { topics: ["records", "money"] } },
      schema: {
        summary: "Lista de profesoras (búsqueda por nombre o email; status owners|instructors)",
        querystring: teachersQuerySchema,
        response: { 200: z.array(teacherListItemResponseSchema) },
      },
      handler: async (request, reply) => {
        const { items, total, distinctStudents } = await listTeacherViews(
          ctx,
          request.query,
          request.dataVersions,
        );
        setTotalCount(reply, total);
        // The list's footer: a student taught by two listed teachers is one student.
        reply.header("X-Total-Students", String(distinctStudents));
        return items;
      },
    },
    // Her own classes and pay: open to a teacher's account (and to nobody else's record).
    "GET /api/teachers/me": plainRead({
      config: { access: "teacher" },
      summary: "La profesora de la sesión: sus clases, su horario y su pago por mes",
      view: myTeachingResponseSchema,
      read: (request) => myTeaching(ctx, requireUser(request)),
    }),
    // Her honorarios month by month (issue 39.7): her own only; an admin reads any teacher's below.
    "GET /api/teachers/me/honorarios": plainRead({
      config: { access: "teacher" },
      summary: "Los honorarios de la profesora de la sesión: bruto, retención, líquido y boleta",
      view: teacherHonorariosResponseSchema,
      read: (request) => myHonorarios(ctx, requireUser(request)),
    }),
    "GET /api/teachers/:id/honorarios": readById({
      summary: "Los honorarios de una profesora por mes (solo administración)",
      view: teacherHonorariosResponseSchema,
      read: (id) => teacherHonorarios(ctx, id),
    }),
    "GET /api/teachers/:id": readById({
      config: { access: "staff", shape: "teacher", cache: { topics: ["records", "money"] } },
      summary: "Una profesora, con sus clases, estudiantes y compensación del mes",
      view: teacherResponseSchema,
      read: (id, request) => getTeacherView(ctx, id, request.dataVersions),
    }),
    ...recordWriteRows(
      "/api/teachers",
      { config: { shape: "teacher" }, view: teacherResponseSchema },
      {
        create: {
          summary: "Crea una profesora",
          body: teacherInputSchema,
          write: (userId, data) => createTeacher(ctx, userId, data),
        },
        update: {
          summary: "Actualiza una profesora",
          description:
            "Actualización parcial: un campo que no se envía conserva su valor; `null` borra la dirección. Un cambio de `isStudioOwner` rige desde hoy: el mes en curso y los siguientes se pagan con la nueva tasa, los anteriores conservan la suya.",
          body: teacherUpdateSchema,
          write: (userId, id, data) => updateTeacherFromForm(ctx, userId, id, data),
        },
        remove: {
          summary: "Elimina una profesora y la desasigna de sus clases",
          write: (userId, id) => deleteTeacher(ctx, userId, id),
        },
      },
    ),
    "POST /api/teachers/assign": changeByBody({
      summary: "Asigna una profesora a una clase",
      description:
        "Abre un período de asignación desde `assignedFrom` (por defecto hoy; nunca después de hoy ni antes del primer mes del estudio). Los meses anteriores conservan sus cifras.",
      body: teacherAssignmentSchema,
      view: assignmentResponseSchema,
      created: true,
      change: (user, input) => assignTeacher(ctx, user.id, input),
    }),
    "DELETE /api/teachers/unassign": changeByBody({
      summary: "Desasigna una profesora de una clase",
      description:
        "Termina hoy su período de asignación; el período se conserva, así los meses en que enseñó la clase siguen pagándole.",
      body: assignmentSchema,
      view: assignmentResponseSchema,
      change: (user, input) => unassignTeacher(ctx, user.id, input),
    }),
  }),
);
