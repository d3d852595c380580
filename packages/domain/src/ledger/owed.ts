import { dueDateOf } from "../billing/due-date";
import { billingCutoff, type EnrollmentPeriod, isEligibleByCutoff } from "../billing/eligibility";
import { type BillingRules, firstMonthTermsOf } from "../billing/rules";
import {
  addDays,
  compareDates,
  dayOfWeekOf,
  daysBetween,
  type IsoDate,
  parseDate,
} from "../calendar/date";
import { addMonths, daysInMonth, monthOf, toMonth, type YearMonth } from "../calendar/month";
import type { DayOfWeek } from "../enums/days";
import type { OwedStatus } from "../enums/payment";
import { roundToUnit } from "../money/rounding";
import { codesOf } from "../shared/codes-of";

// The ledger's rules (issue 25): what a student owes for a class and a month as of a day, from
// the month's charge, its due date, the fee waiver and the live payment lines. Every screen and
// report that shows a month's state reads these functions, so they agree to the peso.

/** The payment settings the ledger reads: the billing rules with the first-month settings. */
export type LedgerRules = BillingRules;

/** How many sessions a weekly schedule gives from `from` to the end of its month (inclusive). */
export function sessionsFrom(from: IsoDate, weekdays: readonly DayOfWeek[]): number {
  const days = new Set(weekdays);
  if (days.size === 0) return 0;
  const { year, month, day } = parseDate(from);
  const last = daysInMonth(toMonth(year, month));
  let count = 0;
  let date = from;
  for (let d = day; d <= last; d++) {
    if (days.has(dayOfWeekOf(date))) count++;
    date = addDays(date, 1);
  }
  return count;
}

/** How many sessions a weekly schedule gives in a whole month. */
export function sessionsInMonth(month: YearMonth, weekdays: readonly DayOfWeek[]): number {
  return sessionsFrom(`${month}-01`, weekdays);
}

/**
 * A month's billing cutoffs and due date, worked out once per month (and rules): the reports
 * charge every enrolled pair of a month, and validating the same dates for each pair was a
 * fifth of their time. Pure, so small memos are safe; each is cleared when it grows.
 */
const cutoffs = new Map<YearMonth, { cutoff: IsoDate; previousCutoff: IsoDate }>();
const dueDates = new Map<string, IsoDate>();

function cutoffsOf(month: YearMonth) {
  let found = cutoffs.get(month);
  if (!found) {
    if (cutoffs.size > 1000) cutoffs.clear();
    found = { cutoff: billingCutoff(month), previousCutoff: billingCutoff(addMonths(month, -1)) };
    cutoffs.set(month, found);
  }
  return found;
}

function monthDueDate(month: YearMonth, rules: LedgerRules): IsoDate {
  const key = `${month}|${rules.dueDay}|${rules.graceDays}`;
  let found = dueDates.get(key);
  if (found === undefined) {
    if (dueDates.size > 1000) dueDates.clear();
    found = dueDateOf(month, rules);
    dueDates.set(key, found);
  }
  return found;
}

/**
 * The enrollment that makes month M a student's first month in a class: one that starts in M
 * and bills it, when no enrollment of the class billed the month before (a student who comes
 * back after a break starts a new first month; one who re-enrolls without a gap does not).
 */
export function firstMonthEnrollment(
  enrollments: readonly EnrollmentPeriod[],
  month: YearMonth,
): EnrollmentPeriod | null {
  const { cutoff, previousCutoff } = cutoffsOf(month);
  const starting = enrollments.filter(
    (e) => monthOf(e.enrollmentDate) === month && isEligibleByCutoff([e], cutoff),
  );
  if (starting.length === 0) return null;
  if (isEligibleByCutoff(enrollments, previousCutoff)) return null;
  return starting.reduce((a, b) => (b.enrollmentDate < a.enrollmentDate ? b : a));
}

/** What a student's month of a class charges and when it is due. */
export type MonthCharge = {
  /** The price, or the first month's charge by the policy (0 when free). */
  charge: number;
  /** The class's monthly price the charge comes from. */
  price: number;
  dueDate: IsoDate;
  /** The month is the student's first in the class. */
  firstMonth: boolean;
};

/**
 * The charge and due date of month M for a student billed for it: the month's price and due
 * date, except the first month, due `firstMonthDueDays` after the enrollment date when that is
 * later, and charged by `firstMonthPolicy`: full; prorated = price × sessions left from the
 * enrollment date ÷ sessions of the month by the class's weekly schedule, rounded to the
 * enrollment's `roundTo` (the full price when the class has no schedule); free = nothing when she enrolled after
 * `freeFirstMonthAfterDay`, the full price otherwise.
 */
export function monthCharge(facts: {
  month: YearMonth;
  price: number;
  enrollments: readonly EnrollmentPeriod[];
  weekdays: readonly DayOfWeek[];
  rules: LedgerRules;
}): MonthCharge {
  const { month, price, rules } = facts;
  const dueDate = monthDueDate(month, rules);
  const first = firstMonthEnrollment(facts.enrollments, month);
  if (first === null) return { charge: price, price, dueDate, firstMonth: false };
  // Rules without the first-month settings (older callers) keep the month's own due date.
  const dueDays = rules.firstMonthDueDays;
  const ownDue = dueDays === undefined ? dueDate : addDays(first.enrollmentDate, dueDays);
  const firstDue = compareDates(ownDue, dueDate) > 0 ? ownDue : dueDate;
  // The terms fixed when the enrollment was made (issue 36: a later change of the policy does
  // not rewrite a first month already charged); older callers pass none: the current rules.
  const terms = first.firstMonth ?? firstMonthTermsOf(rules);
  let charge = price;
  if (terms.policy === "prorated") {
    const all = sessionsInMonth(month, facts.weekdays);
    const left = sessionsFrom(first.enrollmentDate, facts.weekdays);
    // Every session left is the whole month: the typed price, never a rounding of it (a price
    // that is no multiple of roundTo could otherwise round above itself).
    if (all > 0 && left < all) {
      charge = Math.min(price, roundToUnit((price * left) / all, terms.roundTo));
    }
  } else if (terms.policy === "free") {
    if (parseDate(first.enrollmentDate).day > terms.freeAfterDay) charge = 0;
  }
  return { charge, price, dueDate: firstDue, firstMonth: true };
}

/** A live payment line of the month: what it paid and when. */
export type LedgerLine = { amount: number; paymentDate: IsoDate };

/** What a month owes as of a day. */
export type MonthOwed = MonthCharge & {
  surcharge: number;
  /** charge + surcharge. */
  expectedAmount: number;
  paidAmount: number;
  /** What is still owed; never negative (a line above it is refused). */
  remainingAmount: number;
  /** The due date passed with money still owing. */
  isLate: boolean;
  /** Late, but an admin waived the month's surcharge. */
  surchargeWaived: boolean;
  status: "PAID" | OwedStatus;
};

/**
 * What a student owes for a class and a month as of `asOf`: the charge, plus the surcharge
 * (lateFee % of the charge) when the due date has passed with part of the charge still unpaid
 * by then, unless waived, minus the live payment lines. Paid = nothing owing; partial =
 * something paid and something owing.
 */
export function monthOwed(facts: {
  charge: MonthCharge;
  asOf: IsoDate;
  lateFeePercentage: number;
  surchargeWaived: boolean;
  lines: readonly LedgerLine[];
  /** The month's rounding of computed amounts (issue 36); missing: whole pesos. */
  roundTo?: number;
}): MonthOwed {
  const { charge, asOf } = facts;
  let paidByDue = 0;
  let paid = 0;
  for (const line of facts.lines) {
    paid += line.amount;
    if (line.paymentDate <= charge.dueDate) paidByDue += line.amount;
  }
  const isLate = charge.charge > 0 && asOf > charge.dueDate && paidByDue < charge.charge;
  const waived = isLate && facts.surchargeWaived;
  const surcharge =
    isLate && !waived
      ? roundToUnit((charge.charge * facts.lateFeePercentage) / 100, facts.roundTo)
      : 0;
  const expected = charge.charge + surcharge;
  const remaining = Math.max(0, expected - paid);
  // Fields named one by one: an object spread costs about twenty times as much, and the
  // reports build this for every owed month of the studio (issue 25's reads).
  return {
    charge: charge.charge,
    price: charge.price,
    dueDate: charge.dueDate,
    firstMonth: charge.firstMonth,
    surcharge,
    expectedAmount: expected,
    paidAmount: paid,
    remainingAmount: remaining,
    isLate,
    surchargeWaived: waived,
    status: remaining === 0 ? "PAID" : paid > 0 ? "PARTIAL" : "PENDING",
  };
}

/** Days a month's debt is overdue on `asOf` (0 before or on its due date). */
export function daysOverdue(dueDate: IsoDate, asOf: IsoDate): number {
  return asOf <= dueDate ? 0 : daysBetween(dueDate, asOf);
}

/**
 * The age buckets of the debts report. A month not yet due is owed but not late: it has a bucket
 * of its own (issue 36), so '0 a 30 días' holds only months past their due date.
 */
export const DEBT_AGE_BUCKET_LABELS = {
  "not-due": "Aún no vence",
  "0-30": "0 a 30 días",
  "31-60": "31 a 60 días",
  "61-90": "61 a 90 días",
  "90+": "Más de 90 días",
};
export type DebtAgeBucket = keyof typeof DEBT_AGE_BUCKET_LABELS;
export const DEBT_AGE_BUCKETS = codesOf(DEBT_AGE_BUCKET_LABELS);

/** The bucket of a debt due on `dueDate`, as of `asOf`: not yet due on or before its due date. */
export function debtAgeBucketOf(dueDate: IsoDate, asOf: IsoDate): DebtAgeBucket {
  if (asOf <= dueDate) return "not-due";
  return debtAgeBucket(daysOverdue(dueDate, asOf));
}

/** The bucket of a debt `days` overdue (0 to 30 days late: the first bucket of late debts). */
export function debtAgeBucket(days: number): DebtAgeBucket {
  if (days <= 30) return "0-30";
  if (days <= 60) return "31-60";
  if (days <= 90) return "61-90";
  return "90+";
}
