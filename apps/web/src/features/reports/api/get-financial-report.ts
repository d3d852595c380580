import type { FinancialRangeResponse } from "@nova/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { reportKeys } from "@/entities/report";
import { apiQuery } from "@/lib/api-query";

/**
 * GET /api/reports/financial?from=&to=: the months of a range and of the equal range before;
 * the previous range stays shown while the next loads.
 */
const financialReportQueryOptions = apiQuery<FinancialRangeResponse, [from: string, to: string]>({
  key: reportKeys.financial,
  url: "/api/reports/financial",
  params: (from, to) => ({ from, to }),
  meta: { silent: true },
});

export function useFinancialReport(from: string, to: string) {
  return useQuery({ ...financialReportQueryOptions(from, to), placeholderData: keepPreviousData });
}
