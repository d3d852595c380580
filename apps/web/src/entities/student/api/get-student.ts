import { apiQuery } from "@/lib/api-query";
import { studentKeys } from "../keys";
import type { Student } from "../student";

/** GET /api/students/{id}. */
const student = apiQuery<Student, [id: number]>({
  key: studentKeys.detail,
  url: (id) => `/api/students/${id}`,
  // A 404 is the "Estudiante no encontrado" view, not a notification.
  meta: { errorMessage: "Error al cargar los datos del estudiante", silentStatuses: [404] },
});

export const studentQueryOptions = student.options;
export const useStudent = student.use;
