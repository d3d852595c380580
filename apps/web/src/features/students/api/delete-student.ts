import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, STUDENT_SHOWN_IN } from "@/lib/query-keys";

/** DELETE /api/students/{id} (a soft delete: her payments keep her name). */
export function deleteStudent(id: number): Promise<void> {
  return api.delete<void>(`/api/students/${id}`);
}

export function useDeleteStudent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStudent(id),
    meta: {
      successMessage: "Estudiante eliminado exitosamente",
      errorMessage: "Error al eliminar el estudiante",
    },
    onSuccess: () => {
      // Everything that counted or named her is stale. Nothing is refetched now: the screen
      // still on display is her own, which would only answer 404 before the page moves on.
      void invalidateKeys(queryClient, STUDENT_SHOWN_IN, { refetchType: "none" });
    },
  });
}
