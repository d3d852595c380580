import type { ConsentInput, ConsentResponse } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys } from "@/lib/query-keys";
import { privacyKeys } from "./keys";

/** POST /api/students/{id}/consents: a consent given now, with the notice version in force. */
export function giveConsent(studentId: number, input: ConsentInput): Promise<ConsentResponse> {
  return api.post<ConsentResponse>(`/api/students/${studentId}/consents`, input);
}

export function useGiveConsent(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsentInput) => giveConsent(studentId, input),
    meta: { successMessage: "Consentimiento registrado" },
    onSuccess: () => invalidateKeys(queryClient, [privacyKeys.consents(studentId)]),
  });
}
