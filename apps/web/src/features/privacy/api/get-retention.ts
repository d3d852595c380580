import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { privacyKeys } from "./keys";

export interface RetentionPreview {
  asOf: string;
  retentionYears: number;
  trialRetentionMonths: number;
  auditRetentionYears: number;
  candidates: {
    studentId: number;
    name: string;
    retentionStart: string;
    retentionEndsOn: string;
  }[];
  trialRequests: { trialRequestId: number; name: string; retentionEndsOn: string }[];
  audit: { before: string; rowIds: number[] };
}

/** GET /api/privacy/retention: what the next daily retention run will anonymise, per kind. */
export function getRetention(signal?: AbortSignal) {
  return api.get<RetentionPreview>("/api/privacy/retention", { signal });
}

export function retentionQueryOptions() {
  return queryOptions({
    queryKey: privacyKeys.retention(),
    queryFn: ({ signal }) => getRetention(signal),
  });
}

export function useRetention() {
  return useQuery(retentionQueryOptions());
}
