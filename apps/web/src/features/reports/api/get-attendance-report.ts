import type { AttendanceReportResponse } from "@nova/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { reportKeys } from "@/entities/report";
import { api } from "@/lib/api-client";

/** GET /api/reports/attendance/{month}. */
export function getAttendanceReport(
  month: string,
  signal?: AbortSignal,
): Promise<AttendanceReportResponse> {
  return api.get<AttendanceReportResponse>(`/api/reports/attendance/${month}`, { signal });
}

export function attendanceReportQueryOptions(month: string) {
  return queryOptions({
    queryKey: reportKeys.attendance(month),
    queryFn: ({ signal }) => getAttendanceReport(month, signal),
  });
}

export function useAttendanceReport(month: string) {
  return useQuery({ ...attendanceReportQueryOptions(month), placeholderData: keepPreviousData });
}
