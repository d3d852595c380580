import { randomUUID } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { AppContext, AuthUser } from "../../context.ts";
import { AppError, unauthorized } from "../../errors.ts";
import { getSettings } from "../settings/settings.repository.ts";
import { recordLogin } from "../users/users.repository.ts";
import {
  findSessionWithUser,
  findUserByUsername,
  insertSession,
  revokeSession,
} from "./auth.repository.ts";
import { decoyPasswordHash, verifyPassword } from "./passwords.ts";

export interface PublicUser {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: "admin" | "staff";
}

const INVALID_CREDENTIALS = "Usuario o contraseña incorrectos";

/** Checks credentials, opens a session row and signs a JWT whose jti is that row. */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string },
  ip: string,
): Promise<{ token: string; user: PublicUser }> {
  const blocked = await ctx.throttle.reserveAttempt(input.username, ip);
  if (blocked > 0) {
    throw new AppError(
      429,
      "TOO_MANY_LOGIN_ATTEMPTS",
      `Demasiados intentos fallidos. Intenta nuevamente en ${blocked} minuto${blocked === 1 ? "" : "s"}.`,
    );
  }
  const user = await findUserByUsername(ctx.db, input.username);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyPasswordHash(), `${input.password}!`).then(() => false);
  if (!user || !ok || !user.active) {
    await ctx.throttle.forgetOldWindows();
    throw new AppError(401, "INVALID_CREDENTIALS", INVALID_CREDENTIALS);
  }
  await ctx.throttle.reset(input.username, ip);
  await recordLogin(ctx.db, user.id, ctx.now().toISOString());

  const settings = await getSettings(ctx.db);
  const now = ctx.now();
  const expires = new Date(now.getTime() + settings.security.sessionTimeoutHours * 3_600_000);
  const sessionId = randomUUID();
  await insertSession(ctx.db, {
    id: sessionId,
    userId: user.id,
    createdAt: now.toISOString(),
    expiresAt: expires.toISOString(),
  });
  const token = await new SignJWT({ username: user.username })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
    .setJti(sessionId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(ctx.jwtKey);
  return { token, user: toPublicUser(user) };
}

export function toPublicUser(user: PublicUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
  };
}

/** Resolves a bearer token to its user, or throws a 401 whose message names the token. */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<AuthUser> {
  if (!token) throw unauthorized("Falta el token de acceso. Inicia sesión.");
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
        throw unauthorized("El token ha expirado (expired). Inicia sesión nuevamente.");
      }
      throw unauthorized("El token es inválido (invalid token).");
    }
    if (sessionId) ctx.verifiedTokens.remember(token, sessionId);
  }
  const found = sessionId ? await findSessionWithUser(ctx.db, sessionId) : undefined;
  if (!found || found.session.revokedAt) {
    throw unauthorized("El token es inválido: la sesión fue cerrada (invalid token).");
  }
  if (found.session.expiresAt <= now.toISOString()) {
    throw unauthorized("El token ha expirado (expired). Inicia sesión nuevamente.");
  }
  if (!found.user.active) throw unauthorized("El token es inválido: el usuario no está activo.");
  return { ...toPublicUser(found.user), sessionId: found.session.id };
}

/** Revokes the session behind the token so it cannot be used again. */
export async function logout(ctx: AppContext, user: AuthUser) {
  await revokeSession(ctx.db, user.sessionId, ctx.now().toISOString());
}
