import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Teacher } from "../teacher";
import { teacherKeys } from "./keys";

/** GET /api/teachers/{id}: with her classes, their students and totals. */
export function getTeacher(id: number, signal?: AbortSignal): Promise<Teacher> {
  return api.get<Teacher>(`/api/teachers/${id}`, { signal });
}

export function teacherQueryOptions(id: number) {
  return queryOptions({
    queryKey: teacherKeys.detail(id),
    queryFn: ({ signal }) => getTeacher(id, signal),
    // A 404 is the "Profesora no encontrada" view, not a notification.
    meta: { errorMessage: "Error al cargar los datos de la profesora", silentStatuses: [404] },
  });
}

export function useTeacher(id: number) {
  return useQuery(teacherQueryOptions(id));
}
