import {
  assignmentResponseSchema,
  assignmentSchema,
  idParamSchema,
  myTeachingResponseSchema,
  teacherAssignmentSchema,
  teacherHonorariosResponseSchema,
  teacherInputSchema,
  teacherListItemResponseSchema,
  teacherResponseSchema,
  teachersQuerySchema,
  teacherUpdateSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { setTotalCount } from "../../lib/list-paging.ts";
import { recordWriteRoutes } from "../../lib/record-write-routes.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { assignTeacher, unassignTeacher } from "./assignments.service.ts";
import { myHonorarios, teacherHonorarios } from "./my-honorarios.ts";
import { myTeaching } from "./my-teaching.ts";
import { createTeacher, deleteTeacher, updateTeacherFromForm } from "./teacher-edits.service.ts";
import { getTeacherView, listTeacherViews } from "./teacher-views.service.ts";

const tags = ["profesoras"];

export const teacherRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/teachers",
    {
      config: { access: "staff", shape: "teacher", cache: { topics: ["records", "money"] } },
      schema: {
        tags,
        summary: "Lista de profesoras (búsqueda por nombre o email; status owners|instructors)",
        querystring: teachersQuerySchema,
        response: { 200: z.array(teacherListItemResponseSchema) },
      },
    },
    async (request, reply) => {
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
  );

  // Her own classes and pay: open to a teacher's account (and to nobody else's record).
  app.get(
    "/api/teachers/me",
    {
      schema: {
        tags: ["profesoras"],
        summary: "La profesora de la sesión: sus clases, su horario y su pago por mes",
        response: { 200: myTeachingResponseSchema },
      },
      config: { access: "teacher" },
    },
    async (request) => myTeaching(ctx, requireUser(request)),
  );

  // Her honorarios month by month (issue 39.7): her own only; an admin reads any teacher's below.
  app.get(
    "/api/teachers/me/honorarios",
    {
      schema: {
        tags,
        summary: "Los honorarios de la profesora de la sesión: bruto, retención, líquido y boleta",
        response: { 200: teacherHonorariosResponseSchema },
      },
      config: { access: "teacher" },
    },
    async (request) => myHonorarios(ctx, requireUser(request)),
  );

  app.get(
    "/api/teachers/:id/honorarios",
    {
      schema: {
        tags,
        summary: "Los honorarios de una profesora por mes (solo administración)",
        params: idParamSchema,
        response: { 200: teacherHonorariosResponseSchema },
      },
    },
    async (request) => teacherHonorarios(ctx, request.params.id),
  );

  app.get(
    "/api/teachers/:id",
    {
      config: { access: "staff", shape: "teacher", cache: { topics: ["records", "money"] } },
      schema: {
        tags,
        summary: "Una profesora, con sus clases, estudiantes y compensación del mes",
        params: idParamSchema,
        response: { 200: teacherResponseSchema },
      },
    },
    async (request) => getTeacherView(ctx, request.params.id, request.dataVersions),
  );

  recordWriteRoutes(
    app,
    "/api/teachers",
    { tags, config: { shape: "teacher" }, view: teacherResponseSchema },
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
  );

  app.post(
    "/api/teachers/assign",
    {
      schema: {
        tags,
        summary: "Asigna una profesora a una clase",
        description:
          "Abre un período de asignación desde `assignedFrom` (por defecto hoy; nunca después de hoy ni antes del primer mes del estudio). Los meses anteriores conservan sus cifras.",
        body: teacherAssignmentSchema,
        response: { 201: assignmentResponseSchema },
      },
    },
    async (request, reply) => {
      const assigned = await assignTeacher(ctx, requireUser(request).id, request.body);
      return reply.status(201).send(assigned);
    },
  );

  app.delete(
    "/api/teachers/unassign",
    {
      schema: {
        tags,
        summary: "Desasigna una profesora de una clase",
        description:
          "Termina hoy su período de asignación; el período se conserva, así los meses en que enseñó la clase siguen pagándole.",
        body: assignmentSchema,
        response: { 200: assignmentResponseSchema },
      },
    },
    async (request) => unassignTeacher(ctx, requireUser(request).id, request.body),
  );
};
