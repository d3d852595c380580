import { makeUpVisitCovered, type SessionClass } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { marksOfStudents } from "../../records/classes/attendance-marks.ts";
import {
  type ClassRecord,
  classesByIds,
  findClass,
  schedulesOfClasses,
} from "../../records/classes/classes.ts";
import { activeClassIds, classIdsTaughtNowBy } from "../../records/classes/session-rosters.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { bookedVisitors, type MarkRecord } from "./attendance.repository.ts";

// What the attendance services share: which classes a user sees and marks, a session's key,
// and who may stand on a session's list without being enrolled in its class.

/** The classes whose sessions a user may see: a teacher's own, everybody's for the studio. */
export async function visibleClassIds(ctx: AppContext, user: AuthUser): Promise<number[]> {
  const active = await activeClassIds(ctx.db);
  if (user.role !== "teacher") return active;
  if (user.teacherId === null) return [];
  const own = new Set(await classIdsTaughtNowBy(ctx.db, user.teacherId));
  return active.filter((id) => own.has(id));
}

export async function sessionClasses(ctx: AppContext, classes: readonly ClassRecord[]) {
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

export const sessionKey = (s: { classId: number; date: string; startTime: string }) =>
  `${s.classId}|${s.date}|${s.startTime}`;

export type SessionSlot = {
  classId: number;
  date: string;
  startTime: string;
  classType: string | null;
};

/**
 * Who may stand on a session's list without being enrolled in its class, as a teacher sees it
 * (issue 35): a visitor the studio booked there, or one whose visit there a make-up credit of
 * hers pays for (makeUpVisitCovered: her own mark there does not count against her). Anyone else
 * a teacher can neither mark nor see: her list shows names, ages and emergency phones.
 */
export async function visitorRule(
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

/** A class the user may mark: any for the studio, only her own for a teacher (403 otherwise). */
export async function classUserMayMark(ctx: AppContext, user: AuthUser, classId: number) {
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

export const withType = (marks: readonly MarkRecord[], classes: ReadonlyMap<number, ClassRecord>) =>
  marks.map((m) => ({ ...m, classType: classes.get(m.classId)?.type ?? null }));
