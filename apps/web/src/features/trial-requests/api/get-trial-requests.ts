import type { TrialRequestResponse } from "@nova/domain";
import { apiRead } from "@/lib/api-query";
import { trialRequestKeys } from "./keys";

export type TrialRequest = TrialRequestResponse;

type TrialRequestFilters = Parameters<typeof trialRequestKeys.list>[0];

/** GET /api/trial-requests: new ones first. */
export const useTrialRequests = apiRead<TrialRequest[], [filters: TrialRequestFilters]>({
  key: trialRequestKeys.list,
  url: "/api/trial-requests",
  params: (filters) => ({
    status: filters.status || undefined,
    search: filters.search || undefined,
    size: 100,
  }),
});
