import type { ConsentResponse, ConsentWithdrawalInput } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys } from "@/lib/query-keys";
import { privacyKeys } from "./keys";

/** POST /api/students/{id}/consents/{consentId}/withdraw: the use stops at once. */
export function withdrawConsent(
  studentId: number,
  consentId: number,
  input: ConsentWithdrawalInput,
) {
  return api.post<ConsentResponse>(
    `/api/students/${studentId}/consents/${consentId}/withdraw`,
    input,
  );
}

export function useWithdrawConsent(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ consentId, input }: { consentId: number; input: ConsentWithdrawalInput }) =>
      withdrawConsent(studentId, consentId, input),
    meta: { successMessage: "Consentimiento retirado" },
    onSuccess: () => invalidateKeys(queryClient, [privacyKeys.consents(studentId)]),
  });
}
