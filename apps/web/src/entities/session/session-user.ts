import type { SessionUserResponse } from "@nova/domain";

/**
 * The signed-in staff member (docs/product/data.md#session-user "Session user"), read leniently from the API's shape:
 * only the username is required, and older servers may send an avatar or another role.
 */
export type SessionUser = Pick<SessionUserResponse, "username"> &
  Partial<Pick<SessionUserResponse, "id" | "name" | "email">> & {
    avatar?: string | null;
    role?: string;
    /** The teacher record of a teacher's account (issue 27). */
    teacherId?: number | null;
  };

/** Used when the session cannot be checked (network down) but a token is stored (docs/product/behaviour.md#session). */
export const DEFAULT_SESSION_USER: SessionUser = { username: "admin" };

function optionalString(value: unknown): string | null | undefined {
  if (typeof value === "string") return value;
  return value === null ? null : undefined;
}

/** Reads a user from a login or /me response; `{user}` wrappers are accepted too. */
export function toSessionUser(data: unknown): SessionUser | null {
  if (typeof data !== "object" || data === null) return null;
  const source =
    "user" in data && typeof data.user === "object" && data.user !== null ? data.user : data;
  if (!("username" in source) || typeof source.username !== "string") return null;
  const record: Record<string, unknown> = { ...source };
  return {
    id: typeof record.id === "number" ? record.id : undefined,
    username: source.username,
    name: optionalString(record.name),
    email: optionalString(record.email),
    avatar: optionalString(record.avatar),
    role: typeof record.role === "string" ? record.role : undefined,
    teacherId: typeof record.teacherId === "number" ? record.teacherId : null,
  };
}

/** The name shown in the top bar; 'Usuario' when the account has none (docs/product/screens.md#layout). */
export function displayName(user: SessionUser | null | undefined): string {
  return user?.name?.trim() || "Usuario";
}

/**
 * Whether the console offers the owner's actions (settings, deletes, class and teacher edits,
 * compensation and financial reports) to this user. Only an explicit staff role hides them: a
 * session restored without a user (network down) keeps the menu, and the server still decides.
 */
export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role !== "staff" && user?.role !== "teacher";
}

/** Whether the account is a teacher's: she sees only '/asistencia' (her own classes). */
export function isTeacher(user: SessionUser | null | undefined): boolean {
  return user?.role === "teacher";
}

/** Where a user lands after signing in: a teacher on her attendance, the studio on the panel. */
export function homePath(user: SessionUser | null | undefined): string {
  return isTeacher(user) ? "/asistencia" : "/dashboard";
}
