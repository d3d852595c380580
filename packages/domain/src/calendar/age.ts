import { compareEs } from "../shared/compare-es";
import { addDays, type IsoDate, parseDate, toDate } from "./date";

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The date of someone's birthday in a given year.
 * Decision: a person born on 29 February celebrates on 28 February in non-leap years
 * (the day that still belongs to February; Chilean civil practice has no fixed rule and
 * families mostly choose the 28th). Age, `turnsAge` and the birthday banner all follow it.
 */
export function birthdayInYear(birthDate: IsoDate, year: number): IsoDate {
  const { month, day } = parseDate(birthDate);
  if (month === 2 && day === 29 && !isLeapYear(year)) return toDate(year, 2, 28);
  return toDate(year, month, day);
}

/** Completed years of age on a date (0 before the first birthday; negative never, 0 minimum). */
export function ageOn(birthDate: IsoDate, date: IsoDate): number {
  const born = parseDate(birthDate);
  const on = parseDate(date);
  const years = on.year - born.year - (date < birthdayInYear(birthDate, on.year) ? 1 : 0);
  return Math.max(0, years);
}

/** Whether a date is the person's birthday (29 February counts on the 28th in non-leap years). */
export function isBirthdayOn(birthDate: IsoDate, date: IsoDate): boolean {
  return birthdayInYear(birthDate, parseDate(date).year) === date;
}

/**
 * The "MM-DD" endings of the birth dates whose birthday falls on `date`: its own, and 02-29 on
 * the 28th of February of a non-leap year. Queries narrow people to these endings and
 * isBirthdayOn decides, so a studio's birthdays are found without reading every student.
 */
export function birthdayMonthDays(date: IsoDate): string[] {
  const own = date.slice(5);
  const { year } = parseDate(date);
  return own === "02-28" && !isLeapYear(year) ? [own, "02-29"] : [own];
}

/** The age a person turns on their birthday in the year of `date` ("cumple N años"). */
export function turnsAge(birthDate: IsoDate, date: IsoDate): number {
  return parseDate(date).year - parseDate(birthDate).year;
}

/** A person with a birthday, for the dashboard banner. */
export type BirthdayPerson = {
  id: number;
  fullName: string;
  birthDate: IsoDate | null | undefined;
};

/** An entry of the birthday banner. */
export type BirthdayEntry = { id: number; fullName: string; turnsAge: number };

/** Birthdays today and tomorrow (in the studio's calendar: pass its `today`), sorted by name. */
export function birthdaysAround(
  people: readonly BirthdayPerson[],
  today: IsoDate,
): {
  today: BirthdayEntry[];
  tomorrow: BirthdayEntry[];
  totalToday: number;
  totalTomorrow: number;
} {
  const tomorrow = addDays(today, 1);
  const on = (date: IsoDate): BirthdayEntry[] =>
    people
      .filter(
        (p): p is BirthdayPerson & { birthDate: IsoDate } =>
          !!p.birthDate && isBirthdayOn(p.birthDate, date),
      )
      .map((p) => ({ id: p.id, fullName: p.fullName, turnsAge: turnsAge(p.birthDate, date) }))
      .sort((a, b) => compareEs(a.fullName, b.fullName) || a.id - b.id);
  const todayList = on(today);
  const tomorrowList = on(tomorrow);
  return {
    today: todayList,
    tomorrow: tomorrowList,
    totalToday: todayList.length,
    totalTomorrow: tomorrowList.length,
  };
}
