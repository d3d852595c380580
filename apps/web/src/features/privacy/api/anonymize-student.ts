import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, STUDENT_SHOWN_IN } from "@/lib/query-keys";
import { privacyKeys } from "./keys";

/** POST /api/students/{id}/anonymize: erases her identity, keeps her books (admins). */
export function anonymizeStudent(studentId: number, reason: string) {
  return api.post<{ studentId: number; anonymizedAt: string }>(
    `/api/students/${studentId}/anonymize`,
    { reason },
  );
}

export function useAnonymizeStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, reason }: { studentId: number; reason: string }) =>
      anonymizeStudent(studentId, reason),
    meta: { successMessage: "Datos personales eliminados; sus pagos se conservan" },
    // Her name changes on every screen that shows it.
    onSuccess: () => invalidateKeys(queryClient, [privacyKeys.all, ...STUDENT_SHOWN_IN]),
  });
}
