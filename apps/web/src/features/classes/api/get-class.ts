import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { DanceClass } from "../class";
import { classKeys } from "./keys";

/** GET /api/classes/{id}: schedules, teachers, student ids and the month's revenue. */
export function getClass(id: number, signal?: AbortSignal): Promise<DanceClass> {
  return api.get<DanceClass>(`/api/classes/${id}`, { signal });
}

export function classQueryOptions(id: number) {
  return queryOptions({
    queryKey: classKeys.detail(id),
    queryFn: ({ signal }) => getClass(id, signal),
    // A 404 is the "Clase no encontrada" view, not a notification.
    meta: { errorMessage: "Error al cargar los datos de la clase", silentStatuses: [404] },
  });
}

export function useClass(id: number) {
  return useQuery(classQueryOptions(id));
}
