import type { Period } from "@nova/domain";
import { queryRoots } from "@/lib/query-keys";

/** Query keys of the dashboard; every key starts with "dashboard". */
export const dashboardKeys = {
  all: queryRoots.dashboard,
  summary: (period: Period) => [...dashboardKeys.all, "summary", period] as const,
  revenue: (months: number) => [...dashboardKeys.all, "revenue", months] as const,
  distribution: () => [...dashboardKeys.all, "distribution"] as const,
  setup: () => [...dashboardKeys.all, "setup"] as const,
};
