import type { TrialRequestResponse, TrialStatus } from "@nova/domain";
import { api } from "@/lib/api-client";
import { useApiWrite } from "@/lib/api-write";
import { trialRequestKeys } from "./keys";

export interface TrialRequestChange {
  status?: TrialStatus;
  notes?: string | null;
  discardReason?: string | null;
}

/** PUT /api/trial-requests/{id}. */
export function useUpdateTrialRequest() {
  return useApiWrite({
    send: ({ id, change }: { id: number; change: TrialRequestChange }) =>
      api.put<TrialRequestResponse>(`/api/trial-requests/${id}`, change),
    stale: [trialRequestKeys.all],
  });
}
