import type { TrialRequestResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trialRequestKeys } from "./keys";

export type TrialRequest = TrialRequestResponse;

/** GET /api/trial-requests: new ones first. */
export function getTrialRequests(
  filters: { status: string; search: string },
  signal?: AbortSignal,
): Promise<TrialRequest[]> {
  return api.get<TrialRequest[]>("/api/trial-requests", {
    signal,
    query: { status: filters.status || undefined, search: filters.search || undefined, size: 100 },
  });
}

export const trialRequestsQuery = (filters: { status: string; search: string }) =>
  queryOptions({
    queryKey: trialRequestKeys.list(filters),
    queryFn: ({ signal }) => getTrialRequests(filters, signal),
  });

export function useTrialRequests(filters: { status: string; search: string }) {
  return useQuery(trialRequestsQuery(filters));
}
