import type { ClosedDay } from "@nova/domain";
import Holidays from "date-holidays";

const byYear = new Map<number, ClosedDay[]>();

/**
 * Chile's national public holidays of a year, from the maintained `date-holidays` rules (moved
 * holidays, the June solstice, the extra days of Fiestas Patrias), with the two corrections the
 * official list needs (checked against it in holidays.test.ts): Holy Saturday is a public
 * holiday the library leaves out, and Easter Sunday is not one (it is a Sunday anyway). Pure
 * computation, memoised per year; regional holidays (Arica, Chillán) are not the studio's.
 */
export function chileanHolidays(year: number): ClosedDay[] {
  const known = byYear.get(year);
  if (known) return known;
  const calendar = new Holidays("CL");
  const days: ClosedDay[] = [];
  for (const holiday of calendar.getHolidays(year)) {
    if (holiday.type !== "public" || holiday.rule === "easter") continue;
    const date = holiday.date.slice(0, 10);
    days.push({ date, reason: holiday.name });
    if (holiday.rule === "easter -2") days.push({ date: nextDay(date), reason: "Sábado Santo" });
  }
  days.sort((a, b) => a.date.localeCompare(b.date));
  byYear.set(year, days);
  return days;
}

function nextDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The holidays of every year a range of dates touches. */
export function chileanHolidaysBetween(from: string, to: string): ClosedDay[] {
  const days: ClosedDay[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    days.push(...chileanHolidays(year));
  }
  return days;
}
