import { formatDateEs, type IsoDate, isDateInRange, parseDate, toDate } from "./date";
import { addMonths, firstDayOfMonth, formatMonthEs, type YearMonth } from "./month";

// Dates that would corrupt figures are refused before anything is written: a payment dated in
// the future hides from this month's revenue and tops recent activity for years; a birth date
// in the future gives negative ages; an enrollment in 1990 bills every month since 1990. Each
// check answers the Spanish message to show, or null when the date is acceptable. "Today" is
// the studio's (America/Santiago by default), passed in by the caller.

/** Oldest age a student's birth date may give. */
export const MAX_AGE_YEARS = 100;

/**
 * How old a bank transfer a family tells the studio about may be. A family reports a transfer
 * within days of making it; a year covers a late notice for a transfer the bank statement
 * still shows, and keeps a receipt from landing in a year whose cash closes are long done.
 */
export const MAX_TRANSFER_AGE_YEARS = 1;

/** How far back the studio's first month is when the setting is empty. */
export const DEFAULT_HISTORY_MONTHS = 24;

/** The studio's first month: the setting, or 24 months before the current month. */
export function studioFirstMonth(studio: {
  settings: { system: { firstMonth: string } };
  month: YearMonth;
}): YearMonth {
  return studio.settings.system.firstMonth || addMonths(studio.month, -DEFAULT_HISTORY_MONTHS);
}

const futureMessage = (what: string, today: IsoDate) =>
  `${what} no puede ser posterior a hoy (${formatDateEs(today)})`;

/**
 * A payment date must be a real day (the schema checks it on the way in; a receipt written
 * from a stored value, such as a transfer notice's date, is checked again here) and not after
 * today.
 */
export function paymentDateProblem(date: IsoDate, today: IsoDate): string | null {
  if (!isDateInRange(date)) return "La fecha de pago no es válida";
  return date > today ? futureMessage("La fecha de pago", today) : null;
}

/** The same day `years` years before (29 February becomes the 28th when that year has none). */
function yearsBefore(today: IsoDate, years: number): IsoDate {
  const { year, month, day } = parseDate(today);
  return toDate(year - years, month, month === 2 && day === 29 ? 28 : day);
}

/** A transfer a family reports must be a real day, not after today nor over a year ago. */
export function transferDateProblem(date: IsoDate, today: IsoDate): string | null {
  if (!isDateInRange(date)) return "La fecha de la transferencia no es válida";
  if (date > today) return futureMessage("La fecha de la transferencia", today);
  const oldest = yearsBefore(today, MAX_TRANSFER_AGE_YEARS);
  return date < oldest
    ? `La fecha de la transferencia no puede ser anterior al ${formatDateEs(oldest)} (más de un año)`
    : null;
}

/** A birth date must not be in the future nor more than 100 years ago. */
export function birthDateProblem(date: IsoDate, today: IsoDate): string | null {
  if (date > today) return futureMessage("La fecha de nacimiento", today);
  // 29 February minus 100 years may not exist: the 28th is then the oldest date allowed.
  const oldest = yearsBefore(today, MAX_AGE_YEARS);
  return date < oldest
    ? `La fecha de nacimiento no puede ser anterior al ${formatDateEs(oldest)} (más de ${MAX_AGE_YEARS} años)`
    : null;
}

function withinStudioHistory(
  what: string,
  date: IsoDate,
  today: IsoDate,
  firstMonth: YearMonth,
): string | null {
  if (date > today) return futureMessage(what, today);
  return date < firstDayOfMonth(firstMonth)
    ? `${what} no puede ser anterior al primer mes del estudio (${formatMonthEs(firstMonth)})`
    : null;
}

/** An enrollment date must be between the studio's first month and today. */
export function enrollmentDateProblem(
  date: IsoDate,
  today: IsoDate,
  firstMonth: YearMonth,
): string | null {
  return withinStudioHistory("La fecha de inscripción", date, today, firstMonth);
}

/** The first day of a teacher's assignment must be between the studio's first month and today. */
export function assignmentStartProblem(
  date: IsoDate,
  today: IsoDate,
  firstMonth: YearMonth,
): string | null {
  return withinStudioHistory("La fecha de inicio de la asignación", date, today, firstMonth);
}
