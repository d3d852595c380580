import type { CompensationReportResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { reportKeys } from "@/entities/report";
import { apiQuery } from "@/lib/api-query";

/** GET /api/reports/teacher-compensation/{month}: every teacher's pay for the month. */
const compensationReportQueryOptions = apiQuery<CompensationReportResponse, [month: string]>({
  key: reportKeys.compensation,
  url: (month) => `/api/reports/teacher-compensation/${month}`,
  meta: { silent: true },
});

export function useCompensationReport(month: string) {
  return useQuery(compensationReportQueryOptions(month));
}
