import type { PortalAttendance } from "@nova/domain";
import { portalKeys } from "./keys";
import { usePortalQuery } from "./portal-query";

/** GET /api/portal/attendance: the children's attendance of the last eight weeks. */
export function usePortalAttendance() {
  return usePortalQuery<PortalAttendance>(portalKeys.attendance(), "/api/portal/attendance");
}
