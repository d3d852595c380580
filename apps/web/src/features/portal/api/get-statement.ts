import type { PortalFamilyStatementResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL, portalKeys } from "./keys";

/** GET /api/portal/statement: what the family owes, its receipts and balance. */
export function usePortalStatement() {
  return useQuery(
    queryOptions({
      queryKey: portalKeys.statement(),
      queryFn: ({ signal }) =>
        api.get<PortalFamilyStatementResponse>("/api/portal/statement", { signal, ...PORTAL_CALL }),
      retry: false,
      meta: { silentStatuses: [401] },
    }),
  );
}
