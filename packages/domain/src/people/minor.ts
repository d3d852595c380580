import { ageOn, birthdayInYear } from "../calendar/age";
import { type IsoDate, parseDate } from "../calendar/date";

/** Age of majority in Chile: from 18 a student may pay for herself; before, a guardian does. */
export const ADULT_AGE = 18;

/** Whether a person born on `birthDate` is under 18 on `today` (an unknown birth date is not). */
export function isMinorOn(birthDate: IsoDate | null | undefined, today: IsoDate): boolean {
  return !!birthDate && ageOn(birthDate, today) < ADULT_AGE;
}

/**
 * The last birth date of a person who is an adult on `today`: whoever was born after it is a
 * minor. Lets a query count minors by comparing text dates (`birth_date > cutoff`). Someone born
 * on 29 February comes of age on the 28th in a non-leap year (calendar/age.ts), so on such a
 * 28th the cutoff is the 29th of the birth year when that year had one.
 */
export function adultBirthCutoff(today: IsoDate): IsoDate {
  const { year } = parseDate(today);
  const birthYear = year - ADULT_AGE;
  const monthDay = today.slice(5);
  const leapBirthday = `${birthYear}-02-29`;
  // isLeap first: "2009-02-29" is no date, and reading it throws (every 28 February whose
  // birth year of majority is not a leap year, such as 2027).
  if (monthDay === "02-28" && isLeap(birthYear) && birthdayInYear(leapBirthday, year) === today) {
    return leapBirthday;
  }
  if (monthDay === "02-29" && !isLeap(birthYear)) return `${birthYear}-02-28`;
  return `${birthYear}-${monthDay}`;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
