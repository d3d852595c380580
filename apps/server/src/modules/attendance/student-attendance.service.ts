import {
  type AtRiskStudent,
  attendanceByClass,
  isMinorOn,
  makeUpCredits,
  nudgeRecipient,
  recentAttendanceFrom,
  riskOf,
  type StudentAttendanceResponse,
} from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { marksOfStudents } from "../../records/classes/attendance-marks.ts";
import { classesByIds } from "../../records/classes/classes.ts";
import { sessionStudentsByIds } from "../../records/classes/session-rosters.ts";
import { guardiansOfStudents } from "../../records/people/guardians.ts";
import { requireStudent } from "../../records/people/students.ts";
import { blockedStudentIds } from "../../records/privacy/student-privacy.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { type MarkRecord, marksBetween } from "./attendance.repository.ts";
import { withType } from "./session-access.ts";

// Attendance seen per student: her recent weeks and credits, and the list of students at risk.

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
