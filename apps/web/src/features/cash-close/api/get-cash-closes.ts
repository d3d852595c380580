import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cashCloseKeys } from "./keys";

/** A past close as the list shows it; a reopened one keeps its figures and says why. */
export interface PastClose {
  id: number;
  date: string;
  /** What the day took by every method. */
  total: number;
  expectedCash: number;
  countedCash: number;
  difference: number;
  notes: string | null;
  closedBy: string | null;
  closedAt: string;
  reopenedAt: string | null;
  reopenReason: string | null;
}

/** GET /api/cash-close: every close of the last year, reopened ones included, newest first. */
export function getCashCloses(signal?: AbortSignal): Promise<PastClose[]> {
  return api.get<PastClose[]>("/api/cash-close", { signal });
}

export function cashClosesQueryOptions() {
  return queryOptions({
    queryKey: cashCloseKeys.list(),
    queryFn: ({ signal }) => getCashCloses(signal),
    meta: { silent: true },
  });
}

export function useCashCloses() {
  return useQuery(cashClosesQueryOptions());
}
