import type { attendanceInputSchema } from "@nova/domain";
import {
  type AtRiskStudent,
  type AttendanceReportResponse,
  type AttendanceSavedResponse,
  addDays,
  ageOn,
  attendanceByClass,
  attendanceRate,
  attended,
  type ClassAttendanceResponse,
  type ClassSession,
  type ClosedDaysResponse,
  closureOn,
  compareDates,
  DAYS_OF_WEEK,
  dayOfWeekOf,
  daysInMonth,
  findSession,
  firstDayOfMonth,
  isMinorOn,
  type MakeUpCandidate,
  makeUpCredits,
  makeUpVisitCovered,
  markOfTrialStatus,
  nudgeRecipient,
  RECENT_ATTENDANCE_WEEKS,
  recentAttendanceFrom,
  riskOf,
  type SessionClass,
  type SessionResponse,
  type SessionsResponse,
  type StudentAttendanceResponse,
  sessionsBetween,
  sessionsOn,
  toDate,
} from "@nova/domain";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { assignmentsOfClasses } from "../../records/assignments.ts";
import { marksOfStudents } from "../../records/attendance-marks.ts";
import { writeAudit } from "../../records/audit-log.ts";
import {
  type ClassRecord,
  classesByIds,
  findClass,
  schedulesOfClasses,
} from "../../records/classes.ts";
import { guardiansOfStudents } from "../../records/guardians.ts";
import { chileanHolidays, chileanHolidaysBetween } from "../../records/holidays.ts";
import { type IdempotencyClaim, runIdempotent } from "../../records/idempotency.ts";
import {
  activeClassIds,
  classIdsTaughtNowBy,
  coversDate,
  enrollmentsCovering,
  type SessionStudentRecord,
  sessionStudentsByIds,
} from "../../records/session-rosters.ts";
import { loadStudio } from "../../records/settings.ts";
import { blockedStudentIds } from "../../records/student-privacy.ts";
import { requireStudent } from "../../records/students.ts";
import {
  markTrialVisit,
  type SessionTrialRecord,
  trialsOnSessions,
} from "../../records/trial-sessions.ts";
import {
  bookedVisitors,
  type MarkRecord,
  marksBetween,
  marksOfClasses,
  marksOfSession,
  upsertMark,
} from "./attendance.repository.ts";

type MarksBody = z.output<typeof attendanceInputSchema>;

/** The classes whose sessions a user may see: a teacher's own, everybody's for the studio. */
async function visibleClassIds(ctx: AppContext, user: AuthUser): Promise<number[]> {
  const active = await activeClassIds(ctx.db);
  if (user.role !== "teacher") return active;
  if (user.teacherId === null) return [];
  const own = new Set(await classIdsTaughtNowBy(ctx.db, user.teacherId));
  return active.filter((id) => own.has(id));
}

async function sessionClasses(ctx: AppContext, classes: readonly ClassRecord[]) {
  const schedules = await schedulesOfClasses(
    ctx.db,
    classes.map((c) => c.id),
  );
  return classes.map(
    (c): SessionClass => ({
      classId: c.id,
      durationHours: c.durationHours,
      schedules: schedules.filter((s) => s.classId === c.id),
    }),
  );
}

const sessionKey = (s: { classId: number; date: string; startTime: string }) =>
  `${s.classId}|${s.date}|${s.startTime}`;

type SessionSlot = { classId: number; date: string; startTime: string; classType: string | null };

/**
 * Who may stand on a session's list without being enrolled in its class, as a teacher sees it
 * (issue 35): a visitor the studio booked there, or one whose visit there a make-up credit of
 * hers pays for (makeUpVisitCovered: her own mark there does not count against her). Anyone else
 * a teacher can neither mark nor see: her list shows names, ages and emergency phones.
 */
async function visitorRule(
  ctx: AppContext,
  db: Database,
  classIds: readonly number[],
  date: string,
  studentIds: readonly number[],
): Promise<(session: SessionSlot, studentId: number) => boolean> {
  if (studentIds.length === 0) return () => false;
  const { settings } = await loadStudio(db, ctx.now());
  const rules = {
    enabled: settings.attendance.makeUpCredits,
    days: settings.attendance.makeUpDays,
  };
  const booked = await bookedVisitors(db, classIds, date);
  const marks = rules.enabled ? await marksOfStudents(db, studentIds, date) : [];
  const classes = new Map(
    (await classesByIds(db, [...new Set(marks.map((m) => m.classId))])).map((c) => [c.id, c]),
  );
  const bookings = new Set(booked.map((b) => `${sessionKey(b)}|${b.studentId}`));
  return (session, studentId) =>
    bookings.has(`${sessionKey(session)}|${studentId}`) ||
    makeUpVisitCovered(
      withType(
        marks.filter((m) => m.studentId === studentId),
        classes,
      ),
      rules,
      session,
    );
}

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

/** A class the user may mark: any for the studio, only her own for a teacher (403 otherwise). */
async function classUserMayMark(ctx: AppContext, user: AuthUser, classId: number) {
  const klass = await findClass(ctx.db, classId);
  if (!klass) throw failure("CLASS_NOT_FOUND", { rejectedValue: classId });
  if (user.role === "teacher") {
    const own = user.teacherId === null ? [] : await classIdsTaughtNowBy(ctx.db, user.teacherId);
    if (!own.includes(klass.id)) {
      throw failure(
        "INSUFFICIENT_PERMISSIONS",
        { field: "classId", rejectedValue: klass.id },
        "Esa clase no es suya: solo puede registrar la asistencia de sus propias clases.",
      );
    }
  }
  return klass;
}

interface SavePlan {
  session: ClassSession;
  classType: string | null;
  marks: (MarksBody["marks"][number] & { kind: "REGULAR" | "MAKEUP" })[];
  trials: { trial: SessionTrialRecord; status: "PRESENT" | "ABSENT" }[];
}

const notOnTheList = (studentId: number) =>
  failure(
    "STUDENT_NOT_ENROLLED",
    { field: "studentId", rejectedValue: studentId },
    "Esa estudiante no está en la lista de esta sesión: solo se marca a quien está inscrita en la clase, tiene una recuperación vigente para ella o fue agendada por el estudio",
  );

const trialChangedMeanwhile = (trialRequestId: number) =>
  failure(
    "CONFLICT",
    { field: "trialRequestId", rejectedValue: trialRequestId },
    "La solicitud de prueba cambió mientras marcaba la asistencia. Recargue e intente nuevamente",
  );

/**
 * PUT /api/sessions/{classId}/{date}/attendance: saves the marks of a session, once per
 * Idempotency-Key (a phone that lost its connection sends the same marks again with the same
 * key). A teacher marks only her classes, on the day; an admin corrects any past session;
 * every change is audited. A student not enrolled in the class then is a make-up visit.
 */
export async function saveAttendance(
  ctx: AppContext,
  user: AuthUser,
  target: { classId: number; date: string; start?: string | undefined },
  body: MarksBody,
  claim: IdempotencyClaim | null,
): Promise<AttendanceSavedResponse> {
  return runIdempotent<SavePlan, AttendanceSavedResponse>(ctx, claim, {
    check: async () => {
      const klass = await classUserMayMark(ctx, user, target.classId);
      const { settings, today } = await loadStudio(ctx.db, ctx.now());
      const [sessionClass] = await sessionClasses(ctx, [klass]);
      const found = sessionClass
        ? findSession(
            target.date,
            sessionClass,
            chileanHolidays(Number(target.date.slice(0, 4))),
            settings.attendance.closures,
            target.start,
          )
        : "none";
      if (found === "none") {
        throw failure("SESSION_NOT_FOUND", { classId: klass.id, date: target.date });
      }
      if (found === "ambiguous") {
        throw failure("SESSION_START_REQUIRED", { field: "start", classId: klass.id });
      }
      if (target.date > today) throw failure("SESSION_IN_FUTURE", { date: target.date, today });
      if (target.date < today && user.role !== "admin") {
        throw failure("ATTENDANCE_LOCKED", { date: target.date, today });
      }
      const ids = body.marks.map((m) => m.studentId);
      const known = new Set((await sessionStudentsByIds(ctx.db, ids)).map((s) => s.studentId));
      const enrolled = new Set(
        (await enrollmentsCovering(ctx.db, [klass.id], target.date, target.date))
          .filter((e) => coversDate(e, target.date))
          .map((e) => e.studentId),
      );
      if (user.role === "teacher") {
        // One answer for an id that does not exist and one she may not mark (issue 35): her
        // marks must not tell her which students exist.
        const visitors = ids.filter((id) => !enrolled.has(id));
        const may = await visitorRule(ctx, ctx.db, [klass.id], target.date, visitors);
        const slot = { ...found, classType: klass.type };
        const refused = ids.find((id) => !known.has(id) || (!enrolled.has(id) && !may(slot, id)));
        if (refused !== undefined) throw notOnTheList(refused);
      } else {
        // The studio books anyone it has (a make-up without a credit, a visit arranged at the
        // desk); the teacher then sees her on the list.
        const missing = ids.find((id) => !known.has(id));
        if (missing !== undefined) {
          throw failure("STUDENT_NOT_FOUND", { field: "studentId", rejectedValue: missing });
        }
      }
      // A trial visitor is marked only on the list she stands on: this class, this day.
      const listed = new Map(
        (await trialsOnSessions(ctx.db, [klass.id], target.date)).map((t) => [t.trialRequestId, t]),
      );
      const trials = body.trials.map((m) => {
        const trial = listed.get(m.trialRequestId);
        if (!trial) {
          throw failure(
            "TRIAL_REQUEST_NOT_FOUND",
            { field: "trialRequestId", rejectedValue: m.trialRequestId },
            "Esa clase de prueba no está en la lista de esta sesión",
          );
        }
        return { trial, status: m.status };
      });
      return {
        trials,
        session: found,
        classType: klass.type,
        marks: body.marks.map((m) => ({
          ...m,
          kind: enrolled.has(m.studentId) ? ("REGULAR" as const) : ("MAKEUP" as const),
        })),
      };
    },
    write: async (trx, { session, marks, trials, classType }) => {
      // Marks earn and spend make-up credits: each student's are locked, in one order, and a
      // teacher's visitors checked again against what was committed meanwhile (another
      // session spending the same credit at the same time).
      const studentIds = [...new Set(marks.map((m) => m.studentId))].sort((a, b) => a - b);
      for (const id of studentIds) await lockForWrite(trx, "make-up-credits", String(id));
      const visitors = marks.filter((m) => m.kind === "MAKEUP").map((m) => m.studentId);
      if (user.role === "teacher" && visitors.length > 0) {
        const may = await visitorRule(ctx, trx, [session.classId], session.date, visitors);
        const refused = visitors.find((id) => !may({ ...session, classType }, id));
        if (refused !== undefined) throw notOnTheList(refused);
      }
      const at = ctx.now().toISOString();
      for (const { trial, status } of trials) {
        if (markOfTrialStatus(trial.status) === status) continue;
        if (!(await markTrialVisit(trx, trial, status, at))) {
          throw trialChangedMeanwhile(trial.trialRequestId);
        }
        await writeAudit(trx, {
          userId: user.id,
          action: "update",
          entity: "trial-request",
          entityId: trial.trialRequestId,
          before: { status: trial.status },
          after: {
            status: status === "PRESENT" ? "ATTENDED" : "NO_SHOW",
            session: sessionKey(session),
          },
          at,
        });
      }
      const before = new Map((await marksOfSession(trx, session)).map((m) => [m.studentId, m]));
      const changed = marks.filter((m) => {
        const old = before.get(m.studentId);
        return !old || old.status !== m.status || old.note !== m.note || old.kind !== m.kind;
      });
      for (const mark of changed) {
        await upsertMark(trx, {
          classId: session.classId,
          date: session.date,
          startTime: session.startTime,
          studentId: mark.studentId,
          status: mark.status,
          kind: mark.kind,
          note: mark.note,
          markedAt: at,
          markedBy: user.id,
          bookedBy: user.role !== "teacher" && mark.kind === "MAKEUP" ? user.id : null,
        });
      }
      if (changed.length > 0) {
        const summary = (m: { studentId: number; status: string; note: string | null }) => ({
          studentId: m.studentId,
          status: m.status,
          note: m.note,
        });
        const corrected = changed.filter((m) => before.has(m.studentId));
        await writeAudit(trx, {
          userId: user.id,
          action: corrected.length > 0 ? "correct" : "mark",
          entity: "attendance",
          entityId: sessionKey(session),
          ...(corrected.length > 0
            ? {
                before: corrected.flatMap((m) => {
                  const old = before.get(m.studentId);
                  return old ? [summary(old)] : [];
                }),
              }
            : {}),
          after: changed.map(summary),
          at,
        });
      }
      return {
        classId: session.classId,
        date: session.date,
        startTime: session.startTime,
        saved: marks.length,
        markedAt: at,
      };
    },
  });
}

const withType = (marks: readonly MarkRecord[], classes: ReadonlyMap<number, ClassRecord>) =>
  marks.map((m) => ({ ...m, classType: classes.get(m.classId)?.type ?? null }));

/** GET /api/students/{id}/attendance: the last eight weeks per class, her risk, her credits. */
export async function studentAttendance(
  ctx: AppContext,
  studentId: number,
): Promise<StudentAttendanceResponse> {
  await requireStudent(ctx.db, studentId);
  const { settings, today } = await loadStudio(ctx.db, ctx.now());
  const from = recentAttendanceFrom(today);
  const all = await marksOfStudents(ctx.db, [studentId], today);
  const classes = new Map(
    (await classesByIds(ctx.db, [...new Set(all.map((m) => m.classId))])).map((c) => [c.id, c]),
  );
  const summary = attendanceByClass(
    all.filter((m) => m.date >= from),
    {
      className: (id) => classes.get(id)?.name ?? "Clase eliminada",
      mark: (m) => ({
        date: m.date,
        startTime: m.startTime,
        status: m.status,
        kind: m.kind,
        note: m.note,
      }),
    },
  );
  const rules = {
    enabled: settings.attendance.makeUpCredits,
    days: settings.attendance.makeUpDays,
  };
  const credits = makeUpCredits(withType(all, classes), rules, today);
  return {
    from,
    to: today,
    rate: summary.rate,
    classes: summary.classes,
    risk: riskOf(all, today),
    makeUp: { enabled: rules.enabled, available: credits.available, credits: credits.credits },
  };
}

const percent = (rate: number) => `${Math.round(rate * 100)} %`;

/** 'Estudiantes en riesgo': who missed her last two sessions, or most of the last four weeks. */
export async function studentsAtRisk(ctx: AppContext): Promise<AtRiskStudent[]> {
  const { today } = await loadStudio(ctx.db, ctx.now());
  const marks = (await marksBetween(ctx.db, recentAttendanceFrom(today), today)).filter(
    (m) => m.kind === "REGULAR",
  );
  const byStudent = new Map<number, MarkRecord[]>();
  for (const m of marks) byStudent.set(m.studentId, [...(byStudent.get(m.studentId) ?? []), m]);
  const flagged = [...byStudent].flatMap(([studentId, own]) => {
    const reasons = riskOf(own, today);
    return reasons.length > 0 ? [{ studentId, reasons }] : [];
  });
  const flaggedIds = flagged.map((f) => f.studentId);
  const [found, blocked, guardians] = await Promise.all([
    sessionStudentsByIds(ctx.db, flaggedIds),
    blockedStudentIds(ctx.db, flaggedIds),
    guardiansOfStudents(ctx.db, flaggedIds),
  ]);
  // A blocked person (Ley 21.719) stays out of the lists, and no message about her goes out.
  const students = new Map(
    found.filter((s) => !blocked.has(s.studentId)).map((s) => [s.studentId, s]),
  );
  const classes = new Map(
    (await classesByIds(ctx.db, [...new Set(marks.map((m) => m.classId))])).map((c) => [c.id, c]),
  );
  return flagged
    .flatMap(({ studentId, reasons }) => {
      const student = students.get(studentId);
      if (!student) return [];
      const payer = guardians.find((g) => g.studentId === studentId && g.isPayer);
      const to = nudgeRecipient({
        ...student,
        minor: isMinorOn(student.birthDate, today),
        blocked: false,
        payer: payer ? { fullName: payer.fullName, phone: payer.phone } : null,
      });
      return [
        {
          studentId,
          fullName: student.fullName,
          phone: to?.phone ?? null,
          recipient: to ? { kind: to.kind, name: to.name } : null,
          reasons: reasons.map((r) =>
            r.kind === "CONSECUTIVE_ABSENCES"
              ? `Dos ausencias seguidas sin justificar en ${classes.get(r.classId)?.name ?? "una clase"}`
              : `Asistencia de ${percent(r.rate)} en las últimas cuatro semanas`,
          ),
        },
      ];
    })
    .sort((a, b) => a.fullName.localeCompare(b.fullName, "es"));
}

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
        .map((a) => `${a.firstName} ${a.lastName}`)
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

/**
 * Who may make up a justified absence in this session: students not enrolled in the class
 * who hold a credit for its type still valid on the date (oldest expiry first). What a teacher
 * sees of them is their name, as on her own lists.
 */
export async function makeUpCandidates(
  ctx: AppContext,
  user: AuthUser,
  classId: number,
  date: string,
): Promise<MakeUpCandidate[]> {
  const klass = await classUserMayMark(ctx, user, classId);
  const { settings } = await loadStudio(ctx.db, ctx.now());
  const rules = {
    enabled: settings.attendance.makeUpCredits,
    days: settings.attendance.makeUpDays,
  };
  if (!rules.enabled) return [];
  const recent = await marksBetween(ctx.db, addDays(date, -rules.days), date);
  const typeOf = new Map(
    (await classesByIds(ctx.db, [...new Set(recent.map((m) => m.classId))])).map((c) => [c.id, c]),
  );
  const enrolled = new Set(
    (await enrollmentsCovering(ctx.db, [klass.id], date, date))
      .filter((e) => coversDate(e, date))
      .map((e) => e.studentId),
  );
  const ids = [
    ...new Set(
      recent
        .filter(
          (m) =>
            m.kind === "REGULAR" &&
            m.status === "EXCUSED" &&
            typeOf.get(m.classId)?.type === klass.type &&
            !enrolled.has(m.studentId),
        )
        .map((m) => m.studentId),
    ),
  ];
  const candidates: MakeUpCandidate[] = [];
  for (const student of await sessionStudentsByIds(ctx.db, ids)) {
    // Her visits up to this one count: once on this session's list, her credit is spent.
    const own = await marksOfStudents(ctx.db, [student.studentId], date);
    const classes = new Map(
      (await classesByIds(ctx.db, [...new Set(own.map((m) => m.classId))])).map((c) => [c.id, c]),
    );
    // A credit earned the same day does not pay for a visit that day (makeUpCredits's rule),
    // so it does not make her a candidate the marking would then refuse.
    const credit = makeUpCredits(withType(own, classes), rules, date).credits.find(
      (c) =>
        c.status === "AVAILABLE" &&
        c.classType === klass.type &&
        c.earnedOn < date &&
        c.expiresOn >= date,
    );
    if (credit) {
      candidates.push({
        id: student.studentId,
        fullName: student.fullName,
        expiresOn: credit.expiresOn,
      });
    }
  }
  return candidates.sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
}
