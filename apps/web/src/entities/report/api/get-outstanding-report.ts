import type { OutstandingReportResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { reportKeys } from "../keys";

/** Who owes what in a month, largest debt first. */
export type OutstandingReport = OutstandingReportResponse;

/** GET /api/reports/outstanding-payments/{month}: every student who owes something that month. */
export function getOutstandingReport(
  month: string,
  signal?: AbortSignal,
): Promise<OutstandingReport> {
  return api.get<OutstandingReport>(`/api/reports/outstanding-payments/${month}`, { signal });
}

/** Read by the reports and by the quick payment page, under one key. */
export function outstandingReportQueryOptions(month: string) {
  return queryOptions({
    queryKey: reportKeys.outstanding(month),
    queryFn: ({ signal }) => getOutstandingReport(month, signal),
    meta: { errorMessage: "Error al cargar pagos pendientes", silent: true },
  });
}

export function useOutstandingReport(month: string) {
  return useQuery(outstandingReportQueryOptions(month));
}
