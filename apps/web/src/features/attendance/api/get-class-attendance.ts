import type { ClassAttendanceResponse } from "@nova/domain";
import { apiRead } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/classes/{id}/attendance: last eight weeks' sessions and occupancy by week. */
export const useClassAttendance = apiRead<ClassAttendanceResponse, [id: number]>({
  key: attendanceKeys.classSessions,
  url: (id) => `/api/classes/${id}/attendance`,
  meta: { silent: true },
});
