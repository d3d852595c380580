import {
  familyStatementResponseSchema,
  guardianDetailResponseSchema,
  guardianInputSchema,
  guardianResponseSchema,
  guardiansQuerySchema,
  guardianUpdateSchema,
  idParamSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { setTotalCount } from "../../lib/list-paging.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import {
  createGuardianFromForm,
  deleteGuardian,
  getFamilyStatement,
  getGuardianDetail,
  listGuardians,
  updateGuardianFromForm,
} from "./guardians.service.ts";

const tags = ["apoderados"];

export const guardianRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/guardians",
    {
      config: { access: "staff", cache: { topics: ["records"] } },
      schema: {
        tags,
        summary: "Lista de apoderados (búsqueda por nombre, RUT, teléfono o email; X-Total-Count)",
        querystring: guardiansQuerySchema,
        response: { 200: z.array(guardianResponseSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listGuardians(ctx, request.query);
      setTotalCount(reply, total);
      return items;
    },
  );

  app.get(
    "/api/guardians/:id",
    {
      config: { access: "staff", cache: { topics: ["records"] } },
      schema: {
        tags,
        summary: "Un apoderado con sus estudiantes (clases y estado de cada uno)",
        params: idParamSchema,
        response: { 200: guardianDetailResponseSchema },
      },
    },
    async (request) => getGuardianDetail(ctx, request.params.id),
  );

  app.get(
    "/api/families/:guardianId/statement",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Estado de cuenta de una familia",
        description:
          "Todo lo que adeuda cada hijo de quien el apoderado es responsable de pago (clase y mes, del más antiguo al más nuevo, con recargo, pagos parciales y descuentos), los comprobantes de la familia y el saldo. Las mismas cifras que el informe de deudas y la ficha de cada estudiante. 404 GUARDIAN_NOT_FOUND si el apoderado no existe.",
        params: z.object({ guardianId: idParamSchema.shape.id }),
        response: { 200: familyStatementResponseSchema },
      },
    },
    async (request) => getFamilyStatement(ctx, request.params.guardianId),
  );

  app.post(
    "/api/guardians",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Crea un apoderado",
        description:
          "El RUT es opcional pero, si se envía, debe ser válido y no estar registrado en otro apoderado (409 DUPLICATE_GUARDIAN_RUT con details.guardianId). El teléfono es un número chileno y se guarda como +56 9 1234 5678.",
        body: guardianInputSchema,
        response: { 201: guardianResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createGuardianFromForm(ctx, requireUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    "/api/guardians/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Actualiza un apoderado",
        description: "Actualización parcial: un campo que no se envía conserva su valor.",
        params: idParamSchema,
        body: guardianUpdateSchema,
        response: { 200: guardianResponseSchema },
      },
    },
    async (request) =>
      updateGuardianFromForm(ctx, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/guardians/:id",
    {
      schema: {
        tags,
        summary: "Elimina un apoderado (lo desvincula de sus estudiantes)",
        description:
          "Se rechaza con 422 GUARDIAN_IS_PAYER mientras sea responsable de pago de un estudiante vigente: primero se asigna otro responsable en la ficha del estudiante.",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      await deleteGuardian(ctx, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
