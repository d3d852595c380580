import type { FinancialRangeResponse } from "@nova/domain";
import { reportKeys } from "@/entities/report";
import { apiRead } from "@/lib/api-query";

/**
 * GET /api/reports/financial?from=&to=: the months of a range and of the equal range before;
 * the previous range stays shown while the next loads.
 */
export const useFinancialReport = apiRead<FinancialRangeResponse, [from: string, to: string]>({
  key: reportKeys.financial,
  url: "/api/reports/financial",
  params: (from, to) => ({ from, to }),
  meta: { silent: true },
  keepPrevious: true,
});
