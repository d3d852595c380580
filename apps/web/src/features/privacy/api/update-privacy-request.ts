import type { PrivacyRequestResponse, PrivacyRequestUpdate } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys } from "@/lib/query-keys";
import { privacyKeys } from "./keys";

/** PUT /api/privacy/requests/{id}: its status, answer and the action taken. */
export function updatePrivacyRequest(id: number, input: PrivacyRequestUpdate) {
  return api.put<PrivacyRequestResponse>(`/api/privacy/requests/${id}`, input);
}

export function useUpdatePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PrivacyRequestUpdate }) =>
      updatePrivacyRequest(id, input),
    meta: { successMessage: "Solicitud actualizada" },
    onSuccess: () => invalidateKeys(queryClient, [privacyKeys.requests()]),
  });
}
