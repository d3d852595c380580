import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trialRequestKeys } from "./keys";

/** GET /api/trial-requests/new-count: the side menu's count, refreshed every minute. */
export function getNewTrialCount(signal?: AbortSignal): Promise<{ count: number }> {
  return api.get<{ count: number }>("/api/trial-requests/new-count", { signal });
}

export function useNewTrialCount() {
  return useQuery({
    queryKey: trialRequestKeys.newCount(),
    queryFn: ({ signal }) => getNewTrialCount(signal),
    refetchInterval: 60_000,
  });
}
