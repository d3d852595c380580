import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

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
      // Her own screen is gone; everything else that counted or named her is refreshed.
      queryClient.removeQueries({ queryKey: studentKeys.detail(id) });
      return queryClient.invalidateQueries();
    },
  });
}
