import type { YearMonth } from "../calendar/month";
import { roundCLP } from "../money/rounding";

/** The "Ingresos por Mes" chart: revenue per month (0 for months without payments), total and average. */
export function buildRevenueSeries(
  months: readonly YearMonth[],
  revenueByMonth: Readonly<Record<string, number>>,
): {
  months: { month: YearMonth; revenue: number }[];
  totalRevenue: number;
  averageMonthly: number;
} {
  const points = months.map((month) => ({ month, revenue: revenueByMonth[month] ?? 0 }));
  const totalRevenue = points.reduce((sum, p) => sum + p.revenue, 0);
  return {
    months: points,
    totalRevenue,
    averageMonthly: points.length === 0 ? 0 : roundCLP(totalRevenue / points.length),
  };
}
