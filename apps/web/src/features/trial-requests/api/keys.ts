import { queryRoots } from "@/lib/query-keys";

/** Query keys of the trial-request inbox; every key starts with "trial-requests". */
export const trialRequestKeys = {
  all: queryRoots.trialRequests,
  list: (filters: { status: string; search: string }) =>
    [...trialRequestKeys.all, "list", filters] as const,
  newCount: () => [...trialRequestKeys.all, "new-count"] as const,
  conversion: (from: string, to: string) =>
    [...trialRequestKeys.all, "conversion", from, to] as const,
};
