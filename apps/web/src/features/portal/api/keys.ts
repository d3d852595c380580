import { queryRoots } from "@/lib/query-keys";

/** Query keys of the family portal; all start with "portal". */
export const portalKeys = {
  all: queryRoots.portal,
  family: () => [...portalKeys.all, "family"] as const,
  statement: () => [...portalKeys.all, "statement"] as const,
  attendance: () => [...portalKeys.all, "attendance"] as const,
  payment: (id: number) => [...portalKeys.all, "payment", id] as const,
  receipt: (id: number) => [...portalKeys.all, "receipt", id] as const,
  transferNotices: () => [...portalKeys.all, "transfer-notices"] as const,
  correctionRequests: () => [...portalKeys.all, "correction-requests"] as const,
};

/** Portal calls carry the portal's cookie; a 401 there is the family's, never the console's. */
export const PORTAL_CALL = { skipAuthRedirect: true } as const;
