import { DAY_LABELS, type DayOfWeek, dayIndex } from "../enums/days";

/** One weekly slot of a class. */
export type Schedule = { dayOfWeek: DayOfWeek; startHour: number; startMinute: number };

/** A time of day as HH:MM: formatTime(6, 0) = "06:00". */
export function formatTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * End of a class = start + durationHours. Classes end the same night in practice; should a
 * late start plus duration pass midnight the clock wraps (23:30 + 1 h = 00:30).
 */
export function scheduleEndTime(
  startHour: number,
  startMinute: number,
  durationHours: number,
): { hour: number; minute: number } {
  const total = startHour * 60 + startMinute + Math.round(durationHours * 60);
  const wrapped = ((total % 1440) + 1440) % 1440;
  return { hour: Math.floor(wrapped / 60), minute: wrapped % 60 };
}

/** Start and end of a class: scheduleTimeRange(18, 0, 1.5) = "18:00 - 19:30". */
export function scheduleTimeRange(
  startHour: number,
  startMinute: number,
  durationHours: number,
): string {
  const end = scheduleEndTime(startHour, startMinute, durationHours);
  return `${formatTime(startHour, startMinute)} - ${formatTime(end.hour, end.minute)}`;
}

/** Schedules ordered Monday first, then by start time (does not change its argument). */
export function sortSchedules<T extends Schedule>(schedules: readonly T[]): T[] {
  return [...schedules].sort(
    (a, b) =>
      dayIndex(a.dayOfWeek) - dayIndex(b.dayOfWeek) ||
      a.startHour - b.startHour ||
      a.startMinute - b.startMinute,
  );
}

/**
 * A class's weekly slots as the API answers them (the class, the public page): Monday first,
 * each with only its day and start, whatever else the stored rows carry.
 */
export function weeklySlots(schedules: readonly Schedule[]): Schedule[] {
  return sortSchedules(schedules).map(({ dayOfWeek, startHour, startMinute }) => ({
    dayOfWeek,
    startHour,
    startMinute,
  }));
}

/** A chip of the landing page: "Lunes 18:00". */
export function formatScheduleChip(schedule: Schedule): string {
  return `${DAY_LABELS[schedule.dayOfWeek]} ${formatTime(schedule.startHour, schedule.startMinute)}`;
}

/**
 * The days of a class card: one day "Lunes"; two "Lunes y Miércoles"; more
 * "Lunes, Miércoles y 2 más"; none "Sin horario". Days repeat only once.
 */
export function formatClassDays(schedules: readonly Schedule[]): string {
  const days = [...new Set(sortSchedules(schedules).map((s) => s.dayOfWeek))].map(
    (day) => DAY_LABELS[day],
  );
  if (days.length === 0) return "Sin horario";
  if (days.length === 1) return days[0] ?? "";
  if (days.length === 2) return `${days[0]} y ${days[1]}`;
  return `${days[0]}, ${days[1]} y ${days.length - 2} más`;
}

/**
 * The time of a class card: a single schedule "Lunes 18:00 - 19:30"; several "3 horarios";
 * none "Sin horario".
 */
export function formatClassTimeSummary(
  schedules: readonly Schedule[],
  durationHours: number,
): string {
  const [only] = schedules;
  if (only === undefined) return "Sin horario";
  if (schedules.length > 1) return `${schedules.length} horarios`;
  return `${DAY_LABELS[only.dayOfWeek]} ${scheduleTimeRange(only.startHour, only.startMinute, durationHours)}`;
}

/** Whether a class meets on a weekday. */
export function meetsOn(schedules: readonly Schedule[], day: DayOfWeek): boolean {
  return schedules.some((s) => s.dayOfWeek === day);
}

/** A duration in Spanish: 1 -> "1 hora", 1.5 -> "1,5 horas". */
export function formatDurationEs(hours: number): string {
  return `${String(hours).replace(".", ",")} ${hours === 1 ? "hora" : "horas"}`;
}
