import { addDays, compareDates, dayOfWeekOf, type IsoDate } from "../calendar/date";
import { formatTime, type Schedule, scheduleEndTime } from "../calendar/schedule";

/** A day the whole country rests (a public holiday), with its name. */
export interface ClosedDay {
  date: IsoDate;
  reason: string;
}

/** Days the studio itself is closed, `from` to `to` both included (winter break). */
export interface StudioClosure {
  from: IsoDate;
  to: IsoDate;
  reason: string;
}

/** What sessions are laid from: a class's weekly slots and how long it lasts. */
export interface SessionClass {
  classId: number;
  schedules: readonly Schedule[];
  durationHours: number;
}

/** One meeting of a class on the calendar; times are the studio's wall clock (HH:MM). */
export interface ClassSession {
  classId: number;
  date: IsoDate;
  startTime: string;
  endTime: string;
}

/**
 * Why the studio is closed on a date (a holiday's name or a closure's reason), or null when
 * it is open. Holidays are passed in as data (the server reads them from a maintained library),
 * so this stays a pure function of its arguments.
 */
export function closureOn(
  date: IsoDate,
  holidays: readonly ClosedDay[],
  closures: readonly StudioClosure[],
): string | null {
  const holiday = holidays.find((h) => h.date === date);
  if (holiday) return holiday.reason;
  const closure = closures.find((c) => c.from <= date && date <= c.to);
  return closure ? closure.reason : null;
}

/**
 * The sessions of the given classes on one date: each weekly slot that falls on its weekday,
 * none when the studio is closed. Sessions are calendar dates and wall-clock times, so a
 * daylight-saving change in America/Santiago moves no session: 19:00 stays 19:00.
 */
export function sessionsOn(
  date: IsoDate,
  classes: readonly SessionClass[],
  holidays: readonly ClosedDay[],
  closures: readonly StudioClosure[],
): ClassSession[] {
  if (closureOn(date, holidays, closures) !== null) return [];
  const day = dayOfWeekOf(date);
  const sessions: ClassSession[] = [];
  for (const klass of classes) {
    for (const slot of klass.schedules) {
      if (slot.dayOfWeek !== day) continue;
      const end = scheduleEndTime(slot.startHour, slot.startMinute, klass.durationHours);
      sessions.push({
        classId: klass.classId,
        date,
        startTime: formatTime(slot.startHour, slot.startMinute),
        endTime: formatTime(end.hour, end.minute),
      });
    }
  }
  return sessions.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.classId - b.classId);
}

/** Every session from `from` to `to` (both included), in date and time order. */
export function sessionsBetween(
  from: IsoDate,
  to: IsoDate,
  classes: readonly SessionClass[],
  holidays: readonly ClosedDay[],
  closures: readonly StudioClosure[],
): ClassSession[] {
  const sessions: ClassSession[] = [];
  for (let date = from; compareDates(date, to) <= 0; date = addDays(date, 1)) {
    sessions.push(...sessionsOn(date, classes, holidays, closures));
  }
  return sessions;
}

/**
 * The one session of a class on a date, chosen by its start (HH:MM) when the class meets more
 * than once that day: `none` when it does not meet (or the studio is closed), `ambiguous` when
 * it meets twice and no start was given.
 */
export function findSession(
  date: IsoDate,
  klass: SessionClass,
  holidays: readonly ClosedDay[],
  closures: readonly StudioClosure[],
  start?: string,
): ClassSession | "none" | "ambiguous" {
  const sessions = sessionsOn(date, [klass], holidays, closures);
  if (start !== undefined) return sessions.find((s) => s.startTime === start) ?? "none";
  if (sessions.length > 1) return "ambiguous";
  return sessions[0] ?? "none";
}
