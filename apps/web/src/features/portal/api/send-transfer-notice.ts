import { api } from "@/lib/api-client";
import { useApiWrite } from "@/lib/api-write";
import { PORTAL_CALL, portalKeys } from "./keys";

/** POST /api/portal/transfer-notices: 'Avisar que transferí'. */
export function useSendTransferNotice() {
  return useApiWrite({
    send: (notice: { transferDate: string; amount: number; note?: string }) =>
      api.post("/api/portal/transfer-notices", notice, PORTAL_CALL),
    stale: [portalKeys.transferNotices()],
  });
}
