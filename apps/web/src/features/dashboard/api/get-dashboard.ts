import type {
  ClassDistributionResponse,
  DashboardResponse,
  Period,
  RevenueChartResponse,
} from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const dashboardKeys = {
  all: ["dashboard"] as const,
  summary: (period: Period) => [...dashboardKeys.all, "summary", period] as const,
  revenue: (months: number) => [...dashboardKeys.all, "revenue", months] as const,
  distribution: () => [...dashboardKeys.all, "distribution"] as const,
};

/** Months the "Ingresos por Mes" chart covers. */
export const REVENUE_CHART_MONTHS = 6;

/** GET /api/dashboard?period=: KPIs, alerts, recent activity and birthdays. */
export function useDashboard(period: Period) {
  return useQuery({
    queryKey: dashboardKeys.summary(period),
    queryFn: ({ signal }) =>
      api.get<DashboardResponse>("/api/dashboard", { query: { period }, signal }),
    meta: { silent: true },
  });
}

/** GET /api/dashboard/revenue-chart: revenue of the last months, their total and average. */
export function useRevenueChart() {
  return useQuery({
    queryKey: dashboardKeys.revenue(REVENUE_CHART_MONTHS),
    queryFn: ({ signal }) =>
      api.get<RevenueChartResponse>("/api/dashboard/revenue-chart", {
        query: { months: REVENUE_CHART_MONTHS },
        signal,
      }),
    meta: { silent: true },
  });
}

/** GET /api/dashboard/class-distribution: every class's occupancy, fullest first. */
export function useClassDistribution() {
  return useQuery({
    queryKey: dashboardKeys.distribution(),
    queryFn: ({ signal }) =>
      api.get<ClassDistributionResponse>("/api/dashboard/class-distribution", { signal }),
    meta: { silent: true },
  });
}
