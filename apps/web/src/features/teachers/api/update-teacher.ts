import type { TeacherData } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, TEACHER_SHOWN_IN } from "@/lib/query-keys";
import type { Teacher } from "../teacher";

/** PUT /api/teachers/{id} -> the saved teacher. */
export function updateTeacher(id: number, data: TeacherData): Promise<Teacher> {
  return api.put<Teacher>(`/api/teachers/${id}`, data);
}

export function useUpdateTeacher(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TeacherData) => updateTeacher(id, data),
    meta: { successMessage: "Profesora actualizada exitosamente" },
    // Her name and rate show on classes and reports too: refresh those.
    onSuccess: () => void invalidateKeys(queryClient, TEACHER_SHOWN_IN),
  });
}
