// What the service worker (sw.ts) keeps for offline use besides the app's own files, and for
// whom (decision 0080). Pure functions, shared with the page (which clears the cache on logout)
// and tested on their own: the worker itself only wires them to Workbox.

/** The one cache of API answers: a teacher's day, each entry keyed by the session it is for. */
export const DAY_CACHE = "nova-teacher-day";

/** The API reads that make up a teacher's day: who she is, her classes, a day's sessions. */
const DAY_PATHS = new Set(["/api/auth/me", "/api/teachers/me", "/api/sessions"]);

/** The query parameter that keeps one session's entries apart from another's (never sent). */
export const SESSION_PARAM = "nova-session";

/** Whether a GET to `url` belongs to the teacher's day (nothing else under /api is kept). */
export function isDayRequest(url: URL): boolean {
  return DAY_PATHS.has(url.pathname) && !url.searchParams.has(SESSION_PARAM);
}

/** Reads a JWT's payload without checking it: the server does that, this only names a session. */
function jwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")));
    return typeof json === "object" && json !== null ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The session a request is made in, from its bearer token: the token's id (one per login),
 * else its subject and issue time. Null without a readable token: such a request is not kept.
 */
export function sessionOf(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  if (!match?.[1]) return null;
  const payload = jwtPayload(match[1]);
  if (!payload) return null;
  if (typeof payload.jti === "string" && payload.jti) return payload.jti;
  if (payload.sub !== undefined && typeof payload.iat === "number") {
    return `${String(payload.sub)}-${payload.iat}`;
  }
  return null;
}

/** The cache key of a day request in one session: its URL with the session added. */
export function dayCacheKey(url: string | URL, session: string): string {
  const keyed = new URL(url);
  keyed.searchParams.set(SESSION_PARAM, session);
  return keyed.href;
}

/** The session a cache key was stored for (null for a key that is not a day entry). */
export function sessionOfKey(key: string): string | null {
  return new URL(key).searchParams.get(SESSION_PARAM);
}

/** Whether /api/auth/me's answer is a teacher's account: only a teacher's day is kept. */
export function isTeacherAccount(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const source =
    "user" in body && typeof body.user === "object" && body.user !== null ? body.user : body;
  return "role" in source && typeof source.role === "string"
    ? source.role.toUpperCase() === "TEACHER"
    : false;
}

// The console's screens (apps/web/src/app/router.tsx). A navigation to one of them opens the
// app's shell when the network does not answer. "/" and the public pages (the studio's page,
// its privacy notice, the family portal) always come from the server.
const CONSOLE_PREFIXES = [
  "/login",
  "/dashboard",
  "/students",
  "/families",
  "/teachers",
  "/classes",
  "/payments",
  "/receipts",
  "/reports",
  "/cash-close",
  "/settings",
  "/privacy/requests",
  "/solicitudes",
  "/bandeja",
  "/asistencia",
];

/** Whether a navigation to `pathname` is one of the console's screens. */
export function isConsolePath(pathname: string): boolean {
  return CONSOLE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
