import type { CompensationReportResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/reports/teacher-compensation/{month}: every teacher's pay for the month. */
export function useCompensationReport(month: string) {
  return useQuery({
    queryKey: ["reports", "compensation", month],
    queryFn: ({ signal }) =>
      api.get<CompensationReportResponse>(`/api/reports/teacher-compensation/${month}`, {
        signal,
      }),
    meta: { silent: true },
  });
}
