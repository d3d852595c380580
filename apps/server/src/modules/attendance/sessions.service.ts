import {
  addDays,
  ageOn,
  type ClosedDaysResponse,
  closureOn,
  markOfTrialStatus,
  type SessionResponse,
  type SessionsResponse,
  sessionsOn,
} from "@nova/domain";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { classesByIds } from "../../records/classes/classes.ts";
import { chileanHolidays, chileanHolidaysBetween } from "../../records/classes/holidays.ts";
import {
  coversDate,
  enrollmentsCovering,
  type SessionStudentRecord,
  sessionStudentsByIds,
} from "../../records/classes/session-rosters.ts";
import { trialsOnSessions } from "../../records/classes/trial-sessions.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { assignmentsOfClasses } from "../../records/teachers/assignments.ts";
import { marksOfClasses } from "./attendance.repository.ts";
import { sessionClasses, sessionKey, visibleClassIds, visitorRule } from "./session-access.ts";

// A day's sessions with their lists and marks, and the days without classes.

/** GET /api/sessions?date=: the day's sessions the caller may see, with their lists and marks. */
export async function sessionsOfDay(
  ctx: AppContext,
  user: AuthUser,
  date: string,
): Promise<SessionsResponse> {
  const { settings } = await loadStudio(ctx.db, ctx.now());
  const holidays = chileanHolidays(Number(date.slice(0, 4)));
  const { closures } = settings.attendance;
  const closedReason = closureOn(date, holidays, closures);
  if (closedReason !== null) return { date, closedReason, sessions: [] };
  const classes = await classesByIds(ctx.db, await visibleClassIds(ctx, user));
  const sessions = sessionsOn(date, await sessionClasses(ctx, classes), holidays, closures);
  const ids = [...new Set(sessions.map((s) => s.classId))];
  const [enrollments, marks, assignments, trials] = await Promise.all([
    enrollmentsCovering(ctx.db, ids, date, date),
    marksOfClasses(ctx.db, ids, date, date),
    assignmentsOfClasses(ctx.db, ids),
    trialsOnSessions(ctx.db, ids, date),
  ]);
  const visitorIds = marks.filter((m) => m.kind !== "REGULAR").map((m) => m.studentId);
  const visitors = await sessionStudentsByIds(ctx.db, visitorIds);
  // The studio sees every visitor; a teacher only those booked or holding a credit (issue 35).
  const mayStand =
    user.role === "teacher" ? await visitorRule(ctx, ctx.db, ids, date, visitorIds) : () => true;
  const byId = new Map(classes.map((c) => [c.id, c]));
  return {
    date,
    closedReason: null,
    sessions: sessions.map((session): SessionResponse => {
      const klass = byId.get(session.classId);
      const own = marks.filter((m) => sessionKey(m) === sessionKey(session));
      const markOf = new Map(own.map((m) => [m.studentId, m]));
      const enrolled = enrollments.filter(
        (e) => e.classId === session.classId && coversDate(e, date),
      );
      const enrolledIds = new Set(enrolled.map((e) => e.studentId));
      const slot = { ...session, classType: klass?.type ?? null };
      const guests = own
        .filter((m) => !enrolledIds.has(m.studentId) && mayStand(slot, m.studentId))
        .flatMap((m) => visitors.filter((v) => v.studentId === m.studentId));
      const student = (s: SessionStudentRecord) => {
        const mark = markOf.get(s.studentId);
        return {
          id: s.studentId,
          fullName: s.fullName,
          age: s.birthDate ? ageOn(s.birthDate, date) : null,
          emergencyContactPhone: s.emergencyContactPhone,
          kind: mark?.kind ?? ("REGULAR" as const),
          status: mark?.status ?? null,
          note: mark?.note ?? null,
        };
      };
      const markedAt =
        own
          .map((m) => m.markedAt)
          .sort()
          .at(-1) ?? null;
      return {
        classId: session.classId,
        className: klass?.name ?? "",
        classType: klass?.type ?? null,
        date,
        startTime: session.startTime,
        endTime: session.endTime,
        teacherIds: assignments
          .filter((a) => a.classId === session.classId)
          .map((a) => a.teacherId),
        capacity: klass?.maxStudents ?? 0,
        marked: own.length > 0,
        markedAt,
        students: [...enrolled, ...guests].map(student),
        // A class meeting twice that day lists its trial visitors at its first session.
        trials:
          sessions.find((s) => s.classId === session.classId) === session
            ? trials
                .filter((t) => t.classId === session.classId)
                .map((t) => ({
                  trialRequestId: t.trialRequestId,
                  name: t.name,
                  age: t.age,
                  emergencyContactPhone: t.emergencyContactPhone,
                  status: markOfTrialStatus(t.status),
                }))
            : [],
      };
    }),
  };
}

/**
 * GET /api/closed-days?from=&to=: the days without classes in a range (Chilean public holidays
 * and the studio's closures, a holiday first when both), for the class calendar.
 */
export async function closedDays(
  ctx: AppContext,
  from: string,
  to: string,
): Promise<ClosedDaysResponse> {
  const { settings } = await loadStudio(ctx.db, ctx.now());
  const holidays = chileanHolidaysBetween(from, to);
  const days: ClosedDaysResponse = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const holiday = holidays.find((h) => h.date === date);
    const reason = closureOn(date, holidays, settings.attendance.closures);
    if (reason !== null) days.push({ date, reason, kind: holiday ? "HOLIDAY" : "CLOSURE" });
  }
  return days;
}
