import {
  endScholarshipSchema,
  idParamSchema,
  scholarshipInputSchema,
  scholarshipResponseSchema,
} from "@nova/domain";
import { z } from "zod";
import { changeById, changeByParams, readById } from "../../routing/record-route-rows.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import { addScholarship, endScholarship, listScholarships } from "./scholarships.service.ts";

const studentScholarshipParams = z.object({
  id: idParamSchema.shape.id,
  scholarshipId: idParamSchema.shape.id,
});

// A scholarship is the owner's decision (issue 26): no `access` on the writes, so admins only;
// reception reads them (the student page shows why a month costs less).
export const scholarshipRoutes = tableRoutes(["pagos"], (ctx) =>
  table({
    "GET /api/students/:id/scholarships": readById({
      config: { access: "staff", cache: { topics: ["records"] } },
      summary: "Becas y descuentos puntuales de un estudiante (las anuladas incluidas)",
      view: z.array(scholarshipResponseSchema),
      read: (id) => listScholarships(ctx, id),
    }),
    "POST /api/students/:id/scholarships": changeById({
      summary:
        "Agrega una beca o descuento puntual (porcentaje o monto, de un mes a otro, con motivo)",
      body: scholarshipInputSchema,
      view: scholarshipResponseSchema,
      created: true,
      change: (user, id, input) => addScholarship(ctx, user.id, id, input),
    }),
    "DELETE /api/students/:id/scholarships/:scholarshipId": changeByParams({
      summary:
        "Termina una beca con motivo (se aplica hasta el mes actual) o la anula (voidAll: ningún mes); el registro se conserva",
      params: studentScholarshipParams,
      body: endScholarshipSchema,
      view: scholarshipResponseSchema,
      change: (user, { id, scholarshipId }, input) =>
        endScholarship(ctx, user.id, id, scholarshipId, input),
    }),
  }),
);
