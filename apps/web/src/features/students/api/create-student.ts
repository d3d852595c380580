import type { StudentData } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Student } from "@/entities/student";
import { api } from "@/lib/api-client";
import { invalidateKeys, STUDENT_SHOWN_IN } from "@/lib/query-keys";

/** POST /api/students with the nine form fields -> the created student. */
export function createStudent(data: StudentData): Promise<Student> {
  return api.post<Student>("/api/students", data);
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    meta: { successMessage: "Estudiante creado exitosamente" },
    // A student's name shows on many screens (classes, payments, reports): refresh those.
    onSuccess: () => void invalidateKeys(queryClient, STUDENT_SHOWN_IN),
  });
}
