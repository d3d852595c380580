import {
  loginResponseSchema,
  loginSchema,
  passwordChangeSchema,
  sessionUserResponseSchema,
} from "@nova/domain";
import type { FastifyRequest } from "fastify";
import { requireUser } from "../../plugins/authenticate.ts";
import { toPublicUser } from "../../records/accounts/users.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import { changeOwnPassword, login, logout } from "./auth.service.ts";

export const authRoutes = tableRoutes(["auth"], (ctx) => {
  const me = {
    config: { access: "teacher" },
    schema: {
      summary: "Usuario de la sesión actual",
      response: { 200: sessionUserResponseSchema },
    },
    handler: async (request: FastifyRequest) => toPublicUser(requireUser(request)),
  } as const;

  return table({
    "POST /api/auth/login": {
      config: { public: true, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        security: [], // answered without a token
        summary: "Inicia sesión y entrega un token",
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
      handler: async (request) => login(ctx, request.body, request.ip),
    },
    "POST /api/auth/logout": {
      config: { access: "teacher" },
      schema: { summary: "Cierra la sesión y revoca el token" },
      status: 204,
      handler: async (request) => {
        if (request.user) await logout(ctx, request.user);
      },
    },
    "GET /api/auth/me": me,
    "GET /auth/me": {
      ...me,
      // Per user: two teachers (or two receptionists) share a role, not an identity.
      config: { access: "teacher", cache: { topics: ["records", "money"], perUser: true } },
      schema: { ...me.schema, hide: true },
    },
    "PUT /api/auth/password": {
      config: { access: "teacher", rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        summary: "Cambia la contraseña propia (cierra las demás sesiones)",
        body: passwordChangeSchema,
      },
      status: 204,
      handler: async (request) => changeOwnPassword(ctx, requireUser(request), request.body),
    },
  });
});
