import type {
  UserResponse,
  UserWithPasswordResponse,
  userCreateSchema,
  userUpdateSchema,
} from "@nova/domain";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { generatePassword, hashPassword } from "../../lib/passwords.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import {
  findUserByUsername,
  insertUser,
  revokeUserSessions,
  updateUserPassword,
} from "../../records/accounts/users.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { findTeacher } from "../../records/teachers/teachers.ts";
import {
  countActiveAccounts,
  findAccount,
  findAccountOfTeacher,
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
  teacherId: user.teacherId,
  active: user.active,
});

export const listUsers = (ctx: AppContext) => listAccounts(ctx.db);

async function accountOrFail(db: Database, id: number) {
  const account = await findAccount(db, id);
  if (!account) throw failure("USER_NOT_FOUND");
  return account;
}

/** An account's audit row: what it was and became, as `audited` keeps them. */
function auditAccount(
  trx: Database,
  actor: AuthUser,
  action: "create" | "update" | "reset-password",
  id: number,
  at: string,
  change: { before?: UserResponse; after?: UserResponse } = {},
) {
  return writeAudit(trx, {
    userId: actor.id,
    action,
    entity: "user",
    entityId: id,
    before: change.before && audited(change.before),
    after: change.after && audited(change.after),
    at,
  });
}

/** Adds an account with a generated first password, shown to the admin this once. */
export async function createUser(
  ctx: AppContext,
  actor: AuthUser,
  input: UserCreate,
): Promise<UserWithPasswordResponse> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const user = await writeTransaction(ctx, async (trx, at) => {
    // Two creations must not both see the last seat free.
    await lockForWrite(trx, "user-accounts");
    const teacherId = input.role === "teacher" ? (input.teacherId ?? null) : null;
    if (teacherId === null) {
      const { maxUsers } = (await loadStudio(trx, ctx.now())).settings.security;
      if ((await countActiveAccounts(trx)).active >= maxUsers) {
        throw failure("USER_LIMIT_REACHED", { maxUsers });
      }
    } else {
      // A teacher's account does not take a seat; it needs her record, and one account each.
      if (!(await findTeacher(trx, teacherId))) {
        throw failure("TEACHER_NOT_FOUND", { field: "teacherId", rejectedValue: teacherId });
      }
      if (await findAccountOfTeacher(trx, teacherId)) {
        throw failure(
          "DUPLICATE_USERNAME",
          { field: "teacherId", rejectedValue: teacherId },
          "Esta profesora ya tiene una cuenta. Restablezca su contraseña desde Usuarios si la olvidó.",
        );
      }
    }
    if (await findUserByUsername(trx, input.username)) {
      throw failure("DUPLICATE_USERNAME", { field: "username", rejectedValue: input.username });
    }
    const id = await insertUser(
      trx,
      { ...input, email: input.email ?? null, passwordHash, teacherId },
      at,
    );
    const created = await accountOrFail(trx, id);
    await auditAccount(trx, actor, "create", id, at, { after: created });
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
  return writeTransaction(ctx, async (trx, at) => {
    // Two admins turning each other off must not both see the other still active.
    await lockForWrite(trx, "user-accounts");
    const before = await accountOrFail(trx, id);
    if (before.role === "teacher" && change.role !== undefined) {
      // Her account is tied to her teacher record; a console seat is another account.
      throw failure(
        "VALIDATION_ERROR",
        { field: "role", rejectedValue: change.role },
        "Una cuenta de profesora no cambia de rol. Cree una cuenta de recepción aparte.",
      );
    }
    const counts = await countActiveAccounts(trx);
    const losesAdmin =
      before.active &&
      before.role === "admin" &&
      (change.role === "staff" || change.active === false);
    if (losesAdmin && counts.admins <= 1) throw failure("LAST_ADMIN");
    if (change.active === true && !before.active && before.role !== "teacher") {
      const { maxUsers } = (await loadStudio(trx, ctx.now())).settings.security;
      if (counts.active >= maxUsers) throw failure("USER_LIMIT_REACHED", { maxUsers });
    }
    await updateAccount(trx, id, change);
    if (change.active === false) await revokeUserSessions(trx, id, at);
    const after = await accountOrFail(trx, id);
    await auditAccount(trx, actor, "update", id, at, { before, after });
    return after;
  });
}

/** Gives an account a new generated password (shown once) and ends its open sessions. */
export async function resetUserPassword(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
): Promise<UserWithPasswordResponse> {
  const user = await accountOrFail(ctx.db, id);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await writeTransaction(ctx, async (trx, at) => {
    await updateUserPassword(trx, id, passwordHash);
    await revokeUserSessions(trx, id, at);
    await auditAccount(trx, actor, "reset-password", id, at);
  });
  return { user, password };
}
