import type { APIRequestContext } from "@playwright/test";
import { AdminApi, everyDayAt, uniqueTag } from "./api";
import type { Credentials } from "./session";

/** A teacher with her own account, the one class she teaches (a session every day) and its students. */
export interface TeacherWithClass {
  admin: AdminApi;
  classId: number;
  className: string;
  students: { id: number; fullName: string }[];
  teacher: Credentials;
}

/**
 * Sets up, as the admin, a teacher who teaches a JAZZ class meeting every day at `startHour`,
 * with the named students enrolled since January and a TEACHER account to sign in with. The
 * names carry this run's tag so the specs' records stay apart on the shared database.
 */
export async function teacherWithClass(
  request: APIRequestContext,
  names: {
    /** The teacher's last name and the students' one, before the tag. */
    teacherLastName: string;
    studentLastName: string;
    className: string;
    studentFirstNames: string[];
    /** The account's username, before the tag. */
    username: string;
    startHour: number;
    startMinute?: number;
  },
): Promise<TeacherWithClass> {
  const admin = await AdminApi.signIn(request);
  const tag = uniqueTag();
  const teacher = await admin.createTeacher({
    firstName: "Profe",
    lastName: `${names.teacherLastName} ${tag}`,
  });
  const className = `${names.className} ${tag}`;
  const cls = await admin.createClass({
    name: className,
    type: "JAZZ",
    schedules: everyDayAt(names.startHour, names.startMinute),
  });
  await admin.assignTeacher(teacher.id, cls.id, "2026-01-01");
  const students = [];
  for (const name of names.studentFirstNames) {
    const s = await admin.createStudent({
      firstName: name,
      lastName: `${names.studentLastName} ${tag}`,
    });
    await admin.enroll(s.id, cls.id, "2026-01-01");
    students.push({ id: s.id, fullName: `${name} ${names.studentLastName} ${tag}` });
  }
  const account = await admin.createTeacherAccount(
    teacher.id,
    `${names.username}-${tag.toLowerCase()}`,
    `Profe ${tag}`,
  );
  return { admin, classId: cls.id, className, students, teacher: account };
}
