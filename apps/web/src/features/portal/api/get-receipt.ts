import type { PortalReceiptResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL, portalKeys } from "./keys";

/** GET /api/portal/receipts/{id}: one of the family's receipts. */
export function usePortalReceipt(id: number) {
  return useQuery(
    queryOptions({
      queryKey: portalKeys.receipt(id),
      queryFn: ({ signal }) =>
        api.get<PortalReceiptResponse>(`/api/portal/receipts/${id}`, { signal, ...PORTAL_CALL }),
      retry: false,
    }),
  );
}
