import { PAYMENT_METHODS } from "../enums/payment";

/** What one payment method took in a day. */
export interface MethodTotal {
  method: string;
  count: number;
  total: number;
}

/** A day's takings by method, the cash counted in the drawer and the difference. */
export interface CashCloseSummary {
  byMethod: MethodTotal[];
  total: number;
  expectedCash: number;
  countedCash: number;
  /** Counted minus expected: negative when cash is missing. */
  difference: number;
}

/**
 * The close sheet of a day from its payments' totals by method: every method the studio knows
 * is listed (zero when unused), the cash expected is what EFECTIVO took.
 */
export function cashCloseSummary(
  totals: readonly MethodTotal[],
  countedCash: number,
): CashCloseSummary {
  const known = new Map(totals.map((t) => [t.method, t]));
  const methods = [...new Set([...PAYMENT_METHODS, ...known.keys()])];
  const byMethod = methods.map((method) => known.get(method) ?? { method, count: 0, total: 0 });
  const expectedCash = known.get("EFECTIVO")?.total ?? 0;
  return {
    byMethod,
    total: byMethod.reduce((sum, m) => sum + m.total, 0),
    expectedCash,
    countedCash,
    difference: cashDifference(expectedCash, countedCash),
  };
}

/** Counted minus expected: negative when cash is missing from the drawer. */
export function cashDifference(expectedCash: number, countedCash: number): number {
  return countedCash - expectedCash;
}

/** How a close's difference reads at the desk. */
export type CashDifferenceKind = "faltante" | "sobrante" | "cuadra";

export function cashDifferenceKind(difference: number): CashDifferenceKind {
  if (difference < 0) return "faltante";
  return difference > 0 ? "sobrante" : "cuadra";
}

export const CASH_DIFFERENCE_LABELS: Record<CashDifferenceKind, string> = {
  faltante: "Faltante",
  sobrante: "Sobrante",
  cuadra: "Cuadra",
};
