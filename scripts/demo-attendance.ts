// Eight weeks of attendance for the demo studio (issue 27), and a login for one teacher, so
// /asistencia, 'Estudiantes en riesgo', the student page and the attendance report have
// something to show. Separate from seedStudio: the benchmark studios do not need it.

import {
  addDays,
  type ClassSession,
  type DayOfWeek,
  type SessionClass,
  sessionsBetween,
} from "@nova/domain";
import type { Database } from "../apps/server/src/db/database.ts";
import { hashPassword } from "../apps/server/src/lib/passwords.ts";
import { chileanHolidaysBetween } from "../apps/server/src/records/classes/holidays.ts";
import { rng } from "./demo-data.ts";

/** The demo teacher's login. */
export const DEMO_TEACHER_LOGIN = { username: "profesora", password: "demo1234" };

const WEEKS = 8;
const ROWS = 1500;

export async function seedAttendance(db: Database, options: { seed: number; today: string }) {
  const random = rng(options.seed);
  const from = addDays(options.today, -(WEEKS * 7 - 1));
  const classes = await db
    .selectFrom("classes")
    .select(["id", "duration_hours"])
    .where("status", "=", "active")
    .where("deleted_at", "is", null)
    .execute();
  const schedules = await db
    .selectFrom("class_schedules")
    .select(["class_id", "day_of_week", "start_hour", "start_minute"])
    .execute();
  const sessionClasses: SessionClass[] = classes.map((c) => ({
    classId: c.id,
    durationHours: c.duration_hours,
    schedules: schedules
      .filter((s) => s.class_id === c.id)
      .map((s) => ({
        dayOfWeek: s.day_of_week as DayOfWeek,
        startHour: s.start_hour,
        startMinute: s.start_minute,
      })),
  }));
  // The teacher with the most classes gets the login.
  const assignments = await db
    .selectFrom("teacher_assignments")
    .select(["teacher_id", "class_id"])
    .where("ended_on", "is", null)
    .execute();
  const load = new Map<number, number>();
  for (const a of assignments) load.set(a.teacher_id, (load.get(a.teacher_id) ?? 0) + 1);
  const [teacherId] = [...load].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (teacherId === undefined) return;
  const teacher = await db
    .selectFrom("teachers")
    .select(["first_name", "last_name", "email"])
    .where("id", "=", teacherId)
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto("users")
    .values({
      username: DEMO_TEACHER_LOGIN.username,
      password_hash: await hashPassword(DEMO_TEACHER_LOGIN.password),
      name: `${teacher.first_name} ${teacher.last_name}`,
      email: teacher.email,
      role: "teacher",
      teacher_id: teacherId,
      active: 1,
      created_at: `${from}T12:00:00.000Z`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  const enrollments = await db
    .selectFrom("enrollments")
    .select(["student_id", "class_id", "enrollment_date", "ended_on"])
    .execute();
  const sessions = sessionsBetween(
    from,
    options.today,
    sessionClasses,
    chileanHolidaysBetween(from, options.today),
    [],
  );
  // A few students are drifting away: they miss most of the last weeks.
  const drifting = new Set(enrollments.filter(() => random() < 0.04).map((e) => e.student_id));
  const rows = [];
  for (const session of sessions as ClassSession[]) {
    // Today's sessions are left for the teacher to mark.
    if (session.date === options.today) continue;
    for (const e of enrollments) {
      if (e.class_id !== session.classId) continue;
      if (e.enrollment_date > session.date || (e.ended_on && e.ended_on <= session.date)) continue;
      const roll = random();
      const late = session.date >= addDays(options.today, -21);
      const status =
        drifting.has(e.student_id) && late
          ? roll < 0.8
            ? "ABSENT"
            : "PRESENT"
          : roll < 0.82
            ? "PRESENT"
            : roll < 0.9
              ? "LATE"
              : roll < 0.96
                ? "ABSENT"
                : "EXCUSED";
      rows.push({
        class_id: session.classId,
        session_date: session.date,
        start_time: session.startTime,
        student_id: e.student_id,
        status: status as "PRESENT" | "LATE" | "ABSENT" | "EXCUSED",
        kind: "REGULAR" as const,
        note: status === "EXCUSED" ? "Aviso del apoderado" : null,
        marked_by: user.id,
        marked_at: `${session.date}T23:30:00.000Z`,
      });
    }
  }
  for (let i = 0; i < rows.length; i += ROWS) {
    await db
      .insertInto("attendance_marks")
      .values(rows.slice(i, i + ROWS))
      .execute();
  }
}
