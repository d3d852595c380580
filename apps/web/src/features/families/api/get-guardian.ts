import type { GuardianDetailResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { familyKeys } from "@/entities/family";
import { api } from "@/lib/api-client";

/** GET /api/guardians/{id}: the guardian and her children with classes and state. */
export function getGuardian(id: number, signal?: AbortSignal): Promise<GuardianDetailResponse> {
  return api.get<GuardianDetailResponse>(`/api/guardians/${id}`, { signal });
}

export function guardianQueryOptions(id: number) {
  return queryOptions({
    queryKey: familyKeys.detail(id),
    queryFn: ({ signal }) => getGuardian(id, signal),
    meta: { errorMessage: "Error al cargar la familia", silentStatuses: [404] },
  });
}

export function useGuardian(id: number) {
  return useQuery(guardianQueryOptions(id));
}
