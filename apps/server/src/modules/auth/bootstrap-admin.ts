import { randomBytes } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { isUniqueViolation } from "../../lib/db-helpers.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { countUsers, insertUser } from "../../records/accounts/users.ts";

/**
 * On a database with no user, creates the first admin from ADMIN_USERNAME/ADMIN_PASSWORD or,
 * without them, with a generated password that is returned so it can be printed once.
 */
export async function ensureAdminUser(
  db: Database,
  env: { username?: string | undefined; password?: string | undefined },
  now: Date,
): Promise<{ created: false } | { created: true; username: string; generatedPassword?: string }> {
  if ((await countUsers(db)) > 0) return { created: false };
  const username = env.username ?? "admin";
  const generated = env.password ? undefined : randomBytes(12).toString("base64url");
  const password = env.password ?? (generated as string);
  try {
    await insertUser(
      db,
      {
        username,
        passwordHash: await hashPassword(password),
        name: "Administración",
        email: null,
        role: "admin",
      },
      now.toISOString(),
    );
  } catch (error) {
    // Two instances started together on one new database: the other one created it.
    if (isUniqueViolation(error)) return { created: false };
    throw error;
  }
  return generated
    ? { created: true, username, generatedPassword: generated }
    : { created: true, username };
}
