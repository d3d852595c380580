import type { AccountRole } from "@nova/domain";
import type { Selectable } from "kysely";
import { type VersionsWanted, versionColumns, versionsOfRow } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";
import { preparedQuery } from "../../db/prepared-query.ts";
import type { UsersTable } from "../../db/schema.ts";
import type { AuthUser } from "../../lib/app-context.ts";
import { rowCount } from "../system/row-count.ts";

interface UserRecord {
  id: number;
  username: string;
  passwordHash: string;
  name: string | null;
  email: string | null;
  role: AccountRole;
  active: boolean;
  teacherId: number | null;
}

/** The columns of a user row a UserRecord is made of (a session's query selects just these). */
type UserRow = Omit<Selectable<UsersTable>, "created_at" | "last_login_at">;

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  username: row.username,
  passwordHash: row.password_hash,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.active === 1,
  teacherId: row.teacher_id,
});

export async function findUserByUsername(db: Database, username: string) {
  const row = await db
    .selectFrom("users")
    .selectAll()
    .where("username", "=", username)
    .executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export function countUsers(db: Database): Promise<number> {
  return rowCount(db.selectFrom("users"));
}

export async function insertUser(
  db: Database,
  user: Omit<UserRecord, "id" | "active" | "teacherId"> & { teacherId?: number | null },
  now: string,
) {
  const row = await db
    .insertInto("users")
    .values({
      username: user.username,
      password_hash: user.passwordHash,
      name: user.name,
      email: user.email,
      role: user.role,
      active: 1,
      created_at: now,
      teacher_id: user.teacherId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUserPassword(db: Database, userId: number, passwordHash: string) {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash })
    .where("id", "=", userId)
    .execute();
}

export async function insertSession(
  db: Database,
  session: { id: string; userId: number; createdAt: string; expiresAt: string },
) {
  await db
    .insertInto("sessions")
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** The session-with-user statement, compiled once per shape (what versions it reads along). */
const sessionWithUser = preparedQuery(
  (db, slots: { id: string; month: string | undefined }, shape: "session" | "topics" | "month") =>
    db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select([
        "sessions.id as session_id",
        "sessions.expires_at",
        "sessions.revoked_at",
        "users.id",
        "users.username",
        "users.password_hash",
        "users.name",
        "users.email",
        "users.role",
        "users.active",
        "users.teacher_id",
      ])
      .$if(shape !== "session", (q) =>
        q.select(versionColumns(shape === "month" ? { month: slots.month } : {})),
      )
      .where("sessions.id", "=", slots.id),
);

/**
 * A session with its user in one query: every authenticated request runs this (prepared: built
 * once, db/prepared-query.ts). `versions`: the data versions the read cache wants (a GET of a
 * cached route), read in the same statement.
 */
export async function findSessionWithUser(db: Database, id: string, versions?: VersionsWanted) {
  const shape = !versions ? "session" : versions.month === undefined ? "topics" : "month";
  const [row] = await sessionWithUser(db, shape, { id, month: versions?.month });
  if (!row) return undefined;
  return {
    session: { id: row.session_id, expiresAt: row.expires_at, revokedAt: row.revoked_at },
    user: toUser(row),
    versions: versions ? versionsOfRow(row, versions) : undefined,
  };
}

export async function revokeSession(db: Database, id: string, at: string) {
  await db
    .updateTable("sessions")
    .set({ revoked_at: at })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
}

/** Ends every open session of a user, but `keepSessionId` (the one changing its own password). */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  at: string,
  keepSessionId?: string,
) {
  let query = db
    .updateTable("sessions")
    .set({ revoked_at: at })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (keepSessionId !== undefined) query = query.where("id", "<>", keepSessionId);
  await query.execute();
}

export async function recordLogin(db: Database, id: number, at: string) {
  await db.updateTable("users").set({ last_login_at: at }).where("id", "=", id).execute();
}

/** A user as the API shows her (no password hash, no flags): the signed-in user, sessionless. */
export type PublicUser = Omit<AuthUser, "sessionId">;

export function toPublicUser(user: PublicUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    teacherId: user.teacherId,
  };
}
