import type { ConsentResponse, GuardianConsentInput, GuardianConsentsResponse } from "@nova/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, queryRoots } from "@/lib/query-keys";
import { privacyKeys } from "./keys";

// A guardian's privacy on the family page: the consents she gives for her students, her
// erasure. Her export is exportPersonalData(id, format, "guardians").

/** GET /api/guardians/{id}/consents: her students and the consents she gave for them. */
export function guardianConsentsQueryOptions(guardianId: number) {
  return queryOptions({
    queryKey: privacyKeys.guardianConsents(guardianId),
    queryFn: ({ signal }) =>
      api.get<GuardianConsentsResponse>(`/api/guardians/${guardianId}/consents`, { signal }),
  });
}

export function useGuardianConsents(guardianId: number) {
  return useQuery(guardianConsentsQueryOptions(guardianId));
}

/** A consent of hers changes her student's consents too. */
const changedBy = (guardianId: number, studentId: number) => [
  privacyKeys.guardianConsents(guardianId),
  privacyKeys.consents(studentId),
];

/** POST /api/guardians/{id}/consents: she gives a consent for one of her students. */
export function useGiveGuardianConsent(guardianId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuardianConsentInput) =>
      api.post<ConsentResponse>(`/api/guardians/${guardianId}/consents`, input),
    meta: { successMessage: "Consentimiento registrado" },
    onSuccess: (consent) => invalidateKeys(queryClient, changedBy(guardianId, consent.studentId)),
  });
}

/** POST /api/guardians/{id}/consents/{consentId}/withdraw: the use stops at once. */
export function useWithdrawGuardianConsent(guardianId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consentId: number) =>
      api.post<ConsentResponse>(`/api/guardians/${guardianId}/consents/${consentId}/withdraw`, {
        method: "request",
      }),
    meta: { successMessage: "Consentimiento retirado" },
    onSuccess: (consent) => invalidateKeys(queryClient, changedBy(guardianId, consent.studentId)),
  });
}

/** POST /api/guardians/{id}/anonymize: erases her identity; her links and books stay (admins). */
export function useAnonymizeGuardian(guardianId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<{ guardianId: number; anonymizedAt: string }>(
        `/api/guardians/${guardianId}/anonymize`,
        { reason },
      ),
    meta: { successMessage: "Datos personales del apoderado eliminados" },
    // Her name shows on the family page and on her students' pages.
    onSuccess: () =>
      invalidateKeys(queryClient, [privacyKeys.all, queryRoots.families, queryRoots.students]),
  });
}
