import type { PortalAccess } from "@nova/domain";
import { familyKeys } from "@/entities/family";
import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { useApiWrite } from "@/lib/api-write";

/** GET /api/guardians/{id}/portal-access: the last link sent and the devices with it open. */
export const usePortalAccess = apiRead<PortalAccess, [guardianId: number]>({
  key: familyKeys.portalAccess,
  url: (guardianId) => `/api/guardians/${guardianId}/portal-access`,
});

/** DELETE /api/guardians/{id}/portal-link: unused links and open sessions stop working. */
export function useRevokePortal(guardianId: number) {
  return useApiWrite({
    send: () => api.delete<void>(`/api/guardians/${guardianId}/portal-link`),
    successMessage: "Acceso al portal cerrado",
    stale: [familyKeys.portalAccess(guardianId)],
  });
}
