import type {
  ClassDistributionResponse,
  DashboardResponse,
  Period,
  RevenueChartResponse,
} from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "./keys";

/** Months the "Ingresos por Mes" chart covers. */
export const REVENUE_CHART_MONTHS = 6;

/** GET /api/dashboard?period=: KPIs, alerts, recent activity and birthdays. */
export function getDashboard(period: Period, signal?: AbortSignal): Promise<DashboardResponse> {
  return api.get<DashboardResponse>("/api/dashboard", { query: { period }, signal });
}

export function dashboardQueryOptions(period: Period) {
  return queryOptions({
    queryKey: dashboardKeys.summary(period),
    queryFn: ({ signal }) => getDashboard(period, signal),
    meta: { silent: true },
  });
}

export function useDashboard(period: Period) {
  return useQuery(dashboardQueryOptions(period));
}

/** GET /api/dashboard/revenue-chart: revenue of the last months, their total and average. */
export function getRevenueChart(
  months: number,
  signal?: AbortSignal,
): Promise<RevenueChartResponse> {
  return api.get<RevenueChartResponse>("/api/dashboard/revenue-chart", {
    query: { months },
    signal,
  });
}

export function revenueChartQueryOptions(months: number) {
  return queryOptions({
    queryKey: dashboardKeys.revenue(months),
    queryFn: ({ signal }) => getRevenueChart(months, signal),
    meta: { silent: true },
  });
}

export function useRevenueChart() {
  return useQuery(revenueChartQueryOptions(REVENUE_CHART_MONTHS));
}

/** GET /api/dashboard/class-distribution: every class's occupancy, fullest first. */
export function getClassDistribution(signal?: AbortSignal): Promise<ClassDistributionResponse> {
  return api.get<ClassDistributionResponse>("/api/dashboard/class-distribution", { signal });
}

export function classDistributionQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.distribution(),
    queryFn: ({ signal }) => getClassDistribution(signal),
    meta: { silent: true },
  });
}

export function useClassDistribution() {
  return useQuery(classDistributionQueryOptions());
}
