import {
  classesQuerySchema,
  classInputSchema,
  classResponseSchema,
  classUpdateSchema,
  idParamSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { setTotalCount } from "../../lib/list-paging.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import {
  createClass,
  deleteClass,
  getClassView,
  listClassViews,
  updateClassFromForm,
} from "./classes.service.ts";

const tags = ["clases"];

export const classRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/classes",
    {
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      schema: {
        tags,
        summary: "Lista de clases (búsqueda por clase o profesora, tipo, estado, día)",
        querystring: classesQuerySchema,
        response: { 200: z.array(classResponseSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listClassViews(ctx, request.query, request.dataVersions);
      setTotalCount(reply, total);
      return items;
    },
  );

  app.get(
    "/api/classes/:id",
    {
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      schema: {
        tags,
        summary: "Una clase, con horarios, profesoras, estudiantes e ingresos del mes",
        params: idParamSchema,
        response: { 200: classResponseSchema },
      },
    },
    async (request) => getClassView(ctx, request.params.id, request.dataVersions),
  );

  app.post(
    "/api/classes",
    {
      schema: {
        tags,
        summary: "Crea una clase con sus horarios",
        body: classInputSchema,
        response: { 201: classResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createClass(ctx, requireUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    "/api/classes/:id",
    {
      schema: {
        tags,
        summary: "Actualiza una clase; los horarios enviados reemplazan a los anteriores",
        description:
          "Actualización parcial: un campo que no se envía conserva su valor (también `schedules`); `null` borra un campo opcional. El cupo no puede quedar bajo los estudiantes inscritos (409 CAPACITY_BELOW_ENROLLED).",
        params: idParamSchema,
        body: classUpdateSchema,
        response: { 200: classResponseSchema },
      },
    },
    async (request) =>
      updateClassFromForm(ctx, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/classes/:id",
    {
      schema: {
        tags,
        summary: "Elimina una clase (cierra inscripciones, desasigna profesoras, conserva pagos)",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      await deleteClass(ctx, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
