import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import type { Teacher } from "../teacher";
import { teacherKeys } from "./keys";

/** GET /api/teachers/{id}: with her classes, their students and totals. */
const teacherQueryOptions = apiQuery<Teacher, [id: number]>({
  key: teacherKeys.detail,
  url: (id) => `/api/teachers/${id}`,
  // A 404 is the "Profesora no encontrada" view, not a notification.
  meta: { errorMessage: "Error al cargar los datos de la profesora", silentStatuses: [404] },
});

export function useTeacher(id: number) {
  return useQuery(teacherQueryOptions(id));
}
