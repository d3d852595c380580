import type { SessionsResponse } from "@nova/domain";
import { apiQuery } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/sessions?date=: the day's sessions the user may see (a teacher: hers). */
const sessions = apiQuery<SessionsResponse, [date: string]>({
  key: attendanceKeys.day,
  url: () => "/api/sessions",
  params: (date) => ({ date }),
  // The page shows the failure itself (and works from the phone's copy while offline).
  meta: { silent: true },
  staleTime: 30_000,
});

export const sessionsQueryOptions = sessions.options;
export const useSessions = sessions.use;
