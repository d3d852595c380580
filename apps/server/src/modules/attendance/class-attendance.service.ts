import {
  type AttendanceReportResponse,
  addDays,
  attendanceRate,
  attended,
  type ClassAttendanceResponse,
  compareDates,
  DAYS_OF_WEEK,
  dayOfWeekOf,
  daysInMonth,
  firstDayOfMonth,
  fullNameOf,
  RECENT_ATTENDANCE_WEEKS,
  sessionsBetween,
  toDate,
} from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { classesByIds, findClass } from "../../records/classes/classes.ts";
import { chileanHolidaysBetween } from "../../records/classes/holidays.ts";
import { activeClassIds } from "../../records/classes/session-rosters.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { assignmentsOfClasses } from "../../records/teachers/assignments.ts";
import { type MarkRecord, marksBetween, marksOfClasses } from "./attendance.repository.ts";
import { sessionClasses, sessionKey } from "./session-access.ts";

// Attendance seen per class: the monthly report and a class's recent sessions and occupancy.

/** GET /api/reports/attendance/{month}: per class, sessions held, attendance and occupancy. */
export async function attendanceReport(
  ctx: AppContext,
  month: string,
): Promise<AttendanceReportResponse> {
  const { settings, today } = await loadStudio(ctx.db, ctx.now());
  const from = firstDayOfMonth(month);
  const monthEnd = toDate(Number(month.slice(0, 4)), Number(month.slice(5, 7)), daysInMonth(month));
  // Dates as text: the earlier of the month's end and today.
  const to = compareDates(monthEnd, today) < 0 ? monthEnd : today;
  const marks = from <= to ? await marksBetween(ctx.db, from, to) : [];
  const ids = [...new Set([...(await activeClassIds(ctx.db)), ...marks.map((m) => m.classId)])];
  const classes = await classesByIds(ctx.db, ids);
  const scheduled =
    from <= to
      ? sessionsBetween(
          from,
          to,
          await sessionClasses(ctx, classes),
          chileanHolidaysBetween(from, to),
          settings.attendance.closures,
        )
      : [];
  const assignments = await assignmentsOfClasses(ctx.db, ids);
  const rows = classes.map((klass) => {
    const own = marks.filter((m) => m.classId === klass.id);
    const sessions = new Map<string, MarkRecord[]>();
    for (const m of own) sessions.set(sessionKey(m), [...(sessions.get(sessionKey(m)) ?? []), m]);
    const attendanceRates: number[] = [];
    const occupancies: number[] = [];
    for (const list of sessions.values()) {
      const rate = attendanceRate(list.filter((m) => m.kind === "REGULAR"));
      if (rate !== null) attendanceRates.push(rate);
      if (klass.maxStudents > 0) {
        occupancies.push(list.filter((m) => attended(m.status)).length / klass.maxStudents);
      }
    }
    const average = (values: number[]) =>
      values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
    return {
      classId: klass.id,
      className: klass.name,
      teachers: assignments
        .filter((a) => a.classId === klass.id)
        .map(fullNameOf)
        .join(", "),
      sessionsScheduled: scheduled.filter((s) => s.classId === klass.id).length,
      sessionsHeld: sessions.size,
      averageAttendance: average(attendanceRates),
      occupancy: average(occupancies),
      capacity: klass.maxStudents,
    };
  });
  return { month, rows };
}

/** Monday of a date's week (Chilean weeks start on Monday). */
const mondayOf = (date: string) => addDays(date, -DAYS_OF_WEEK.indexOf(dayOfWeekOf(date)));

/** GET /api/classes/{id}/attendance: its sessions of the last eight weeks and weekly occupancy. */
export async function classAttendance(
  ctx: AppContext,
  classId: number,
): Promise<ClassAttendanceResponse> {
  const klass = await findClass(ctx.db, classId);
  if (!klass) throw failure("CLASS_NOT_FOUND", { rejectedValue: classId });
  const { settings, today } = await loadStudio(ctx.db, ctx.now());
  const from = mondayOf(addDays(today, -(RECENT_ATTENDANCE_WEEKS - 1) * 7));
  const scheduled = sessionsBetween(
    from,
    today,
    await sessionClasses(ctx, [klass]),
    chileanHolidaysBetween(from, today),
    settings.attendance.closures,
  );
  const marks = await marksOfClasses(ctx.db, [klass.id], from, today);
  const count = (list: MarkRecord[], status: string, kind = "REGULAR") =>
    list.filter((m) => m.status === status && m.kind === kind).length;
  const sessions = scheduled.map((session) => {
    const own = marks.filter((m) => sessionKey(m) === sessionKey(session));
    return {
      date: session.date,
      startTime: session.startTime,
      held: own.length > 0,
      present: count(own, "PRESENT"),
      late: count(own, "LATE"),
      absent: count(own, "ABSENT"),
      excused: count(own, "EXCUSED"),
      visitors: own.filter((m) => m.kind !== "REGULAR" && attended(m.status)).length,
    };
  });
  const weeks = new Map<string, number[]>();
  for (const s of sessions) {
    const week = mondayOf(s.date);
    const list = weeks.get(week) ?? [];
    if (s.held && klass.maxStudents > 0) {
      list.push((s.present + s.late + s.visitors) / klass.maxStudents);
    }
    weeks.set(week, list);
  }
  return {
    classId: klass.id,
    capacity: klass.maxStudents,
    sessions: sessions.reverse(),
    weeks: [...weeks].map(([weekStart, rates]) => ({
      weekStart,
      sessionsHeld: rates.length,
      occupancy: rates.length === 0 ? null : rates.reduce((a, b) => a + b, 0) / rates.length,
    })),
  };
}
