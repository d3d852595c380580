import { roundTo1 } from "../money/rounding";

/** `part` as a percentage of `whole`, one decimal; 0 when `whole` is 0 (nothing to compare with). */
export function ratioPercent(part: number, whole: number): number {
  if (whole === 0) return 0;
  return roundTo1((part / whole) * 100);
}

/** Profit margin = studio revenue / total revenue, as a percentage; 0 when there is no revenue. */
export function profitMargin(studioRevenue: number, totalRevenue: number): number {
  return ratioPercent(studioRevenue, totalRevenue);
}

/** Efficiency = compensation / revenue, as a percentage; 0 when there is no revenue. */
export function efficiency(compensation: number, revenue: number): number {
  return ratioPercent(compensation, revenue);
}

/**
 * Growth of a figure against the previous period, in percent with one decimal.
 * A change from 0 has no meaningful ratio, so it is defined as: 0 -> 0 is 0 %, 0 -> a gain is
 * +100 %, 0 -> a loss is -100 % (the chart shows "all new"). A negative previous figure (a
 * loss) is compared by its size, so going from -100 to -50 is +50 %.
 */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : current > 0 ? 100 : -100;
  return roundTo1(((current - previous) / Math.abs(previous)) * 100);
}
