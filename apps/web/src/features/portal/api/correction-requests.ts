import type { PortalCorrectionRequest } from "@nova/domain";
import { api } from "@/lib/api-client";
import { useApiWrite } from "@/lib/api-write";
import { PORTAL_CALL, portalKeys } from "./keys";
import { usePortalQuery } from "./portal-query";

/** GET /api/portal/correction-requests: what the family asked to correct and the answer. */
export function usePortalCorrectionRequests() {
  return usePortalQuery<PortalCorrectionRequest[]>(
    portalKeys.correctionRequests(),
    "/api/portal/correction-requests",
  );
}

/** POST /api/portal/correction-requests: the family asks to correct its data. */
export function useSendCorrection() {
  return useApiWrite({
    send: (message: string) =>
      api.post("/api/portal/correction-requests", { message }, PORTAL_CALL),
    stale: [portalKeys.correctionRequests()],
  });
}
