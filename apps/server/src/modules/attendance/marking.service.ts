import type { attendanceInputSchema } from "@nova/domain";
import {
  type AttendanceSavedResponse,
  addDays,
  type ClassSession,
  findSession,
  type MakeUpCandidate,
  makeUpCredits,
  markOfTrialStatus,
} from "@nova/domain";
import type { z } from "zod";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { marksOfStudents } from "../../records/classes/attendance-marks.ts";
import { classesByIds } from "../../records/classes/classes.ts";
import { chileanHolidays } from "../../records/classes/holidays.ts";
import {
  coversDate,
  enrollmentsCovering,
  sessionStudentsByIds,
} from "../../records/classes/session-rosters.ts";
import {
  markTrialVisit,
  type SessionTrialRecord,
  trialsOnSessions,
} from "../../records/classes/trial-sessions.ts";
import { type IdempotencyClaim, runIdempotent } from "../../records/system/idempotency.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { marksBetween, marksOfSession, upsertMark } from "./attendance.repository.ts";
import {
  classUserMayMark,
  sessionClasses,
  sessionKey,
  visitorRule,
  withType,
} from "./session-access.ts";

// Taking attendance: saving a session's marks, and who may make up an absence in it.

type MarksBody = z.output<typeof attendanceInputSchema>;

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
