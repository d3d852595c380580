import { api } from "@/lib/api-client";
import { PORTAL_CALL } from "./keys";

/** POST /api/portal/session: spends the link's code; the server sets the portal's cookie. */
export function openPortalSession(token: string) {
  return api.post<{ guardianName: string; expiresAt: string }>(
    "/api/portal/session",
    { token },
    PORTAL_CALL,
  );
}
