import type { StudentData } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Student } from "@/entities/student";
import { api } from "@/lib/api-client";
import { invalidateKeys, STUDENT_SHOWN_IN } from "@/lib/query-keys";

/** PUT /api/students/{id} with the nine form fields -> the saved student. */
export function updateStudent(id: number, data: StudentData): Promise<Student> {
  return api.put<Student>(`/api/students/${id}`, data);
}

export function useUpdateStudent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: StudentData) => updateStudent(id, data),
    meta: { successMessage: "Estudiante actualizado exitosamente" },
    // A student's name shows on many screens (classes, payments, reports): refresh those.
    onSuccess: () => void invalidateKeys(queryClient, STUDENT_SHOWN_IN),
  });
}
