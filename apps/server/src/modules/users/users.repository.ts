import type { AccountRole, UserResponse } from "@nova/domain";
import type { Database } from "../../db/database.ts";

const COLUMNS = [
  "id",
  "username",
  "name",
  "email",
  "role",
  "active",
  "last_login_at",
  "teacher_id",
] as const;

type AccountRow = {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: AccountRole;
  active: number;
  last_login_at: string | null;
  teacher_id: number | null;
};

const toAccount = (row: AccountRow): UserResponse => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  role: row.role,
  teacherId: row.teacher_id,
  active: row.active === 1,
  lastLoginAt: row.last_login_at,
});

/** The account whose `column` (a unique one: its id, its teacher) holds `value`, if any. */
async function accountWhere(
  db: Database,
  column: "id" | "teacher_id",
  value: number,
): Promise<UserResponse | undefined> {
  const row = await db
    .selectFrom("users")
    .select(COLUMNS)
    .where(column, "=", value)
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/** The account of a teacher record, if she has one. */
export const findAccountOfTeacher = (db: Database, teacherId: number) =>
  accountWhere(db, "teacher_id", teacherId);

/** Every account, admins first, then by username. */
export async function listAccounts(db: Database): Promise<UserResponse[]> {
  const rows = await db
    .selectFrom("users")
    .select(COLUMNS)
    .orderBy("role")
    .orderBy("username")
    .execute();
  return rows.map(toAccount);
}

export const findAccount = (db: Database, id: number) => accountWhere(db, "id", id);

/**
 * Active console accounts (admin and staff), and of them the admins: the user limit and the
 * last-admin rule read these. Teacher accounts are left out: a studio with twelve teachers
 * gives each one a login without using up its seats (issue 27).
 */
export async function countActiveAccounts(db: Database) {
  const row = await db
    .selectFrom("users")
    .select((eb) => [
      eb.fn.countAll<number>().as("active"),
      eb.fn.sum<number>(eb.case().when("role", "=", "admin").then(1).else(0).end()).as("admins"),
    ])
    .where("active", "=", 1)
    .where("role", "<>", "teacher")
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), admins: Number(row.admins ?? 0) };
}

export async function updateAccount(
  db: Database,
  id: number,
  change: { role?: "admin" | "staff" | undefined; active?: boolean | undefined },
) {
  await db
    .updateTable("users")
    .set({
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.active === undefined ? {} : { active: change.active ? 1 : 0 }),
    })
    .where("id", "=", id)
    .execute();
}
