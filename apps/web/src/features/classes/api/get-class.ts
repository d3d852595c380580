import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import type { DanceClass } from "../class";
import { classKeys } from "./keys";

/** GET /api/classes/{id}: schedules, teachers, student ids and the month's revenue. */
const classQueryOptions = apiQuery<DanceClass, [id: number]>({
  key: classKeys.detail,
  url: (id) => `/api/classes/${id}`,
  // A 404 is the "Clase no encontrada" view, not a notification.
  meta: { errorMessage: "Error al cargar los datos de la clase", silentStatuses: [404] },
});

export function useClass(id: number) {
  return useQuery(classQueryOptions(id));
}
