import { DAYS_OF_WEEK, type DayOfWeek } from "../enums/days";
import { MONTH_NAMES_ES } from "./month";

/** A calendar date as `YYYY-MM-DD` (no time, no zone). */
export type IsoDate = string;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a value is an existing `YYYY-MM-DD` date (2026-02-30 is not). */
export function isValidDate(value: unknown): value is IsoDate {
  if (typeof value !== "string") return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Days of the month by arithmetic, not a Date: called for every date of every ledger row.
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 ? (leap ? 29 : 28) : (DAYS_IN_MONTH[month - 1] ?? 0));
}

/**
 * The first and last day a date sent to the API may be. A real calendar day alone is not
 * enough: year 0001 or 9999 is a day, and would date a receipt outside every cash close and
 * report. No date the studio writes (a birth date 100 years back, a month paid 12 ahead) comes
 * near either end.
 */
export const EARLIEST_DATE: IsoDate = "1900-01-01";
export const LATEST_DATE: IsoDate = "2100-12-31";

/** Whether a value is a real `YYYY-MM-DD` day between EARLIEST_DATE and LATEST_DATE. */
export function isDateInRange(value: unknown): value is IsoDate {
  return isValidDate(value) && value >= EARLIEST_DATE && value <= LATEST_DATE;
}

/** Year, month (1-12) and day of a `YYYY-MM-DD` date; throws RangeError on anything else. */
export function parseDate(date: IsoDate): { year: number; month: number; day: number } {
  if (!isValidDate(date)) throw new RangeError(`Fecha inválida: ${date}`);
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8)),
  };
}

/** `YYYY-MM-DD` of a year, month (1-12) and day. */
export function toDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

// Calendar arithmetic runs on UTC midnights: no zone, no daylight-saving jumps.
function toUtc(date: IsoDate): number {
  const { year, month, day } = parseDate(date);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc.getTime();
}

function fromUtc(time: number): IsoDate {
  const d = new Date(time);
  return toDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

const DAY_MS = 86_400_000;

/** The date `count` days after (negative: before) the given one. */
export function addDays(date: IsoDate, count: number): IsoDate {
  return fromUtc(toUtc(date) + count * DAY_MS);
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Weekday of a date as MONDAY..SUNDAY. */
export function dayOfWeekOf(date: IsoDate): DayOfWeek {
  // getUTCDay is 0 for Sunday; the list starts on Monday.
  const index = (new Date(toUtc(date)).getUTCDay() + 6) % 7;
  return DAYS_OF_WEEK[index] as DayOfWeek;
}

/** A date as dd-MM-yyyy: "15-08-2026". */
export function formatDateEs(date: IsoDate): string {
  const { year, month, day } = parseDate(date);
  return `${String(day).padStart(2, "0")}-${String(month).padStart(2, "0")}-${String(year).padStart(4, "0")}`;
}

const DATE_ES_PATTERN = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/**
 * The `YYYY-MM-DD` of a date typed as dd-mm-aaaa ("5-8-2026", "05/08/2026"), or null when the
 * text is not one or names no real day: the console's date fields read Spanish order whatever
 * the browser's language.
 */
export function parseDateEs(text: string): IsoDate | null {
  const match = DATE_ES_PATTERN.exec(text.trim());
  if (!match) return null;
  const date = toDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return isValidDate(date) ? date : null;
}

/** A date in words: "15 de agosto de 2026". */
export function formatDateLongEs(date: IsoDate): string {
  const { year, month, day } = parseDate(date);
  return `${day} de ${MONTH_NAMES_ES[month - 1]} de ${year}`;
}

/** The date part of an ISO instant or date text, or null when there is none ("2026-08-15T12:00:00Z" -> "2026-08-15"). */
export function datePart(value: string | null | undefined): IsoDate | null {
  if (!value) return null;
  const candidate = value.slice(0, 10);
  return isValidDate(candidate) ? candidate : null;
}
