import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, TEACHER_SHOWN_IN } from "@/lib/query-keys";

/** DELETE /api/teachers/{id} (she is also unassigned from her classes). */
export function deleteTeacher(id: number): Promise<void> {
  return api.delete<void>(`/api/teachers/${id}`);
}

export function useDeleteTeacher(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTeacher(id),
    meta: {
      successMessage: "Profesora eliminada exitosamente",
      errorMessage: "Error al eliminar la profesora",
    },
    onSuccess: () => {
      // Everything that named her is stale. Nothing is refetched now: the screen still on
      // display is her own, which would only answer 404 before the page moves on.
      void invalidateKeys(queryClient, TEACHER_SHOWN_IN, { refetchType: "none" });
    },
  });
}
