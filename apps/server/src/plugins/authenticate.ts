import { PORTAL_COOKIE } from "@nova/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { errors as joseErrors, jwtVerify } from "jose";
import type { DataVersions, VersionsWanted } from "../db/data-version.ts";
import type { AppContext, AuthUser } from "../lib/app-context.ts";
import { failure, routeNotFound } from "../lib/errors.ts";
import { findPortalSession } from "../records/accounts/portal-access.ts";
import { findSessionWithUser, toPublicUser } from "../records/accounts/users.ts";
import { dataVersionsWanted } from "./read-cache.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answered without a token. Every route is protected unless it says this. */
    public?: boolean;
    /**
     * Who may call a protected route: "teacher" opens it to every signed-in user (the route
     * then answers a teacher only about her own classes); "staff" to reception and admins;
     * anything else, a missing rule too, keeps it to admins.
     */
    access?: "teacher" | "staff" | "admin";
    /**
     * A route of the family portal (issue 30): opened by a portal session's cookie only, never
     * by a staff token; it answers about that session's family only (`requirePortal`).
     */
    portal?: boolean;
  }
  interface FastifyRequest {
    portal?: PortalFamily;
  }
}

/** The family a portal request speaks for. */
export interface PortalFamily {
  guardianId: number;
  sessionId: number;
}

/** Marks every route registered in the scope of `app` as public (for plugins' own routes). */
export function markRoutesPublic(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, public: true };
  });
}

// Not a module's service: every protected route runs it, before any module is reached.
/**
 * Resolves a bearer token to its user, or throws a 401 whose message names the token. With
 * `versions`, the read cache's data versions are read in the session's statement and handed
 * to its `got`.
 */
async function authenticate(
  ctx: AppContext,
  token: string | undefined,
  versions?: { wanted: VersionsWanted; got: (read: DataVersions) => void },
): Promise<AuthUser> {
  if (!token) throw failure("UNAUTHORIZED", {}, "Falta el token de acceso. Inicie sesión.");
  const now = ctx.now();
  let sessionId = ctx.verifiedTokens.get(token);
  if (sessionId === undefined) {
    try {
      const { payload } = await jwtVerify(token, ctx.jwtKey, {
        algorithms: ["HS256"],
        currentDate: now,
      });
      sessionId = payload.jti;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw failure(
          "UNAUTHORIZED",
          {},
          "El token ha expirado (expired). Inicie sesión nuevamente.",
        );
      }
      throw failure("UNAUTHORIZED", {}, "El token es inválido (invalid token).");
    }
    if (sessionId) ctx.verifiedTokens.remember(token, sessionId);
  }
  const found = sessionId
    ? await findSessionWithUser(ctx.db, sessionId, versions?.wanted)
    : undefined;
  if (found?.versions) versions?.got(found.versions);
  if (!found || found.session.revokedAt) {
    throw failure(
      "UNAUTHORIZED",
      {},
      "El token es inválido: la sesión fue cerrada (invalid token).",
    );
  }
  if (found.session.expiresAt <= now.toISOString()) {
    throw failure("UNAUTHORIZED", {}, "El token ha expirado (expired). Inicie sesión nuevamente.");
  }
  if (!found.user.active)
    throw failure("UNAUTHORIZED", {}, "El token es inválido: el usuario no está activo.");
  return { ...toPublicUser(found.user), sessionId: found.session.id };
}

/** The value of one cookie of the request's Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

async function authenticatePortal(ctx: AppContext, request: FastifyRequest) {
  const token = cookieValue(request.headers.cookie, PORTAL_COOKIE);
  const found = token ? await findPortalSession(ctx.db, token, ctx.now()) : undefined;
  if (!found) {
    throw failure(
      "UNAUTHORIZED",
      {},
      "Tu acceso al portal terminó o no es válido (token). Pide un enlace nuevo al estudio.",
    );
  }
  return found;
}

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

const exactPatterns = new Map<string, RegExp>();

// The router is lenient (case, repeated and trailing slashes, percent-encoding) so that every
// spelling of a protected path reaches its route and its authentication. Once authenticated,
// only the exact spelling of the route is served: anything else is a 404, so no alias of a
// path exists for a check elsewhere (cache key, logs, a proxy rule) to miss.
function exactPattern(routeUrl: string): RegExp {
  let pattern = exactPatterns.get(routeUrl);
  if (!pattern) {
    const segments = routeUrl.split("/").map((segment) => {
      if (segment === "*") return ".*";
      if (segment.includes(":")) return "[^/]+";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    });
    pattern = new RegExp(`^${segments.join("/")}$`);
    exactPatterns.set(routeUrl, pattern);
  }
  return pattern;
}

/** Whether a role may call a route of the given access rule (a missing rule: admins only). */
function mayCall(role: AuthUser["role"], access: "teacher" | "staff" | "admin" | undefined) {
  if (role === "admin" || access === "teacher") return true;
  return role === "staff" && access === "staff";
}

/**
 * Authenticates and authorises by the route that matched, never by the path's spelling: a route
 * is public only when its config says so, and open to staff only when its `access` says so. Paths that match no route are left to the not-found handler.
 */
export function registerAuthentication(app: FastifyInstance, ctx: AppContext) {
  app.addHook("onRequest", async (request) => {
    if (request.is404) return;
    const { config } = request.routeOptions;
    // A portal route is opened by the family's cookie alone: a staff token does not open it,
    // and the cookie (sent to the portal's API only) opens nothing else.
    if (config.portal) request.portal = await authenticatePortal(ctx, request);
    else if (!config.public) {
      const wanted = dataVersionsWanted(request);
      request.user = await authenticate(
        ctx,
        bearer(request.headers.authorization),
        wanted && {
          wanted,
          got: (read) => {
            request.dataVersions = Promise.resolve(read);
          },
        },
      );
    }
    const path = request.raw.url?.split("?")[0] ?? "";
    const routeUrl = request.routeOptions.url ?? "";
    if (!exactPattern(routeUrl).test(path)) throw routeNotFound(request.method, path);
    // Fail closed: a protected route that states no rule is the owner's alone.
    const { user } = request;
    if (user && !mayCall(user.role, request.routeOptions.config.access)) {
      throw failure(
        "INSUFFICIENT_PERMISSIONS",
        {},
        user.role === "teacher"
          ? "Su cuenta de profesora no tiene permiso para esta acción."
          : "Tu cuenta de recepción no tiene permiso para esta acción. Pídesela a un administrador.",
      );
    }
  });
}

/** The signed-in user of a protected route (the hook guarantees it; this narrows the type). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw failure("UNAUTHORIZED", {}, "Falta el token de acceso. Inicie sesión.");
  return request.user;
}

/** The family of a portal route (the hook guarantees it; this narrows the type). */
export function requirePortal(request: FastifyRequest): PortalFamily {
  if (!request.portal) {
    throw failure("UNAUTHORIZED", {}, "Tu acceso al portal terminó (token). Pide un enlace nuevo.");
  }
  return request.portal;
}
