import type {
  ClassDistributionResponse,
  DashboardResponse,
  Period,
  RevenueChartResponse,
} from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { dashboardKeys } from "./keys";

/** Months the "Ingresos por Mes" chart covers. */
export const REVENUE_CHART_MONTHS = 6;

/** GET /api/dashboard?period=: KPIs, alerts, recent activity and birthdays. */
const dashboardQueryOptions = apiQuery<DashboardResponse, [period: Period]>({
  key: dashboardKeys.summary,
  url: "/api/dashboard",
  params: (period) => ({ period }),
  meta: { silent: true },
});

export function useDashboard(period: Period) {
  return useQuery(dashboardQueryOptions(period));
}

/** GET /api/dashboard/revenue-chart: revenue of the last months, their total and average. */
const revenueChartQueryOptions = apiQuery<RevenueChartResponse, [months: number]>({
  key: dashboardKeys.revenue,
  url: "/api/dashboard/revenue-chart",
  params: (months) => ({ months }),
  meta: { silent: true },
});

export function useRevenueChart() {
  return useQuery(revenueChartQueryOptions(REVENUE_CHART_MONTHS));
}

/** GET /api/dashboard/class-distribution: every class's occupancy, fullest first. */
const classDistributionQueryOptions = apiQuery<ClassDistributionResponse>({
  key: dashboardKeys.distribution,
  url: "/api/dashboard/class-distribution",
  meta: { silent: true },
});

export function useClassDistribution() {
  return useQuery(classDistributionQueryOptions());
}
