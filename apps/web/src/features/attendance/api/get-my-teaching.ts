import type { MyTeachingResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { attendanceKeys } from "./keys";

/** GET /api/teachers/me: the signed-in teacher's classes, schedule and pay per month. */
export function getMyTeaching(signal?: AbortSignal): Promise<MyTeachingResponse> {
  return api.get<MyTeachingResponse>("/api/teachers/me", { signal });
}

export function myTeachingQueryOptions() {
  return queryOptions({
    queryKey: attendanceKeys.mine(),
    queryFn: ({ signal }) => getMyTeaching(signal),
    meta: { silent: true },
  });
}

export function useMyTeaching() {
  return useQuery(myTeachingQueryOptions());
}
