import type { CompensationReportResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { reportKeys } from "@/entities/report";
import { api } from "@/lib/api-client";

/** GET /api/reports/teacher-compensation/{month}: every teacher's pay for the month. */
export function getCompensationReport(
  month: string,
  signal?: AbortSignal,
): Promise<CompensationReportResponse> {
  return api.get<CompensationReportResponse>(`/api/reports/teacher-compensation/${month}`, {
    signal,
  });
}

export function compensationReportQueryOptions(month: string) {
  return queryOptions({
    queryKey: reportKeys.compensation(month),
    queryFn: ({ signal }) => getCompensationReport(month, signal),
    meta: { silent: true },
  });
}

export function useCompensationReport(month: string) {
  return useQuery(compensationReportQueryOptions(month));
}
