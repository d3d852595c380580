import type { PortalFamilyStatementResponse } from "@nova/domain";
import { portalKeys } from "./keys";
import { usePortalQuery } from "./portal-query";

/** GET /api/portal/statement: what the family owes, its receipts and balance. */
export function usePortalStatement() {
  return usePortalQuery<PortalFamilyStatementResponse>(
    portalKeys.statement(),
    "/api/portal/statement",
  );
}
