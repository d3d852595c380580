import type { OutstandingReportResponse } from "@nova/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type OutstandingPage, reportKeys } from "../keys";

/** Who owes what in a month, largest debt first. */
export type OutstandingReport = OutstandingReportResponse;

/**
 * GET /api/reports/outstanding-payments/{month}: the students who owe something that month,
 * every one of them, or a page of those matching a search (issue 37); the totals are always
 * the month's.
 */
export function getOutstandingReport(
  month: string,
  page: OutstandingPage = {},
  signal?: AbortSignal,
): Promise<OutstandingReport> {
  const query = new URLSearchParams();
  if (page.page !== undefined) query.set("page", String(page.page));
  if (page.size !== undefined) query.set("size", String(page.size));
  if (page.search) query.set("search", page.search);
  const suffix = query.size > 0 ? `?${query.toString()}` : "";
  return api.get<OutstandingReport>(`/api/reports/outstanding-payments/${month}${suffix}`, {
    signal,
  });
}

/** Read by the reports and by the quick payment page, under the reports' keys. */
export function outstandingReportQueryOptions(month: string, page: OutstandingPage = {}) {
  return queryOptions({
    queryKey: reportKeys.outstanding(month, page),
    queryFn: ({ signal }) => getOutstandingReport(month, page, signal),
    meta: { errorMessage: "Error al cargar pagos pendientes", silent: true },
  });
}

/** The page shown stays on screen while the next one (or the next search) loads. */
export function useOutstandingReport(month: string, page: OutstandingPage = {}) {
  return useQuery({
    ...outstandingReportQueryOptions(month, page),
    placeholderData: keepPreviousData,
  });
}
