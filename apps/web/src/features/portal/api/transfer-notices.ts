import type { TransferNotice } from "@nova/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "@/lib/api-client";
import { PORTAL_CALL, portalKeys } from "./keys";

/** GET /api/portal/transfer-notices: the family's own notices and what the studio did. */
export function usePortalTransferNotices() {
  return useQuery({
    queryKey: portalKeys.transferNotices(),
    queryFn: ({ signal }) =>
      api.get<TransferNotice[]>("/api/portal/transfer-notices", { signal, ...PORTAL_CALL }),
    retry: false,
    meta: { silentStatuses: [401] },
  });
}

/** DELETE /api/portal/session: 'Salir' on this phone; the link from the studio opens it again. */
export function useLeavePortal() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.delete<void>("/api/portal/session", undefined, PORTAL_CALL),
    onSuccess: () => {
      // Asked again, the portal answers 401: 'Tu acceso al portal terminó' (a new link opens it).
      navigate("/portal", { replace: true });
      return queryClient.resetQueries({ queryKey: portalKeys.all });
    },
  });
}
