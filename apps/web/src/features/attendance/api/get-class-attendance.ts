import type { ClassAttendanceResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/classes/{id}/attendance: last eight weeks' sessions and occupancy by week. */
const classAttendanceQueryOptions = apiQuery<ClassAttendanceResponse, [id: number]>({
  key: attendanceKeys.classSessions,
  url: (id) => `/api/classes/${id}/attendance`,
  meta: { silent: true },
});

export function useClassAttendance(id: number) {
  return useQuery(classAttendanceQueryOptions(id));
}
