import {
  familyStatementResponseSchema,
  guardianDetailResponseSchema,
  guardianInputSchema,
  guardianResponseSchema,
  guardiansQuerySchema,
  guardianUpdateSchema,
  idParamSchema,
} from "@nova/domain";
import { z } from "zod";
import { pagedList, readById, readByParams } from "../../routing/record-route-rows.ts";
import { recordWriteRows } from "../../routing/record-write-routes.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import {
  createGuardianFromForm,
  deleteGuardian,
  getFamilyStatement,
  getGuardianDetail,
  listGuardians,
  updateGuardianFromForm,
} from "./guardians.service.ts";

export const guardianRoutes = tableRoutes(["apoderados"], (ctx) =>
  table({
    "GET /api/guardians": pagedList({
      config: { access: "staff", cache: { topics: ["records"] } },
      summary: "Lista de apoderados (búsqueda por nombre, RUT, teléfono o email; X-Total-Count)",
      query: guardiansQuerySchema,
      item: guardianResponseSchema,
      list: (query) => listGuardians(ctx, query),
    }),
    "GET /api/guardians/:id": readById({
      config: { access: "staff", cache: { topics: ["records"] } },
      summary: "Un apoderado con sus estudiantes (clases y estado de cada uno)",
      view: guardianDetailResponseSchema,
      read: (id) => getGuardianDetail(ctx, id),
    }),
    "GET /api/families/:guardianId/statement": readByParams({
      config: { access: "staff" },
      summary: "Estado de cuenta de una familia",
      description:
        "Todo lo que adeuda cada hijo de quien el apoderado es responsable de pago (clase y mes, del más antiguo al más nuevo, con recargo, pagos parciales y descuentos), los comprobantes de la familia y el saldo. Las mismas cifras que el informe de deudas y la ficha de cada estudiante. 404 GUARDIAN_NOT_FOUND si el apoderado no existe.",
      params: z.object({ guardianId: idParamSchema.shape.id }),
      view: familyStatementResponseSchema,
      read: ({ guardianId }) => getFamilyStatement(ctx, guardianId),
    }),
    ...recordWriteRows(
      "/api/guardians",
      { config: { access: "staff" }, view: guardianResponseSchema },
      {
        create: {
          summary: "Crea un apoderado",
          description:
            "El RUT es opcional pero, si se envía, debe ser válido y no estar registrado en otro apoderado (409 DUPLICATE_GUARDIAN_RUT con details.guardianId). El teléfono es un número chileno y se guarda como +56 9 1234 5678.",
          body: guardianInputSchema,
          write: (userId, data) => createGuardianFromForm(ctx, userId, data),
        },
        update: {
          summary: "Actualiza un apoderado",
          description: "Actualización parcial: un campo que no se envía conserva su valor.",
          body: guardianUpdateSchema,
          write: (userId, id, data) => updateGuardianFromForm(ctx, userId, id, data),
        },
        remove: {
          summary: "Elimina un apoderado (lo desvincula de sus estudiantes)",
          description:
            "Se rechaza con 422 GUARDIAN_IS_PAYER mientras sea responsable de pago de un estudiante vigente: primero se asigna otro responsable en la ficha del estudiante.",
          write: (userId, id) => deleteGuardian(ctx, userId, id),
        },
      },
    ),
  }),
);
