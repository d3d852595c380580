import {
  loginResponseSchema,
  loginSchema,
  passwordChangeSchema,
  sessionUserResponseSchema,
} from "@nova/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { requireUser } from "../../plugins/authenticate.ts";
import { toPublicUser } from "../../records/accounts/users.ts";
import { changeOwnPassword, login, logout } from "./auth.service.ts";

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/api/auth/login",
    {
      schema: {
        security: [], // answered without a token
        tags: ["auth"],
        summary: "Inicia sesión y entrega un token",
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
      config: { public: true, rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request) => login(ctx, request.body, request.ip),
  );

  app.post(
    "/api/auth/logout",
    {
      schema: { tags: ["auth"], summary: "Cierra la sesión y revoca el token" },
      config: { access: "teacher" },
    },
    async (request, reply) => {
      if (request.user) await logout(ctx, request.user);
      return reply.status(204).send();
    },
  );

  const me = async (request: FastifyRequest) => toPublicUser(requireUser(request));
  const meSchema = {
    tags: ["auth"],
    summary: "Usuario de la sesión actual",
    response: { 200: sessionUserResponseSchema },
  };
  app.get("/api/auth/me", { schema: meSchema, config: { access: "teacher" } }, me);
  app.get(
    "/auth/me",
    {
      schema: { ...meSchema, hide: true },
      // Per user: two teachers (or two receptionists) share a role, not an identity.
      config: { access: "teacher", cache: { topics: ["records", "money"], perUser: true } },
    },
    me,
  );

  app.put(
    "/api/auth/password",
    {
      schema: {
        tags: ["auth"],
        summary: "Cambia la contraseña propia (cierra las demás sesiones)",
        body: passwordChangeSchema,
      },
      config: { access: "teacher", rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      await changeOwnPassword(ctx, requireUser(request), request.body);
      return reply.status(204).send();
    },
  );
};
