import type { OnlineOrder } from "@nova/domain";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL, portalKeys } from "./keys";

/** Answers after which the page stops asking by itself (about 1 min at 3 s, then 15 min at 15 s). */
const QUICK_ASKS = 20;
export const LAST_ASK = 80;

/**
 * How soon to ask again about an order Flow has not confirmed: every 3 s while the parent has
 * just come back (Flow's confirmation usually lands within seconds), then every 15 s, then not
 * at all: the server keeps asking Flow by itself, and the page asks again when she returns to it.
 */
export function paymentPollInterval(status: OnlineOrder["status"] | undefined, asked: number) {
  if (status !== "created") return false;
  if (asked < QUICK_ASKS) return 3_000;
  return asked < LAST_ASK ? 15_000 : false;
}

/**
 * GET /api/portal/payments/{id}: asked again while Flow has not confirmed it; `stoppedAsking`
 * says the page gave up asking by itself (the parent is told to come back later).
 */
export function usePortalPayment(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery(
    queryOptions({
      queryKey: portalKeys.payment(id),
      queryFn: ({ signal }) =>
        api.get<OnlineOrder>(`/api/portal/payments/${id}`, { signal, ...PORTAL_CALL }),
      refetchInterval: (query) =>
        paymentPollInterval(query.state.data?.status, query.state.dataUpdateCount),
      retry: false,
    }),
  );
  const asked = queryClient.getQueryState(portalKeys.payment(id))?.dataUpdateCount ?? 0;
  return { query, stoppedAsking: paymentPollInterval(query.data?.status, asked) === false };
}
