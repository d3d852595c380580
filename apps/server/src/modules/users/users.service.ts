import {
  passwordProblem,
  type UserResponse,
  type UserWithPasswordResponse,
  type userCreateSchema,
  type userUpdateSchema,
} from "@nova/domain";
import type { z } from "zod";
import type { AppContext, AuthUser } from "../../context.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import { failure } from "../../lib/domain-failure.ts";
import { writeAudit } from "../audit/audit.repository.ts";
import {
  findUserByUsername,
  insertUser,
  revokeUserSessions,
  updateUserPassword,
} from "../auth/auth.repository.ts";
import { generatePassword, hashPassword, verifyPassword } from "../auth/passwords.ts";
import { getSettings } from "../settings/settings.repository.ts";
import {
  countActiveAccounts,
  findAccount,
  listAccounts,
  updateAccount,
} from "./users.repository.ts";

type UserCreate = z.output<typeof userCreateSchema>;
type UserUpdate = z.output<typeof userUpdateSchema>;

/** What the audit trail keeps of an account: never a password or its hash. */
const audited = (user: UserResponse) => ({
  username: user.username,
  name: user.name,
  email: user.email,
  role: user.role,
  active: user.active,
});

export const listUsers = (ctx: AppContext) => listAccounts(ctx.db);

async function accountOrFail(ctx: AppContext, id: number) {
  const account = await findAccount(ctx.db, id);
  if (!account) throw failure("USER_NOT_FOUND");
  return account;
}

/** Adds an account with a generated first password, shown to the admin this once. */
export async function createUser(
  ctx: AppContext,
  actor: AuthUser,
  input: UserCreate,
): Promise<UserWithPasswordResponse> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const at = ctx.now().toISOString();
  const user = await ctx.db.transaction().execute(async (trx) => {
    // Two creations must not both see the last seat free.
    await lockForWrite(trx, "user-accounts");
    const { maxUsers } = (await getSettings(trx)).security;
    if ((await countActiveAccounts(trx)).active >= maxUsers) {
      throw failure("USER_LIMIT_REACHED", { maxUsers });
    }
    if (await findUserByUsername(trx, input.username)) {
      throw failure("DUPLICATE_USERNAME", { field: "username", rejectedValue: input.username });
    }
    const id = await insertUser(trx, { ...input, email: input.email ?? null, passwordHash }, at);
    const created = await findAccount(trx, id);
    if (!created) throw failure("USER_NOT_FOUND");
    await writeAudit(trx, {
      userId: actor.id,
      action: "create",
      entity: "user",
      entityId: id,
      after: audited(created),
      at,
    });
    return created;
  });
  return { user, password };
}

/**
 * Changes an account's role or turns it off/on. Turning it off ends its sessions at once (its
 * next request is a 401); the last active admin can be neither demoted nor turned off, and
 * turning an account back on counts against the user limit.
 */
export async function updateUser(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  change: UserUpdate,
): Promise<UserResponse> {
  const at = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    // Two admins turning each other off must not both see the other still active.
    await lockForWrite(trx, "user-accounts");
    const before = await findAccount(trx, id);
    if (!before) throw failure("USER_NOT_FOUND");
    const counts = await countActiveAccounts(trx);
    const losesAdmin =
      before.active &&
      before.role === "admin" &&
      (change.role === "staff" || change.active === false);
    if (losesAdmin && counts.admins <= 1) throw failure("LAST_ADMIN");
    if (change.active === true && !before.active) {
      const { maxUsers } = (await getSettings(trx)).security;
      if (counts.active >= maxUsers) throw failure("USER_LIMIT_REACHED", { maxUsers });
    }
    await updateAccount(trx, id, change);
    if (change.active === false) await revokeUserSessions(trx, id, at);
    const after = await findAccount(trx, id);
    if (!after) throw failure("USER_NOT_FOUND");
    await writeAudit(trx, {
      userId: actor.id,
      action: "update",
      entity: "user",
      entityId: id,
      before: audited(before),
      after: audited(after),
      at,
    });
    return after;
  });
}

/** Gives an account a new generated password (shown once) and ends its open sessions. */
export async function resetUserPassword(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
): Promise<UserWithPasswordResponse> {
  const user = await accountOrFail(ctx, id);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await updateUserPassword(trx, id, passwordHash);
    await revokeUserSessions(trx, id, at);
    await writeAudit(trx, {
      userId: actor.id,
      action: "reset-password",
      entity: "user",
      entityId: id,
      at,
    });
  });
  return { user, password };
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
  const { strongPasswords } = (await getSettings(ctx.db)).security;
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
