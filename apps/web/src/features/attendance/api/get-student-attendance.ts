import type { StudentAttendanceResponse } from "@nova/domain";
import { apiRead } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/students/{id}/attendance: last eight weeks, risk and make-up credits. */
export const useStudentAttendance = apiRead<StudentAttendanceResponse, [id: number]>({
  key: attendanceKeys.student,
  url: (id) => `/api/students/${id}/attendance`,
  meta: { silent: true },
});
