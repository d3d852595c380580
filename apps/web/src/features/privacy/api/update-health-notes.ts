import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { HealthNotes } from "./get-health-notes";
import { privacyKeys } from "./keys";

/** PUT /api/students/{id}/health-notes (admins). */
export function updateHealthNotes(studentId: number, healthNotes: string | null) {
  return api.put<HealthNotes>(`/api/students/${studentId}/health-notes`, { healthNotes });
}

export function useUpdateHealthNotes(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (healthNotes: string | null) => updateHealthNotes(studentId, healthNotes),
    meta: { successMessage: "Notas de salud guardadas" },
    onSuccess: (saved) => queryClient.setQueryData(privacyKeys.healthNotes(studentId), saved),
  });
}
