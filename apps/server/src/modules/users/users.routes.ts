import {
  userCreateSchema,
  userResponseSchema,
  userUpdateSchema,
  userWithPasswordResponseSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { changeById } from "../../routing/record-route-rows.ts";
import { routeTable } from "../../routing/route-table.ts";
import { createUser, listUsers, resetUserPassword, updateUser } from "./users.service.ts";

const tags = ["usuarios"];

// Accounts are the owner's: no route here states `access`, so every one is admin-only.
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  routeTable(app, tags, {
    "GET /api/users": {
      schema: {
        summary: "Cuentas de la consola (solo administradores)",
        response: { 200: z.array(userResponseSchema) },
      },
      // Carries each account's last login, which signing in records without an audit row.,
      handler: async () => listUsers(ctx),
    },
    "POST /api/users": {
      schema: {
        summary: "Crea una cuenta con una contraseña generada que se muestra una sola vez",
        body: userCreateSchema,
        response: { 201: userWithPasswordResponseSchema },
      },
      status: 201,
      handler: async (request) => createUser(ctx, requireUser(request), request.body),
    },
    "PUT /api/users/:id": changeById({
      summary: "Cambia el rol o desactiva/reactiva una cuenta (cierra sus sesiones)",
      body: userUpdateSchema,
      view: userResponseSchema,
      change: (user, id, input) => updateUser(ctx, user, id, input),
    }),
    "POST /api/users/:id/reset-password": changeById({
      summary: "Genera una contraseña nueva (se muestra una vez) y cierra las sesiones",
      view: userWithPasswordResponseSchema,
      change: (user, id) => resetUserPassword(ctx, user, id),
    }),
  });
};
