import { api } from "@/lib/api-client";

/** POST /api/auth/logout; a failure is ignored: the session ends locally anyway (docs/product/api.md#calls). */
export async function logout(): Promise<void> {
  try {
    await api.post("/api/auth/logout", undefined, { skipAuthRedirect: true });
  } catch {
    // Already logged out on the server, or unreachable: nothing to do.
  }
}
