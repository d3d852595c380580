import type { TrialRequestResponse, TrialStatus } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trialRequestKeys } from "./keys";

export interface TrialRequestChange {
  status?: TrialStatus;
  notes?: string | null;
  discardReason?: string | null;
}

/** PUT /api/trial-requests/{id}. */
export function updateTrialRequest(id: number, change: TrialRequestChange) {
  return api.put<TrialRequestResponse>(`/api/trial-requests/${id}`, change);
}

export function useUpdateTrialRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TrialRequestChange }) =>
      updateTrialRequest(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trialRequestKeys.all }),
  });
}
