import { foldEs } from "../shared/compare-es";

/** Weekdays as stored and sent by the API, Monday first (Chilean weeks start on Monday). */
export const DAYS_OF_WEEK = [
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
  "FRIDAY",
  "SATURDAY",
  "SUNDAY",
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

export const DAY_LABELS: Record<DayOfWeek, string> = {
  MONDAY: "Lunes",
  TUESDAY: "Martes",
  WEDNESDAY: "Miércoles",
  THURSDAY: "Jueves",
  FRIDAY: "Viernes",
  SATURDAY: "Sábado",
  SUNDAY: "Domingo",
};

/** Whether a value is one of MONDAY..SUNDAY. */
export function isDayOfWeek(value: unknown): value is DayOfWeek {
  return typeof value === "string" && (DAYS_OF_WEEK as readonly string[]).includes(value);
}

/** Spanish name of a weekday: MONDAY -> "Lunes". */
export function dayLabel(day: DayOfWeek): string {
  return DAY_LABELS[day];
}

/** Weekday key of a Spanish name or of a key itself ("Miércoles", "miercoles", "WEDNESDAY"); null if none. */
export function dayFromLabel(text: string): DayOfWeek | null {
  const wanted = foldEs(text);
  for (const day of DAYS_OF_WEEK) {
    if (foldEs(DAY_LABELS[day]) === wanted || day.toLowerCase() === wanted) return day;
  }
  return null;
}

/** Position of a weekday, 0 for Monday to 6 for Sunday (for sorting schedules). */
export function dayIndex(day: DayOfWeek): number {
  return DAYS_OF_WEEK.indexOf(day);
}
