import type { PortalFamily } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL, portalKeys } from "./keys";

/** GET /api/portal/family: the family, each child's classes, the studio and how to pay. */
export function usePortalFamily() {
  return useQuery(
    queryOptions({
      queryKey: portalKeys.family(),
      queryFn: ({ signal }) =>
        api.get<PortalFamily>("/api/portal/family", { signal, ...PORTAL_CALL }),
      retry: false,
      meta: { silentStatuses: [401] },
    }),
  );
}
