import { apiRead } from "@/lib/api-query";
import type { DanceClass } from "../class";
import { classKeys } from "./keys";

/** GET /api/classes/{id}: schedules, teachers, student ids and the month's revenue. */
export const useClass = apiRead<DanceClass, [id: number]>({
  key: classKeys.detail,
  url: (id) => `/api/classes/${id}`,
  // A 404 is the "Clase no encontrada" view, not a notification.
  meta: { errorMessage: "Error al cargar los datos de la clase", silentStatuses: [404] },
});
