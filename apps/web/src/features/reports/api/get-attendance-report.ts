import type { AttendanceReportResponse } from "@nova/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { reportKeys } from "@/entities/report";
import { apiQuery } from "@/lib/api-query";

/** GET /api/reports/attendance/{month}; the month shown stays while another loads. */
const attendanceReportQueryOptions = apiQuery<AttendanceReportResponse, [month: string]>({
  key: reportKeys.attendance,
  url: (month) => `/api/reports/attendance/${month}`,
});

export function useAttendanceReport(month: string) {
  return useQuery({ ...attendanceReportQueryOptions(month), placeholderData: keepPreviousData });
}
