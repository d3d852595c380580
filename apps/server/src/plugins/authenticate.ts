import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext, AuthUser } from "../context.ts";
import { unauthorized } from "../errors.ts";
import { authenticate } from "../modules/auth/auth.service.ts";

// Everything under /api needs a valid session except these; /auth/me is the legacy alias the
// web client falls back to and is authenticated like /api/auth/me.
const PUBLIC_PREFIXES = ["/api/public/", "/api/docs", "/api/health"];
const PUBLIC_ROUTES = new Set(["/api/auth/login"]);

function needsAuth(url: string): boolean {
  const path = url.split("?")[0] ?? url;
  if (path === "/auth/me") return true;
  if (!path.startsWith("/api/") && path !== "/api") return false;
  if (PUBLIC_ROUTES.has(path)) return false;
  return !PUBLIC_PREFIXES.some((p) => path === p.replace(/\/$/, "") || path.startsWith(p));
}

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Rejects unauthenticated requests before routing-level work; sets request.user. */
export function registerAuthentication(app: FastifyInstance, ctx: AppContext) {
  app.addHook("onRequest", async (request) => {
    if (!needsAuth(request.url)) return;
    request.user = await authenticate(ctx, bearer(request.headers.authorization));
  });
}

/** The signed-in user of a protected route (the hook guarantees it; this narrows the type). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized("Falta el token de acceso. Inicia sesión.");
  return request.user;
}
