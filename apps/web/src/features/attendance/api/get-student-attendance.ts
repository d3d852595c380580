import type { StudentAttendanceResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { attendanceKeys } from "./keys";

/** GET /api/students/{id}/attendance: last eight weeks, risk and make-up credits. */
const studentAttendanceQueryOptions = apiQuery<StudentAttendanceResponse, [id: number]>({
  key: attendanceKeys.student,
  url: (id) => `/api/students/${id}/attendance`,
  meta: { silent: true },
});

export function useStudentAttendance(id: number) {
  return useQuery(studentAttendanceQueryOptions(id));
}
