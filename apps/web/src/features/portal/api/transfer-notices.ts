import type { TransferNotice } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "@/lib/api-client";
import { PORTAL_CALL, portalKeys } from "./keys";
import { usePortalQuery } from "./portal-query";

/** GET /api/portal/transfer-notices: the family's own notices and what the studio did. */
export function usePortalTransferNotices() {
  return usePortalQuery<TransferNotice[]>(
    portalKeys.transferNotices(),
    "/api/portal/transfer-notices",
  );
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
