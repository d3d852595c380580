import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL } from "./keys";

/** POST /api/portal/transfer-notices: 'Avisar que transferí'. */
export function useSendTransferNotice() {
  return useMutation({
    mutationFn: (notice: { transferDate: string; amount: number; note?: string }) =>
      api.post("/api/portal/transfer-notices", notice, PORTAL_CALL),
  });
}
