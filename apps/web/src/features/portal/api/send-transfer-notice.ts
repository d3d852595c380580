import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL, portalKeys } from "./keys";

/** POST /api/portal/transfer-notices: 'Avisar que transferí'. */
export function useSendTransferNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notice: { transferDate: string; amount: number; note?: string }) =>
      api.post("/api/portal/transfer-notices", notice, PORTAL_CALL),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.transferNotices() }),
  });
}
