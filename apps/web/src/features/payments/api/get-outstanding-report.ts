import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { OutstandingReport } from "../payment";
import { paymentKeys } from "./payment-keys";

/** GET /api/reports/outstanding-payments/{month}: every student who owes something that month. */
export function getOutstandingReport(
  month: string,
  signal?: AbortSignal,
): Promise<OutstandingReport> {
  return api.get<OutstandingReport>(`/api/reports/outstanding-payments/${month}`, { signal });
}

export function useOutstandingReport(month: string) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.outstandingReport(month),
      queryFn: ({ signal }) => getOutstandingReport(month, signal),
      meta: { silent: true },
      staleTime: 0,
    }),
  );
}
