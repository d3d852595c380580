import type { SessionsResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/sessions?date=: the day's sessions the user may see (a teacher: hers). */
export const sessionsQueryOptions = apiQuery<SessionsResponse, [date: string]>({
  key: attendanceKeys.day,
  url: "/api/sessions",
  params: (date) => ({ date }),
  // The page shows the failure itself (and works from the phone's copy while offline).
  meta: { silent: true },
  staleTime: 30_000,
});

export function useSessions(date: string) {
  return useQuery(sessionsQueryOptions(date));
}
