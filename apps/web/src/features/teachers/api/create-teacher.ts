import type { TeacherData } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateKeys, TEACHER_SHOWN_IN } from "@/lib/query-keys";
import type { Teacher } from "../teacher";

/** POST /api/teachers -> the created teacher. */
export function createTeacher(data: TeacherData): Promise<Teacher> {
  return api.post<Teacher>("/api/teachers", data);
}

export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeacher,
    meta: { successMessage: "Profesora creada exitosamente" },
    // Teachers show on classes, reports and the dashboard too: refresh those.
    onSuccess: () => void invalidateKeys(queryClient, TEACHER_SHOWN_IN),
  });
}
