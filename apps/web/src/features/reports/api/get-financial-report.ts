import type { FinancialRangeResponse } from "@nova/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/reports/financial?from=&to=: the months of a range and of the equal range before. */
export function useFinancialReport(from: string, to: string) {
  return useQuery({
    queryKey: ["reports", "financial", from, to],
    queryFn: ({ signal }) =>
      api.get<FinancialRangeResponse>("/api/reports/financial", { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
