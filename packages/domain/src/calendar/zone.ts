import type { IsoDate } from "./date";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The last answer per time zone, with the second it was for. */
const lastParts = new Map<string, { second: number; parts: ZonedParts }>();

type ZonedParts = { date: IsoDate; hour: number; minute: number };

/**
 * Wall-clock parts of an instant in a time zone. Every request asks for "today" several times
 * (issue 37): the answer is kept for the rest of its second (every zone's offset, old local
 * mean times included, is whole seconds).
 */
export function zonedParts(now: Date, timeZone: string): ZonedParts {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastParts.get(timeZone);
  if (last && last.second === second) return { ...last.parts };
  const parts = formatParts(now, timeZone);
  lastParts.set(timeZone, { second, parts });
  return { ...parts };
}

function formatParts(now: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/**
 * "Today" (`YYYY-MM-DD`) in the studio's time zone at the instant `now`.
 * The server may run in UTC: at 22:30 in Santiago it is already tomorrow in UTC, so the
 * zone is always explicit.
 */
export function todayInZone(now: Date, timeZone: string): IsoDate {
  return zonedParts(now, timeZone).date;
}

/** The current month (`YYYY-MM`) in a time zone. */
export function currentMonthInZone(now: Date, timeZone: string): string {
  return todayInZone(now, timeZone).slice(0, 7);
}

/** Whether a string names a time zone the runtime knows ("America/Santiago"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** An instant shown as dd-MM-yyyy HH:mm in a time zone (for audit rows and creation times). */
export function formatInstantEs(instant: string | Date, timeZone: string): string {
  const when = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(when.getTime())) throw new RangeError(`Instante inválido: ${String(instant)}`);
  const { date, hour, minute } = zonedParts(when, timeZone);
  const [y, m, d] = date.split("-");
  return `${d}-${m}-${y} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

const MINUTE_MS = 60_000;

/**
 * The first instant of a calendar day in a time zone, to the minute: where the day begins when
 * its midnight does not exist (Chile moves its clocks at 24:00, so some days start at 01:00).
 * The zone's date only ever moves forward with time, so a binary search over the ±14 hours
 * around UTC midnight finds it.
 */
export function startOfDayInZone(date: IsoDate, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  let low = (utcMidnight - 15 * 60 * MINUTE_MS) / MINUTE_MS;
  let high = (utcMidnight + 15 * 60 * MINUTE_MS) / MINUTE_MS;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (todayInZone(new Date(middle * MINUTE_MS), timeZone) >= date) high = middle;
    else low = middle + 1;
  }
  return new Date(low * MINUTE_MS);
}
