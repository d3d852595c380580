import type { GuardianDetailResponse } from "@nova/domain";
import { familyKeys } from "@/entities/family";
import { apiRead } from "@/lib/api-query";

/** GET /api/guardians/{id}: the guardian and her children with classes and state. */
export const useGuardian = apiRead<GuardianDetailResponse, [id: number]>({
  key: familyKeys.detail,
  url: (id) => `/api/guardians/${id}`,
  // A 404 is the "Familia no encontrada" view, not a notification.
  meta: { errorMessage: "Error al cargar la familia", silentStatuses: [404] },
});
