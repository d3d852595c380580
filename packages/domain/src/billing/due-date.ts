import { addDays, type IsoDate } from "../calendar/date";
import { daysInMonth, type YearMonth } from "../calendar/month";
import type { BillingRules } from "./rules";

/** The two rules that place a month's due date. */
type DueRules = Pick<BillingRules, "dueDay" | "graceDays">;

/**
 * Due date of month M = day min(dueDay, last day of M) of M, plus graceDays.
 * The due day is clamped because a studio that bills "on the 31st" means "the last day of the
 * month": without the clamp February (and every 30-day month) would have no due date. Grace
 * days are added as calendar days, so they may carry the due date into the next month.
 */
export function dueDateOf(month: YearMonth, rules: DueRules): IsoDate {
  const day = Math.min(rules.dueDay, daysInMonth(month));
  return addDays(`${month}-${String(day).padStart(2, "0")}`, rules.graceDays);
}

/**
 * Whether a payment for `paymentMonth` made on `paymentDate` is late: made after the month's due
 * date. Paying on the due date itself is on time, paying in advance is never late, and paying
 * an earlier month after its due date is late.
 */
export function isLatePayment(
  paymentDate: IsoDate,
  paymentMonth: YearMonth,
  rules: DueRules,
): boolean {
  return isOverdue(paymentMonth, paymentDate, rules);
}

/** Whether month M's fee is overdue on `today` (today after M's due date). */
export function isOverdue(month: YearMonth, today: IsoDate, rules: DueRules): boolean {
  return today > dueDateOf(month, rules);
}
