import type { PortalAttendance } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_CALL, portalKeys } from "./keys";

/** GET /api/portal/attendance: the children's attendance of the last eight weeks. */
export function usePortalAttendance() {
  return useQuery(
    queryOptions({
      queryKey: portalKeys.attendance(),
      queryFn: ({ signal }) =>
        api.get<PortalAttendance>("/api/portal/attendance", { signal, ...PORTAL_CALL }),
      retry: false,
      meta: { silentStatuses: [401] },
    }),
  );
}
