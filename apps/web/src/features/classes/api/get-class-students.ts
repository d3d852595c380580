import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import type { ClassStudent } from "../class";
import { classKeys } from "./keys";

/** GET /api/classes/{id}/students; a 404 is an empty list (docs/product/api.md#calls). */
export async function getClassStudents(id: number, signal?: AbortSignal): Promise<ClassStudent[]> {
  try {
    return await api.get<ClassStudent[]>(`/api/classes/${id}/students`, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function classStudentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: classKeys.students(id),
    queryFn: ({ signal }) => getClassStudents(id, signal),
    meta: { errorMessage: "Error al cargar los datos de la clase" },
  });
}

export function useClassStudents(id: number) {
  return useQuery(classStudentsQueryOptions(id));
}
