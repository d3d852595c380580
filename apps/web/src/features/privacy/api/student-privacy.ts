import type {
  ConsentInput,
  ConsentResponse,
  ConsentWithdrawalInput,
  PrivacyFlagsInput,
  StudentConsentsResponse,
} from "@nova/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { apiQuery, apiRead } from "@/lib/api-query";
import { useApiWrite } from "@/lib/api-write";
import { STUDENT_SHOWN_IN } from "@/lib/query-keys";
import { privacyKeys } from "./keys";

// A student's privacy on her page: the legal bases and consents of her data's purposes, her
// blocking, her health notes and her erasure. Her export is exportPersonalData(id, format).

/** GET /api/students/{id}/consents: each purpose's legal basis and the consent history. */
export const useStudentConsents = apiRead<StudentConsentsResponse, [studentId: number]>({
  key: privacyKeys.consents,
  url: (studentId) => `/api/students/${studentId}/consents`,
});

/** POST /api/students/{id}/consents: a consent given now, with the notice version in force. */
export function useGiveConsent(studentId: number) {
  return useApiWrite({
    send: (input: ConsentInput) =>
      api.post<ConsentResponse>(`/api/students/${studentId}/consents`, input),
    successMessage: "Consentimiento registrado",
    stale: [privacyKeys.consents(studentId)],
  });
}

/** POST /api/students/{id}/consents/{consentId}/withdraw: the use stops at once. */
export function useWithdrawConsent(studentId: number) {
  return useApiWrite({
    send: ({ consentId, input }: { consentId: number; input: ConsentWithdrawalInput }) =>
      api.post<ConsentResponse>(`/api/students/${studentId}/consents/${consentId}/withdraw`, input),
    successMessage: "Consentimiento retirado",
    stale: [privacyKeys.consents(studentId)],
  });
}

/** PUT /api/students/{id}/privacy-flags: blocking, opposition, legal hold (admins). */
export function useSetPrivacyFlags(studentId: number) {
  return useApiWrite({
    send: (input: PrivacyFlagsInput) =>
      api.put<StudentConsentsResponse>(`/api/students/${studentId}/privacy-flags`, input),
    successMessage: "Datos de privacidad actualizados",
    // A blocked person leaves the lists and the reminders.
    stale: [privacyKeys.all, ...STUDENT_SHOWN_IN],
  });
}

/** POST /api/students/{id}/anonymize: erases her identity, keeps her books (admins). */
export function useAnonymizeStudent() {
  return useApiWrite({
    send: ({ studentId, reason }: { studentId: number; reason: string }) =>
      api.post<{ studentId: number; anonymizedAt: string }>(
        `/api/students/${studentId}/anonymize`,
        { reason },
      ),
    successMessage: "Datos personales eliminados; sus pagos se conservan",
    // Her name changes on every screen that shows it.
    stale: [privacyKeys.all, ...STUDENT_SHOWN_IN],
  });
}

/** A student's health notes; `healthNotes` is absent for a role that may not see them. */
export interface HealthNotes {
  studentId: number;
  healthNotes?: string | null;
}

/** GET /api/students/{id}/health-notes: each read is written to the audit log. */
const healthNotesQueryOptions = apiQuery<HealthNotes, [studentId: number]>({
  key: privacyKeys.healthNotes,
  url: (studentId) => `/api/students/${studentId}/health-notes`,
  // Read on purpose (the "Mostrar" button), never again behind the person's back.
  staleTime: Number.POSITIVE_INFINITY,
});

/** Reads the notes only once `enabled` (a person asked to see them), and keeps no copy after. */
export function useHealthNotes(studentId: number, enabled: boolean) {
  return useQuery({ ...healthNotesQueryOptions(studentId), gcTime: 0, enabled });
}

/** PUT /api/students/{id}/health-notes (admins): the saved notes replace the ones shown. */
export function useUpdateHealthNotes(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (healthNotes: string | null) =>
      api.put<HealthNotes>(`/api/students/${studentId}/health-notes`, { healthNotes }),
    meta: { successMessage: "Notas de salud guardadas" },
    onSuccess: (saved) => queryClient.setQueryData(privacyKeys.healthNotes(studentId), saved),
  });
}
