import type { FamilyStatementResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { familyKeys } from "../keys";

/** GET /api/families/{guardianId}/statement: everything the family owes, its receipts, balance. */
export function getFamilyStatement(
  guardianId: number,
  signal?: AbortSignal,
): Promise<FamilyStatementResponse> {
  return api.get<FamilyStatementResponse>(`/api/families/${guardianId}/statement`, { signal });
}

export function familyStatementQueryOptions(guardianId: number) {
  return queryOptions({
    queryKey: familyKeys.statement(guardianId),
    queryFn: ({ signal }) => getFamilyStatement(guardianId, signal),
    meta: { errorMessage: "Error al cargar el estado de cuenta" },
  });
}

export function useFamilyStatement(guardianId: number) {
  return useQuery(familyStatementQueryOptions(guardianId));
}
