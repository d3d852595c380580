import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CLASS_SHOWN_IN, invalidateKeys } from "@/lib/query-keys";

/** DELETE /api/classes/{id}; the server refuses with its reason (e.g. payments recorded). */
export function deleteClass(id: number): Promise<void> {
  return api.delete<void>(`/api/classes/${id}`);
}

export function useDeleteClass(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteClass(id),
    meta: {
      successMessage: "Clase eliminada exitosamente",
      errorMessage: "Error al eliminar clase",
    },
    // Not refetched now: the screen on display is the class's own, which would answer 404.
    onSuccess: () => void invalidateKeys(queryClient, CLASS_SHOWN_IN, { refetchType: "none" }),
  });
}
