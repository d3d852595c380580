import type { PortalCorrectionRequest } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post("/api/portal/correction-requests", { message }, PORTAL_CALL),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.correctionRequests() }),
  });
}
