import { dayIndex } from "../enums/days";
import type { Period } from "../enums/period";
import { addDays, dayOfWeekOf, type IsoDate, parseDate, toDate } from "./date";
import { addMonths, lastDayOfMonth, lastNMonths, type YearMonth } from "./month";

/** A range of dates, both ends included. */
export type DateRange = { start: IsoDate; end: IsoDate };

/**
 * The period of the given kind that contains `date`: the week Monday-Sunday, the calendar
 * month, the calendar quarter (Jan-Mar, ...) or the calendar year.
 */
export function periodRange(period: Period, date: IsoDate): DateRange {
  const { year, month } = parseDate(date);
  switch (period) {
    case "week": {
      const start = addDays(date, -dayIndex(dayOfWeekOf(date)));
      return { start, end: addDays(start, 6) };
    }
    case "month":
      return { start: toDate(year, month, 1), end: lastDayOfMonth(date.slice(0, 7)) };
    case "quarter": {
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return {
        start: toDate(year, first, 1),
        end: lastDayOfMonth(toDate(year, first + 2, 1).slice(0, 7)),
      };
    }
    case "year":
      return { start: toDate(year, 1, 1), end: toDate(year, 12, 31) };
  }
}

/**
 * The period of the same kind just before the one containing `date`: the previous week,
 * month, quarter or year. "Equal length" is in calendar units (a month against the previous
 * month even when their day counts differ), which is how a studio compares revenue.
 */
export function previousPeriodRange(period: Period, date: IsoDate): DateRange {
  const current = periodRange(period, date);
  return periodRange(period, addDays(current.start, -1));
}

/** Whether a date lies in a range (ends included). */
export function isInRange(date: IsoDate, range: DateRange): boolean {
  return date >= range.start && date <= range.end;
}

/** The months of a financial range of `count` months ending with `last`, and the equal-length range just before. */
export function monthRangeWithPrevious(
  last: YearMonth,
  count: number,
): { months: YearMonth[]; previousMonths: YearMonth[] } {
  return {
    months: lastNMonths(last, count),
    previousMonths: lastNMonths(addMonths(last, -count), count),
  };
}
