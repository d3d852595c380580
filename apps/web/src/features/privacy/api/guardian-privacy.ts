import type { ConsentResponse, GuardianConsentInput, GuardianConsentsResponse } from "@nova/domain";
import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { useApiWrite } from "@/lib/api-write";
import { queryRoots } from "@/lib/query-keys";
import { privacyKeys } from "./keys";

// A guardian's privacy on the family page: the consents she gives for her students, her
// erasure. Her export is exportPersonalData(id, format, "guardians").

/** GET /api/guardians/{id}/consents: her students and the consents she gave for them. */
export const useGuardianConsents = apiRead<GuardianConsentsResponse, [guardianId: number]>({
  key: privacyKeys.guardianConsents,
  url: (guardianId) => `/api/guardians/${guardianId}/consents`,
});

/** A consent of hers changes her student's consents too. */
const changedBy = (guardianId: number, studentId: number) => [
  privacyKeys.guardianConsents(guardianId),
  privacyKeys.consents(studentId),
];

/** POST /api/guardians/{id}/consents: she gives a consent for one of her students. */
export function useGiveGuardianConsent(guardianId: number) {
  return useApiWrite({
    send: (input: GuardianConsentInput) =>
      api.post<ConsentResponse>(`/api/guardians/${guardianId}/consents`, input),
    successMessage: "Consentimiento registrado",
    stale: (consent) => changedBy(guardianId, consent.studentId),
  });
}

/** POST /api/guardians/{id}/consents/{consentId}/withdraw: the use stops at once. */
export function useWithdrawGuardianConsent(guardianId: number) {
  return useApiWrite({
    send: (consentId: number) =>
      api.post<ConsentResponse>(`/api/guardians/${guardianId}/consents/${consentId}/withdraw`, {
        method: "request",
      }),
    successMessage: "Consentimiento retirado",
    stale: (consent) => changedBy(guardianId, consent.studentId),
  });
}

/** POST /api/guardians/{id}/anonymize: erases her identity; her links and books stay (admins). */
export function useAnonymizeGuardian(guardianId: number) {
  return useApiWrite({
    send: (reason: string) =>
      api.post<{ guardianId: number; anonymizedAt: string }>(
        `/api/guardians/${guardianId}/anonymize`,
        { reason },
      ),
    successMessage: "Datos personales del apoderado eliminados",
    // Her name shows on the family page and on her students' pages.
    stale: [privacyKeys.all, queryRoots.families, queryRoots.students],
  });
}
