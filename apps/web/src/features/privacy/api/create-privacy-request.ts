import type { PrivacyRequestInput, PrivacyRequestResponse } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys } from "@/lib/query-keys";
import { privacyKeys } from "./keys";

/** POST /api/privacy/requests: registers a request; the server sets its legal deadline. */
export function createPrivacyRequest(input: PrivacyRequestInput) {
  return api.post<PrivacyRequestResponse>("/api/privacy/requests", input);
}

export function useCreatePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrivacyRequest,
    meta: { successMessage: "Solicitud registrada" },
    onSuccess: () => invalidateKeys(queryClient, [privacyKeys.requests()]),
  });
}
