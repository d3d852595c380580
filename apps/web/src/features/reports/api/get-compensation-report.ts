import type { CompensationReportResponse } from "@nova/domain";
import { reportKeys } from "@/entities/report";
import { apiRead } from "@/lib/api-query";

/** GET /api/reports/teacher-compensation/{month}: every teacher's pay for the month. */
export const useCompensationReport = apiRead<CompensationReportResponse, [month: string]>({
  key: reportKeys.compensation,
  url: (month) => `/api/reports/teacher-compensation/${month}`,
  meta: { silent: true },
});
