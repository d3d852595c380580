import type { PortalFamily } from "@nova/domain";
import { portalKeys } from "./keys";
import { usePortalQuery } from "./portal-query";

/** GET /api/portal/family: the family, each child's classes, the studio and how to pay. */
export function usePortalFamily() {
  return usePortalQuery<PortalFamily>(portalKeys.family(), "/api/portal/family");
}
