import type { PrivacyNoticeResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { privacyKeys } from "./keys";

/** GET /api/public/privacy-notice: the notice in force (version 0: the default text). */
export function getPublicNotice(signal?: AbortSignal): Promise<PrivacyNoticeResponse> {
  return api.get<PrivacyNoticeResponse>("/api/public/privacy-notice", { signal });
}

export function publicNoticeQueryOptions() {
  return queryOptions({
    queryKey: privacyKeys.publicNotice(),
    queryFn: ({ signal }) => getPublicNotice(signal),
  });
}

export function usePublicNotice() {
  return useQuery(publicNoticeQueryOptions());
}
