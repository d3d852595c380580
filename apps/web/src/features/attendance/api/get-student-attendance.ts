import type { StudentAttendanceResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { attendanceKeys } from "./keys";

/** GET /api/students/{id}/attendance: last eight weeks, risk and make-up credits. */
export function getStudentAttendance(
  id: number,
  signal?: AbortSignal,
): Promise<StudentAttendanceResponse> {
  return api.get<StudentAttendanceResponse>(`/api/students/${id}/attendance`, { signal });
}

export function studentAttendanceQueryOptions(id: number) {
  return queryOptions({
    queryKey: attendanceKeys.student(id),
    queryFn: ({ signal }) => getStudentAttendance(id, signal),
    meta: { silent: true },
  });
}

export function useStudentAttendance(id: number) {
  return useQuery(studentAttendanceQueryOptions(id));
}
