import { type ClosedDay, closureOn, type StudioClosure } from "../attendance/sessions";
import { addDays, dayOfWeekOf, type IsoDate } from "../calendar/date";
import type { DayOfWeek } from "../enums/days";

// The days a visitor may choose for a trial class and the classes that take her age: plain
// functions with no schema, so the public page uses them without loading zod (issue 40).

/** How far ahead a visitor may choose her trial session. */
export const TRIAL_DAYS_AHEAD = 28;

/**
 * The next `count` dates (from `today` on, up to TRIAL_DAYS_AHEAD) a class with these days meets,
 * skipping the days the studio is closed (`closed`: public holidays and the studio's closures,
 * see `closedDatesAhead`): nobody is offered a trial on Christmas.
 */
export function nextSessionDates(
  days: readonly DayOfWeek[],
  today: IsoDate,
  count = 6,
  closed: ReadonlySet<IsoDate> = new Set(),
): IsoDate[] {
  const wanted = new Set(days);
  const dates: IsoDate[] = [];
  for (let i = 0; i <= TRIAL_DAYS_AHEAD && dates.length < count; i++) {
    const date = addDays(today, i);
    if (wanted.has(dayOfWeekOf(date)) && !closed.has(date)) dates.push(date);
  }
  return dates;
}

/** Whether `date` is one of the sessions a visitor may choose (never a closed day). */
export function isChoosableSession(
  days: readonly DayOfWeek[],
  today: IsoDate,
  date: IsoDate,
  closed: ReadonlySet<IsoDate> = new Set(),
): boolean {
  return nextSessionDates(days, today, 100, closed).includes(date);
}

/**
 * The dates from `today` to TRIAL_DAYS_AHEAD on which the studio gives no class: a public
 * holiday or one of its closures (the same rule as attendance's `closureOn`).
 */
export function closedDatesAhead(
  today: IsoDate,
  holidays: readonly ClosedDay[],
  closures: readonly StudioClosure[],
): Set<IsoDate> {
  const closed = new Set<IsoDate>();
  for (let i = 0; i <= TRIAL_DAYS_AHEAD; i++) {
    const date = addDays(today, i);
    if (closureOn(date, holidays, closures) !== null) closed.add(date);
  }
  return closed;
}

/** Whether a class with this age range takes someone of `age` (no bound: anyone). */
export function classFitsAge(
  range: { minAge: number | null; maxAge: number | null },
  age: number,
): boolean {
  return (
    (range.minAge === null || age >= range.minAge) && (range.maxAge === null || age <= range.maxAge)
  );
}
