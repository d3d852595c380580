import { randomUUID } from "node:crypto";
import { passwordProblem } from "@nova/domain";
import { SignJWT } from "jose";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { LoginThrottle } from "../../records/accounts/login-attempts.ts";
import {
  findUserByUsername,
  insertSession,
  type PublicUser,
  recordLogin,
  revokeSession,
  revokeUserSessions,
  toPublicUser,
  updateUserPassword,
} from "../../records/accounts/users.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { loadStudio } from "../../records/system/settings.ts";

const INVALID_CREDENTIALS = "Usuario o contraseña incorrectos";

/** Checks credentials, opens a session row and signs a JWT whose jti is that row. */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string },
  ip: string,
): Promise<{ token: string; user: PublicUser }> {
  // Its counts live in the database, shared by every instance: nothing to keep between calls.
  const throttle = new LoginThrottle(ctx.db, ctx.now);
  const blocked = await throttle.reserveAttempt(input.username, ip);
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
    await throttle.forgetOldWindows();
    throw failure("INVALID_CREDENTIALS", {}, INVALID_CREDENTIALS);
  }
  await throttle.reset(input.username, ip);
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
  await writeTransaction(ctx, async (trx, at) => {
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
