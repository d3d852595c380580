import type { PrivacyFlagsInput, StudentConsentsResponse } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, STUDENT_SHOWN_IN } from "@/lib/query-keys";
import { privacyKeys } from "./keys";

/** PUT /api/students/{id}/privacy-flags: blocking, opposition, legal hold (admins). */
export function setPrivacyFlags(studentId: number, input: PrivacyFlagsInput) {
  return api.put<StudentConsentsResponse>(`/api/students/${studentId}/privacy-flags`, input);
}

export function useSetPrivacyFlags(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrivacyFlagsInput) => setPrivacyFlags(studentId, input),
    meta: { successMessage: "Datos de privacidad actualizados" },
    // A blocked person leaves the lists and the reminders.
    onSuccess: () => invalidateKeys(queryClient, [privacyKeys.all, ...STUDENT_SHOWN_IN]),
  });
}
