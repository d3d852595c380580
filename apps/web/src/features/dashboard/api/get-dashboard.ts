import type {
  ClassDistributionResponse,
  DashboardResponse,
  Period,
  RevenueChartResponse,
} from "@nova/domain";
import { apiQuery } from "@/lib/api-query";
import { dashboardKeys } from "./keys";

/** Months the "Ingresos por Mes" chart covers. */
export const REVENUE_CHART_MONTHS = 6;

/** GET /api/dashboard?period=: KPIs, alerts, recent activity and birthdays. */
export const useDashboard = apiQuery<DashboardResponse, [period: Period]>({
  key: dashboardKeys.summary,
  url: () => "/api/dashboard",
  params: (period) => ({ period }),
  meta: { silent: true },
}).use;

/** GET /api/dashboard/revenue-chart: revenue of the last months, their total and average. */
const revenueChart = apiQuery<RevenueChartResponse, [months: number]>({
  key: dashboardKeys.revenue,
  url: () => "/api/dashboard/revenue-chart",
  params: (months) => ({ months }),
  meta: { silent: true },
});

export function useRevenueChart() {
  return revenueChart.use(REVENUE_CHART_MONTHS);
}

/** GET /api/dashboard/class-distribution: every class's occupancy, fullest first. */
export const useClassDistribution = apiQuery<ClassDistributionResponse>({
  key: dashboardKeys.distribution,
  url: () => "/api/dashboard/class-distribution",
  meta: { silent: true },
}).use;
