import type {
  ClassDistributionResponse,
  DashboardResponse,
  Period,
  RevenueChartResponse,
} from "@nova/domain";
import { apiRead } from "@/lib/api-query";
import { dashboardKeys } from "./keys";

/** Months the "Ingresos por Mes" chart covers. */
export const REVENUE_CHART_MONTHS = 6;

/** GET /api/dashboard?period=: KPIs, alerts, recent activity and birthdays. */
export const useDashboard = apiRead<DashboardResponse, [period: Period]>({
  key: dashboardKeys.summary,
  url: "/api/dashboard",
  params: (period) => ({ period }),
  meta: { silent: true },
});

/** GET /api/dashboard/revenue-chart: revenue of the last months, their total and average. */
export const useRevenueChart = apiRead<RevenueChartResponse>({
  key: () => dashboardKeys.revenue(REVENUE_CHART_MONTHS),
  url: "/api/dashboard/revenue-chart",
  params: () => ({ months: REVENUE_CHART_MONTHS }),
  meta: { silent: true },
});

/** GET /api/dashboard/class-distribution: every class's occupancy, fullest first. */
export const useClassDistribution = apiRead<ClassDistributionResponse>({
  key: dashboardKeys.distribution,
  url: "/api/dashboard/class-distribution",
  meta: { silent: true },
});
