import type { ClassAttendanceResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { attendanceKeys } from "./keys";

/** GET /api/classes/{id}/attendance: last eight weeks' sessions and occupancy by week. */
export function getClassAttendance(
  id: number,
  signal?: AbortSignal,
): Promise<ClassAttendanceResponse> {
  return api.get<ClassAttendanceResponse>(`/api/classes/${id}/attendance`, { signal });
}

export function classAttendanceQueryOptions(id: number) {
  return queryOptions({
    queryKey: attendanceKeys.classSessions(id),
    queryFn: ({ signal }) => getClassAttendance(id, signal),
    meta: { silent: true },
  });
}

export function useClassAttendance(id: number) {
  return useQuery(classAttendanceQueryOptions(id));
}
