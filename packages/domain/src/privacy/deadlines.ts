import { addDays, dayOfWeekOf, type IsoDate } from "../calendar/date";

/** How a legal term is counted: calendar days (corridos) or business days (hábiles). */
export const DAY_COUNTS = ["calendar", "business"] as const;
export type DayCount = (typeof DAY_COUNTS)[number];

/**
 * Whether a day is a business day: Monday to Friday and not a public holiday. The holidays are
 * given (they change by law from year to year), as `YYYY-MM-DD` dates.
 */
export function isBusinessDay(date: IsoDate, holidays: ReadonlySet<string>): boolean {
  const day = dayOfWeekOf(date);
  return day !== "SATURDAY" && day !== "SUNDAY" && !holidays.has(date);
}

/**
 * The last day to answer a data-rights request received on `receivedOn`: `days` days later,
 * counted from the next day. Counted in business days, only business days count, so the
 * deadline itself is always one; counted in calendar days, a deadline that falls on a
 * weekend or holiday moves to the next business day (a term never ends on a day the studio
 * cannot answer).
 */
export function requestDeadline(
  receivedOn: IsoDate,
  days: number,
  count: DayCount,
  holidays: readonly string[] = [],
): IsoDate {
  const closed = new Set(holidays);
  if (count === "calendar") {
    let deadline = addDays(receivedOn, days);
    while (!isBusinessDay(deadline, closed)) deadline = addDays(deadline, 1);
    return deadline;
  }
  let deadline = receivedOn;
  let left = days;
  while (left > 0) {
    deadline = addDays(deadline, 1);
    if (isBusinessDay(deadline, closed)) left -= 1;
  }
  return deadline;
}

/** How a request stands against its deadline on `today`. */
export function deadlineState(
  deadline: IsoDate,
  today: IsoDate,
  warnDays = 5,
): "overdue" | "due-soon" | "on-time" {
  if (today > deadline) return "overdue";
  return addDays(today, warnDays) >= deadline ? "due-soon" : "on-time";
}

/** How many business days ahead the dashboard warns of a data-rights request's deadline. */
export const REQUEST_WARNING_BUSINESS_DAYS = 5;

/**
 * Whether an open request's deadline calls for the dashboard's warning on `today`: overdue once
 * past it, due soon when it falls within the next `businessDays` business days (weekends and
 * the given holidays do not count), null otherwise.
 */
export function deadlineWarning(
  deadline: IsoDate,
  today: IsoDate,
  businessDays: number,
  holidays: readonly string[] = [],
): "overdue" | "due-soon" | null {
  if (today > deadline) return "overdue";
  return deadline <= requestDeadline(today, businessDays, "business", holidays) ? "due-soon" : null;
}
