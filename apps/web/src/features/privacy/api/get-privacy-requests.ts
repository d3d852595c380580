import type { PrivacyRequestResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { privacyKeys } from "./keys";

/** GET /api/privacy/requests: the register of data-rights requests, newest first. */
export function getPrivacyRequests(signal?: AbortSignal) {
  return api.get<PrivacyRequestResponse[]>("/api/privacy/requests", { signal });
}

export function privacyRequestsQueryOptions() {
  return queryOptions({
    queryKey: privacyKeys.requests(),
    queryFn: ({ signal }) => getPrivacyRequests(signal),
  });
}

export function usePrivacyRequests() {
  return useQuery(privacyRequestsQueryOptions());
}
