import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { studentKeys } from "../keys";
import type { Student } from "../student";

/** GET /api/students/{id}. */
export function getStudent(id: number, signal?: AbortSignal): Promise<Student> {
  return api.get<Student>(`/api/students/${id}`, { signal });
}

export function studentQueryOptions(id: number) {
  return queryOptions({
    queryKey: studentKeys.detail(id),
    queryFn: ({ signal }) => getStudent(id, signal),
    // A 404 is the "Estudiante no encontrado" view, not a notification.
    meta: { errorMessage: "Error al cargar los datos del estudiante", silentStatuses: [404] },
  });
}

export function useStudent(id: number) {
  return useQuery(studentQueryOptions(id));
}
