import { groupBy } from "../shared/group-by";

/** A calendar month as `YYYY-MM`. */
export type YearMonth = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Spanish month names, January first, lower case as Spanish writes them. */
export const MONTH_NAMES_ES = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

/** Whether a value is a `YYYY-MM` month (year 0001 or later). */
export function isValidMonth(value: unknown): value is YearMonth {
  return typeof value === "string" && MONTH_PATTERN.test(value) && value.slice(0, 4) !== "0000";
}

/** The first and last month a month sent to the API may be (the months of EARLIEST_DATE and LATEST_DATE). */
export const EARLIEST_MONTH: YearMonth = "1900-01";
export const LATEST_MONTH: YearMonth = "2100-12";

/** Whether a value is a `YYYY-MM` month between EARLIEST_MONTH and LATEST_MONTH. */
export function isMonthInRange(value: unknown): value is YearMonth {
  return isValidMonth(value) && value >= EARLIEST_MONTH && value <= LATEST_MONTH;
}

/** Year and month (1-12) of a `YYYY-MM` month; throws RangeError on anything else. */
export function parseMonth(month: YearMonth): { year: number; month: number } {
  if (!isValidMonth(month)) throw new RangeError(`Mes inválido: ${month}`);
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
}

/**
 * The Spanish names of the months given, by year: each month once, years and months in
 * calendar order (["2026-04", "2026-02", "2025-12"] → [[2025, ["diciembre"]], [2026, ["febrero", "abril"]]]).
 */
export function monthNamesByYear(months: readonly YearMonth[]): [year: number, names: string[]][] {
  const byYear = groupBy([...new Set(months)].sort().map(parseMonth), (m) => m.year);
  return [...byYear].map(([year, ms]) => [year, ms.map((m) => MONTH_NAMES_ES[m.month - 1] ?? "")]);
}

/** `YYYY-MM` of a year and a month number (1-12). */
export function toMonth(year: number, month: number): YearMonth {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

/** The month `count` months after (negative: before) the given one: addMonths("2026-12", 1) = "2027-01". */
export function addMonths(month: YearMonth, count: number): YearMonth {
  const parsed = parseMonth(month);
  const index = parsed.year * 12 + (parsed.month - 1) + count;
  return toMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** Negative, zero or positive as `a` is before, equal to or after `b` (plain string order works for YYYY-MM). */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Number of months from `from` to `to` (positive when `to` is later). */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  const a = parseMonth(from);
  const b = parseMonth(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** The month of a `YYYY-MM-DD` date. */
export function monthOf(date: string): YearMonth {
  return date.slice(0, 7);
}

/** Number of days of a month, February of leap years included. */
export function daysInMonth(month: YearMonth): number {
  const { year, month: m } = parseMonth(month);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** First day of a month as `YYYY-MM-DD`. */
export function firstDayOfMonth(month: YearMonth): string {
  parseMonth(month);
  return `${month}-01`;
}

/** Last day of a month as `YYYY-MM-DD`. */
export function lastDayOfMonth(month: YearMonth): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
}

/** The `count` months ending with `last`, oldest first: lastNMonths("2026-02", 3) = 2025-12, 2026-01, 2026-02. */
export function lastNMonths(last: YearMonth, count: number): YearMonth[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => addMonths(last, i - count + 1));
}

/** Every month from `from` to `to`, both included, oldest first (empty when `from` is after `to`). */
export function monthRange(from: YearMonth, to: YearMonth): YearMonth[] {
  return lastNMonths(to, monthsBetween(from, to) + 1);
}

/** Spanish name of a month with its year: "agosto 2026". */
export function formatMonthEs(month: YearMonth): string {
  const { year, month: m } = parseMonth(month);
  return `${MONTH_NAMES_ES[m - 1]} ${year}`;
}

/** Short Spanish name for charts: "ago 2026". */
export function formatMonthShortEs(month: YearMonth): string {
  const { year, month: m } = parseMonth(month);
  return `${MONTH_NAMES_ES[m - 1]?.slice(0, 3)} ${year}`;
}

/** Spanish name of a month number (1-12) alone: 8 -> "agosto". */
export function monthNameEs(monthNumber: number): string {
  const name = MONTH_NAMES_ES[monthNumber - 1];
  if (name === undefined) throw new RangeError(`Mes inválido: ${monthNumber}`);
  return name;
}
