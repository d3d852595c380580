import type { FamilyStatementResponse } from "@nova/domain";
import { apiRead } from "@/lib/api-query";
import { familyKeys } from "../keys";

/** GET /api/families/{guardianId}/statement: everything the family owes, its receipts, balance. */
export const useFamilyStatement = apiRead<FamilyStatementResponse, [guardianId: number]>({
  key: familyKeys.statement,
  url: (guardianId) => `/api/families/${guardianId}/statement`,
  meta: { errorMessage: "Error al cargar el estado de cuenta" },
});
