import type { FinancialRangeResponse } from "@nova/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { reportKeys } from "@/entities/report";
import { api } from "@/lib/api-client";

/** GET /api/reports/financial?from=&to=: the months of a range and of the equal range before. */
export function getFinancialReport(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<FinancialRangeResponse> {
  return api.get<FinancialRangeResponse>("/api/reports/financial", { query: { from, to }, signal });
}

export function financialReportQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: reportKeys.financial(from, to),
    queryFn: ({ signal }) => getFinancialReport(from, to, signal),
    meta: { silent: true },
  });
}

/** The range's report; the previous range stays shown while the next loads. */
export function useFinancialReport(from: string, to: string) {
  return useQuery({ ...financialReportQueryOptions(from, to), placeholderData: keepPreviousData });
}
