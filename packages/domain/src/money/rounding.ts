/**
 * Rounds to whole pesos, halves away from zero (2.5 -> 3, -2.5 -> -3).
 * The value is first cut to 15 significant digits so that binary noise such as
 * 1004.9999999999999 (from 1.005 * 1000) still rounds as the decimal it stands for.
 */
export function roundCLP(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Monto no finito: ${value}`);
  if (Number.isInteger(value)) return value === 0 ? 0 : value;
  const clean = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.floor(clean + 0.5);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** `percent` % of an amount, rounded half-up to whole pesos: percentOf(25000, 15) = 3750. */
export function percentOf(amount: number, percent: number): number {
  return roundCLP((amount * percent) / 100);
}

/** Whether a value is a whole number of pesos (a safe integer). */
export function isWholePesos(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

/** Sum of amounts (whole pesos stay whole; no floating error for integers below 2^53). */
export function sumAmounts(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

/** Rounds a ratio to one decimal place, half away from zero (for percentages shown to people). */
export function roundTo1(value: number): number {
  return roundCLP(value * 10) / 10;
}

/** The amounts a studio may round computed charges to (setting `payments.roundTo`, issue 36). */
export const ROUND_TO_VALUES = [1, 10, 50, 100] as const;
export type RoundTo = (typeof ROUND_TO_VALUES)[number];
/** Chile has no 1- or 5-peso coins: computed amounts go to tens unless the studio says else. */
export const DEFAULT_ROUND_TO: RoundTo = 10;

/**
 * The one rounding of a computed amount (a prorated month, a percentage discount or
 * scholarship, a surcharge) to a multiple of `unit` pesos, halves up: roundToUnit(24888.9, 10)
 * = 24890. Typed prices never pass through here: only what the rules work out. A unit below 1
 * (or missing from old callers) is whole pesos.
 */
export function roundToUnit(value: number, unit: number = 1): number {
  const step = Number.isSafeInteger(unit) && unit > 1 ? unit : 1;
  if (step === 1) return roundCLP(value);
  const rounded = roundCLP(value / step) * step;
  return rounded === 0 ? 0 : rounded;
}
