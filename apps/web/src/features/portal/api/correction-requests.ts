import type { PortalCorrectionRequest } from "@nova/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL, portalKeys } from "./keys";

/** GET /api/portal/correction-requests: what the family asked to correct and the answer. */
export function usePortalCorrectionRequests() {
  return useQuery({
    queryKey: portalKeys.correctionRequests(),
    queryFn: ({ signal }) =>
      api.get<PortalCorrectionRequest[]>("/api/portal/correction-requests", {
        signal,
        ...PORTAL_CALL,
      }),
    retry: false,
    meta: { silentStatuses: [401] },
  });
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
