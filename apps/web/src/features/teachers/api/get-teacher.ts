import { apiRead } from "@/lib/api-query";
import type { Teacher } from "../teacher";
import { teacherKeys } from "./keys";

/** GET /api/teachers/{id}: with her classes, their students and totals. */
export const useTeacher = apiRead<Teacher, [id: number]>({
  key: teacherKeys.detail,
  url: (id) => `/api/teachers/${id}`,
  // A 404 is the "Profesora no encontrada" view, not a notification.
  meta: { errorMessage: "Error al cargar los datos de la profesora", silentStatuses: [404] },
});
