import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { privacyKeys } from "./keys";

export interface RetentionPreview {
  asOf: string;
  retentionYears: number;
  candidates: {
    studentId: number;
    name: string;
    retentionStart: string;
    retentionEndsOn: string;
  }[];
}

/** GET /api/privacy/retention: who is past the retention term (a suggestion only). */
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
