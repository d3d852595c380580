import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { studentKeys } from "../keys";
import type { Student } from "../student";

/** GET /api/students/{id}. */
export const studentQueryOptions = apiQuery<Student, [id: number]>({
  key: studentKeys.detail,
  url: (id) => `/api/students/${id}`,
  // A 404 is the "Estudiante no encontrado" view, not a notification.
  meta: { errorMessage: "Error al cargar los datos del estudiante", silentStatuses: [404] },
});

export function useStudent(id: number) {
  return useQuery(studentQueryOptions(id));
}
