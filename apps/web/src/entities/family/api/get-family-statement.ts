import type { FamilyStatementResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { familyKeys } from "../keys";

/** GET /api/families/{guardianId}/statement: everything the family owes, its receipts, balance. */
const familyStatementQueryOptions = apiQuery<FamilyStatementResponse, [guardianId: number]>({
  key: familyKeys.statement,
  url: (guardianId) => `/api/families/${guardianId}/statement`,
  meta: { errorMessage: "Error al cargar el estado de cuenta" },
});

export function useFamilyStatement(guardianId: number) {
  return useQuery(familyStatementQueryOptions(guardianId));
}
