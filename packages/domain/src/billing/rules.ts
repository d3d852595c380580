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
};

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
