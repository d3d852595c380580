import type { OnlineOrder } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL, portalKeys } from "./keys";

/** GET /api/portal/payments/{id}: asked again every 3 s while Flow has not confirmed it. */
export function usePortalPayment(id: number) {
  return useQuery(
    queryOptions({
      queryKey: portalKeys.payment(id),
      queryFn: ({ signal }) =>
        api.get<OnlineOrder>(`/api/portal/payments/${id}`, { signal, ...PORTAL_CALL }),
      refetchInterval: (query) => (query.state.data?.status === "created" ? 3000 : false),
      retry: false,
    }),
  );
}
