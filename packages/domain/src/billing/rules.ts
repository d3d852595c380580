import type { YearMonth } from "../calendar/month";
import { DUE_DAY, FALLBACK_CLASS_PRICE, GRACE_DAYS, LATE_FEE_PERCENTAGE } from "../enums/constants";
import type { FirstMonthPolicy, PaymentMethod, SettingsPaymentMethod } from "../enums/payment";

/** The payment settings the billing rules read (a subset of `Settings["payments"]`). */
export type BillingRules = {
  dueDay: number;
  graceDays: number;
  lateFeePercentage: number;
  fallbackClassPrice?: number;
  acceptedMethods?: readonly SettingsPaymentMethod[];
  /** What a first month charges (issue 25); missing: the whole price. */
  firstMonthPolicy?: FirstMonthPolicy;
  /** With the `free` policy: enrolling after this day makes the first month free. */
  freeFirstMonthAfterDay?: number;
  /** Days after the enrollment a first month is due; missing: the month's due date. */
  firstMonthDueDays?: number;
  /** Computed amounts are rounded to a multiple of this (issue 36); missing: whole pesos. */
  roundTo?: number;
  /**
   * The rounding each month's computed amounts were made with, kept by the server when it
   * changes (issue 36: a change applies from the next month; a month already charged keeps its
   * rounding). Empty: the current `roundTo` for every month.
   */
  roundToHistory?: readonly RoundToEntry[];
};

/** The rounding of a month's computed amounts from month `from` on. */
export type RoundToEntry = { from: YearMonth; roundTo: number };

/**
 * What a studio's first month of a class charges by, fixed when the enrollment is made (issue
 * 36): the policy of that day, its free-after day and rounding. A later change of the settings
 * applies to enrollments made after it, never to a first month already charged.
 */
export type FirstMonthTerms = {
  policy: FirstMonthPolicy;
  freeAfterDay: number;
  roundTo: number;
};

/** The terms the current settings give an enrollment made now. */
export function firstMonthTermsOf(rules: BillingRules): FirstMonthTerms {
  return {
    policy: rules.firstMonthPolicy ?? "full",
    freeAfterDay: rules.freeFirstMonthAfterDay ?? 20,
    roundTo: rules.roundTo ?? 1,
  };
}

/** The rounding month M's computed amounts are made with: its history entry, or the current. */
export function roundToForMonth(rules: BillingRules, month: YearMonth): number {
  let found: RoundToEntry | undefined;
  for (const entry of rules.roundToHistory ?? []) if (entry.from <= month) found = entry;
  return found ? found.roundTo : (rules.roundTo ?? 1);
}

/**
 * The history after the rounding changed from `before` to `after` in month `current`'s time:
 * the new one applies from `fromMonth` (the next month: this month's charges were made with
 * the old one). The first change also records what every earlier month was made with.
 */
export function recordRoundToChange(
  history: readonly RoundToEntry[],
  before: number,
  after: number,
  fromMonth: YearMonth,
): RoundToEntry[] {
  const base = history.length > 0 ? [...history] : [{ from: "2000-01", roundTo: before }];
  return [...base.filter((e) => e.from < fromMonth), { from: fromMonth, roundTo: after }];
}

/** A class's monthly price from a month on (issue 36: a price change applies from a month). */
export type ClassPricePeriod = { from: YearMonth; price: number };

/** The class's price in month M: the period in force then, else the class's own price. */
export function classPriceForMonth(
  price: number | null | undefined,
  periods: readonly ClassPricePeriod[] | undefined,
  month: YearMonth,
): number | null | undefined {
  if (!periods || periods.length === 0) return price;
  let found: ClassPricePeriod | undefined;
  for (const p of periods) if (p.from <= month && (!found || p.from >= found.from)) found = p;
  return found ? found.price : price;
}

/** The rules of a studio that has not changed its settings. */
export const DEFAULT_BILLING_RULES = {
  dueDay: DUE_DAY,
  graceDays: GRACE_DAYS,
  lateFeePercentage: LATE_FEE_PERCENTAGE,
  fallbackClassPrice: FALLBACK_CLASS_PRICE,
  acceptedMethods: ["EFECTIVO", "TRANSFERENCIA", "TARJETA"],
} as const satisfies BillingRules;

/** Whether the settings accept a payment method (all methods when the settings list none). */
export function isMethodAccepted(method: PaymentMethod, rules: BillingRules): boolean {
  return rules.acceptedMethods === undefined || rules.acceptedMethods.includes(method);
}

/** A class's monthly price; a missing or non-positive price falls back to the settings' default. */
export function effectiveClassPrice(
  price: number | null | undefined,
  rules: Pick<BillingRules, "fallbackClassPrice"> = {},
): number {
  if (typeof price === "number" && Number.isFinite(price) && price > 0) return price;
  return rules.fallbackClassPrice ?? FALLBACK_CLASS_PRICE;
}
