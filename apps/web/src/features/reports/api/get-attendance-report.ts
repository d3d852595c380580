import type { AttendanceReportResponse } from "@nova/domain";
import { reportKeys } from "@/entities/report";
import { apiRead } from "@/lib/api-query";

/** GET /api/reports/attendance/{month}; the month shown stays while another loads. */
export const useAttendanceReport = apiRead<AttendanceReportResponse, [month: string]>({
  key: reportKeys.attendance,
  url: (month) => `/api/reports/attendance/${month}`,
  keepPrevious: true,
});
