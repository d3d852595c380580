import type { SessionsResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { attendanceKeys } from "./keys";

/** GET /api/sessions?date=: the day's sessions the user may see (a teacher: hers). */
export function getSessions(date: string, signal?: AbortSignal): Promise<SessionsResponse> {
  return api.get<SessionsResponse>("/api/sessions", { query: { date }, signal });
}

export function sessionsQueryOptions(date: string) {
  return queryOptions({
    queryKey: attendanceKeys.day(date),
    queryFn: ({ signal }) => getSessions(date, signal),
    // The page shows the failure itself (and works from the phone's copy while offline).
    meta: { silent: true },
    staleTime: 30_000,
  });
}

export function useSessions(date: string) {
  return useQuery(sessionsQueryOptions(date));
}
