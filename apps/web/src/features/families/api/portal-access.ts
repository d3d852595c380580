import type { PortalAccess } from "@nova/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { familyKeys } from "@/entities/family";
import { api } from "@/lib/api-client";

/** GET /api/guardians/{id}/portal-access: the last link sent and the devices with it open. */
export function usePortalAccess(guardianId: number) {
  return useQuery({
    queryKey: familyKeys.portalAccess(guardianId),
    queryFn: ({ signal }) =>
      api.get<PortalAccess>(`/api/guardians/${guardianId}/portal-access`, { signal }),
  });
}

/** DELETE /api/guardians/{id}/portal-link: unused links and open sessions stop working. */
export function useRevokePortal(guardianId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/guardians/${guardianId}/portal-link`),
    meta: { successMessage: "Acceso al portal cerrado" },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: familyKeys.portalAccess(guardianId) }),
  });
}
