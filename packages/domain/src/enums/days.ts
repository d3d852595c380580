import { codeFromText } from "../shared/code-from-text";
import { codesOf, isOneOf } from "../shared/codes-of";

/** Weekdays as stored and sent by the API, Monday first (Chilean weeks start on Monday). */
export const DAY_LABELS = {
  MONDAY: "Lunes",
  TUESDAY: "Martes",
  WEDNESDAY: "Miércoles",
  THURSDAY: "Jueves",
  FRIDAY: "Viernes",
  SATURDAY: "Sábado",
  SUNDAY: "Domingo",
};
export type DayOfWeek = keyof typeof DAY_LABELS;
export const DAYS_OF_WEEK = codesOf(DAY_LABELS);

/** Whether a value is one of MONDAY..SUNDAY. */
export function isDayOfWeek(value: unknown): value is DayOfWeek {
  return isOneOf(DAYS_OF_WEEK, value);
}

/** Spanish name of a weekday: MONDAY -> "Lunes". */
export function dayLabel(day: DayOfWeek): string {
  return DAY_LABELS[day];
}

/** Weekday key of a Spanish name or of a key itself ("Miércoles", "miercoles", "WEDNESDAY"); null if none. */
export function dayFromLabel(text: string): DayOfWeek | null {
  return codeFromText(DAYS_OF_WEEK, DAY_LABELS, text);
}

/** Position of a weekday, 0 for Monday to 6 for Sunday (for sorting schedules). */
export function dayIndex(day: DayOfWeek): number {
  return DAYS_OF_WEEK.indexOf(day);
}
