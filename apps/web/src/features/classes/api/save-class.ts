import type { ClassData } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CLASS_SHOWN_IN, invalidateKeys } from "@/lib/query-keys";
import type { DanceClass } from "../class";

/** POST /api/classes -> the created class. */
export function createClass(data: ClassData): Promise<DanceClass> {
  return api.post<DanceClass>("/api/classes", data);
}

/** PUT /api/classes/{id} -> the saved class, its schedules replaced by the form's rows. */
export function updateClass(id: number, data: ClassData): Promise<DanceClass> {
  return api.put<DanceClass>(`/api/classes/${id}`, data);
}

// Classes show on teachers, students, payments, reports and the dashboard: refresh those.
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    meta: { successMessage: "Clase creada exitosamente" },
    onSuccess: () => void invalidateKeys(queryClient, CLASS_SHOWN_IN),
  });
}

export function useUpdateClass(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: ClassData) => updateClass(id, data),
    meta: { successMessage: "Clase actualizada exitosamente" },
    onSuccess: () => void invalidateKeys(queryClient, CLASS_SHOWN_IN),
  });
}
