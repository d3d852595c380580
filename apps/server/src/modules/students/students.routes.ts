import {
  idParamSchema,
  studentInputSchema,
  studentResponseSchema,
  studentsQuerySchema,
  studentUpdateSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { setTotalCount } from "../../lib/list-paging.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import {
  createStudent,
  deleteStudent,
  getStudentView,
  listStudentViews,
  updateStudentFromForm,
} from "./students.service.ts";

const tags = ["estudiantes"];

export const studentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/students",
    {
      config: { access: "staff", cache: { topics: ["records"] } },
      schema: {
        tags,
        summary: "Lista de estudiantes (búsqueda por nombre, email o DNI; X-Total-Count)",
        querystring: studentsQuerySchema,
        response: { 200: z.array(studentResponseSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listStudentViews(ctx, request.query);
      setTotalCount(reply, total);
      return items;
    },
  );

  app.get(
    "/api/students/:id",
    {
      config: { access: "staff", cache: { topics: ["records"] } },
      schema: {
        tags,
        summary: "Un estudiante",
        params: idParamSchema,
        response: { 200: studentResponseSchema },
      },
    },
    async (request) => getStudentView(ctx, request.params.id),
  );

  app.post(
    "/api/students",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Crea un estudiante",
        body: studentInputSchema,
        response: { 201: studentResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createStudent(ctx, requireUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    "/api/students/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Actualiza un estudiante",
        description:
          "Actualización parcial: un campo que no se envía conserva su valor; `null` borra un campo opcional. Los campos enviados se validan igual que al crear.",
        params: idParamSchema,
        body: studentUpdateSchema,
        response: { 200: studentResponseSchema },
      },
    },
    async (request) =>
      updateStudentFromForm(ctx, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/students/:id",
    {
      schema: {
        tags,
        summary: "Elimina un estudiante (sus pagos se conservan)",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      await deleteStudent(ctx, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
