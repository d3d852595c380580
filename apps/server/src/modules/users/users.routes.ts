import {
  userCreateSchema,
  userResponseSchema,
  userUpdateSchema,
  userWithPasswordResponseSchema,
} from "@nova/domain";
import { z } from "zod";
import { changeByBody, changeById, plainRead } from "../../routing/record-route-rows.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import { createUser, listUsers, resetUserPassword, updateUser } from "./users.service.ts";

// Accounts are the owner's: no route here states `access`, so every one is admin-only.
export const userRoutes = tableRoutes(["usuarios"], (ctx) =>
  table({
    "GET /api/users": plainRead({
      summary: "Cuentas de la consola (solo administradores)",
      view: z.array(userResponseSchema),
      // Carries each account's last login, which signing in records without an audit row.
      read: () => listUsers(ctx),
    }),
    "POST /api/users": changeByBody({
      summary: "Crea una cuenta con una contraseña generada que se muestra una sola vez",
      body: userCreateSchema,
      view: userWithPasswordResponseSchema,
      created: true,
      change: (user, input) => createUser(ctx, user, input),
    }),
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
  }),
);
