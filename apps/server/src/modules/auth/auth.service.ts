import { randomUUID } from "node:crypto";
import { passwordProblem } from "@nova/domain";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { AppContext, AuthUser } from "../../context.ts";
import { failure } from "../../lib/errors.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { writeAudit } from "../../records/audit-log.ts";
import { loadStudio } from "../../records/settings.ts";
import {
  findSessionWithUser,
  findUserByUsername,
  insertSession,
  recordLogin,
  revokeSession,
  revokeUserSessions,
  updateUserPassword,
} from "../../records/users.ts";

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
  const blocked = await ctx.throttle.blockedMinutes(input.username, ip);
  if (blocked > 0) {
    throw failure(
      "TOO_MANY_LOGIN_ATTEMPTS",
      {},
      `Demasiados intentos fallidos. Intente nuevamente en ${blocked} minuto${blocked === 1 ? "" : "s"}.`,
    );
  }
  const user = await findUserByUsername(ctx.db, input.username);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyPasswordHash(), `${input.password}!`).then(() => false);
  if (!user || !ok || !user.active) {
    await ctx.throttle.recordFailure(input.username, ip);
    throw failure("INVALID_CREDENTIALS", {}, INVALID_CREDENTIALS);
  }
  await ctx.throttle.reset(input.username, ip);
  await recordLogin(ctx.db, user.id, ctx.now().toISOString());

  const now = ctx.now();
  const { settings } = await loadStudio(ctx.db, now);
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
  const found = sessionId ? await findSessionWithUser(ctx.db, sessionId) : undefined;
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

/** Revokes the session behind the token so it cannot be used again. */
export async function logout(ctx: AppContext, user: AuthUser) {
  await revokeSession(ctx.db, user.sessionId, ctx.now().toISOString());
}

/**
 * The signed-in user changes their own password: the current one must be right and the new one
 * must pass the studio's password policy. Their other sessions end; this one stays open.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  user: AuthUser,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const record = await findUserByUsername(ctx.db, user.username);
  if (!record || !(await verifyPassword(record.passwordHash, input.currentPassword))) {
    throw failure("WRONG_PASSWORD", { field: "currentPassword" });
  }
  const { strongPasswords } = (await loadStudio(ctx.db, ctx.now())).settings.security;
  const problem = passwordProblem(input.newPassword, { strong: strongPasswords });
  if (problem) throw failure("WEAK_PASSWORD", { field: "newPassword" }, problem);
  const passwordHash = await hashPassword(input.newPassword);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await updateUserPassword(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id, at, user.sessionId);
    await writeAudit(trx, {
      userId: user.id,
      action: "change-password",
      entity: "user",
      entityId: user.id,
      at,
    });
  });
}
