import { api, isApiError } from "@/lib/api-client";
import { type SessionUser, toSessionUser } from "../session-user";

// Older back ends answered /api/auth/me with a "No static resource" 404/500 and served the
// user at /auth/me instead (docs/product/api.md#calls); try there before giving up.
function isMissingRoute(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404) return true;
  return error.status === 500 && /no static resource/i.test(error.message);
}

/** GET /api/auth/me: the user of the stored token. */
export async function getCurrentUser(signal?: AbortSignal): Promise<SessionUser> {
  let data: unknown;
  try {
    data = await api.get("/api/auth/me", { signal, skipAuthRedirect: true });
  } catch (error) {
    if (!isMissingRoute(error)) throw error;
    data = await api.get("/auth/me", { signal, skipAuthRedirect: true });
  }
  const user = toSessionUser(data);
  if (!user) throw new Error("Respuesta de sesión inesperada");
  return user;
}
