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
  /** The opening float (fondo de caja) the drawer started the day with. */
  openingFloat: number;
  /** Opening float + the day's live cash payments (see expectedCashOf). */
  expectedCash: number;
  countedCash: number;
  /** Counted minus expected: negative when cash is missing. */
  difference: number;
}

/**
 * The close sheet of a day from its live payments' totals by method: every method the studio
 * knows is listed (zero when unused); the cash expected in the drawer is the opening float plus
 * what EFECTIVO took (expectedCashOf).
 */
export function cashCloseSummary(
  totals: readonly MethodTotal[],
  countedCash: number,
  openingFloat = 0,
): CashCloseSummary {
  const byMethod = everyMethod(totals);
  const expectedCash = expectedCashOf(openingFloat, totals);
  return {
    byMethod,
    total: byMethod.reduce((sum, m) => sum + m.total, 0),
    openingFloat,
    expectedCash,
    countedCash,
    difference: cashDifference(expectedCash, countedCash),
  };
}

/** Every method the studio knows (zero when unused), then any other method that took money. */
export function everyMethod(totals: readonly MethodTotal[]): MethodTotal[] {
  const known = new Map(totals.map((t) => [t.method, t]));
  const methods = [...new Set([...PAYMENT_METHODS, ...known.keys()])];
  return methods.map((method) => known.get(method) ?? { method, count: 0, total: 0 });
}

/** Totals by method (count and pesos) of some payments, in the order methods first appear. */
export function totalsByMethod(payments: readonly { method: string; amount: number }[]) {
  const totals = new Map<string, MethodTotal>();
  for (const p of payments) {
    const t = totals.get(p.method) ?? { method: p.method, count: 0, total: 0 };
    totals.set(p.method, { method: p.method, count: t.count + 1, total: t.total + p.amount });
  }
  return [...totals.values()];
}

/**
 * The cash a day's drawer should hold at closing: the opening float plus the cash of the day's
 * payments less the cash of the day's voided payments. `liveTotals` are the totals of the
 * payments dated that day still live, so the voids are already out of them: a payment dated D
 * and then voided (while D is open: a closed day refuses voids) leaves D's expected cash, as
 * money handed back from that drawer, whatever day the void was made.
 */
export function expectedCashOf(openingFloat: number, liveTotals: readonly MethodTotal[]): number {
  const cash = liveTotals.find((t) => t.method === "EFECTIVO")?.total ?? 0;
  return openingFloat + cash;
}

/**
 * Whether closing with this count needs a note: any difference between counted and expected
 * cash must be explained in writing (a blank note does not count).
 */
export function cashCloseNeedsNote(difference: number, notes: string | null | undefined): boolean {
  return difference !== 0 && (notes ?? "").trim() === "";
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
