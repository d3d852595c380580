import { beforeAll } from "vitest";
import type { Database } from "../../src/db/database.ts";
import {
  assignTeacher,
  enroll,
  insertClass,
  insertGuardian,
  insertPayment,
  insertStudent,
  insertTeacher,
  setContactData,
} from "./fixtures.ts";

/**
 * The small studio the report and dashboard tests work out by hand (settings by default: due
 * day 10, late fee 15 %, no grace days; tests run on 2026-08-15, a Saturday, in Santiago).
 *
 * Teachers, in id order: Olga Fuentes (owner), Irene Castro (instructor), Nina Araya
 * (instructor without classes). Alphabetically by surname they come Nina, Irene, Olga, so a
 * remainder given to Olga shows it goes by id, not by name.
 *
 * Classes:  Ballet  $30.000  cap 10  Saturday          Olga + Irene
 *           Jazz    $25.000  cap 20  Monday            Irene
 *           Salsa   $20.000  cap 4   Wednesday+Sat.    no teacher
 *           Hip Hop $22.000  cap 20  Saturday          cancelled, nobody
 *
 * Students (all active):
 *   Ana Pérez    born 2000-08-15 (birthday today)  Ballet since 2026-03-01, Jazz since 2026-05-10
 *   Bruno Soto   born 2010-08-16 (tomorrow)        Ballet since 2026-08-03; mother Marta Soto pays
 *   Carla Muñoz                                    Jazz since 2026-01-15
 *   Diego Rojas                                    Salsa 2026-02-01, unenrolled 2026-08-10
 *   Elena Vidal                                    no class at all
 *   Fabián Díaz                                    Ballet and Salsa since 2026-06-01
 * Ana, Carla and Elena have complete contact data; Bruno, Diego and Fabián do not.
 *
 * Payments (month, date, amount, late):
 *   P1  Ana    Ballet 2026-07  07-10  30.000        on the due date: on time
 *   P2  Ana    Jazz   2026-07  07-20  28.750  late
 *   P3  Ana    Ballet 2026-08  08-05  29.999        a peso short: makes the Ballet split odd
 *   P4  Carla  Jazz   2026-07  08-12  28.750  late  an earlier month paid late
 *   P5  Carla  Jazz   2026-08  08-09  25.000
 *   P6  Diego  Salsa  2026-07  07-08  20.000
 *   P7  Fabián Ballet 2026-08  08-02  30.000        DELETED
 *   P8  Fabián Salsa  2026-08  08-14  23.000  late  20.000 + 15 %
 *   P9  Fabián Ballet 2026-07  07-01  30.000
 *   P10 Fabián Salsa  2026-07  07-03  20.000
 *   P11 Ana    Ballet 2026-06  06-10  30.000
 *   P12 Carla  Jazz   2026-06  06-05  25.000
 */
export async function buildHandWorkedStudio(db: Database) {
  const olga = await insertTeacher(db, {
    firstName: "Olga",
    lastName: "Fuentes",
    isStudioOwner: true,
  });
  const irene = await insertTeacher(db, { firstName: "Irene", lastName: "Castro" });
  const nina = await insertTeacher(db, { firstName: "Nina", lastName: "Araya" });

  const ballet = await insertClass(db, {
    name: "Ballet",
    price: 30_000,
    maxStudents: 10,
    schedules: [{ dayOfWeek: "SATURDAY", startHour: 10, startMinute: 0 }],
  });
  const jazz = await insertClass(db, {
    name: "Jazz",
    price: 25_000,
    maxStudents: 20,
    schedules: [{ dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 }],
  });
  const salsa = await insertClass(db, {
    name: "Salsa",
    price: 20_000,
    maxStudents: 4,
    schedules: [
      { dayOfWeek: "WEDNESDAY", startHour: 19, startMinute: 0 },
      { dayOfWeek: "SATURDAY", startHour: 12, startMinute: 0 },
    ],
  });
  const hipHop = await insertClass(db, {
    name: "Hip Hop",
    price: 22_000,
    maxStudents: 20,
    status: "cancelled",
    schedules: [{ dayOfWeek: "SATURDAY", startHour: 16, startMinute: 0 }],
  });
  await assignTeacher(db, olga, ballet);
  await assignTeacher(db, irene, ballet);
  await assignTeacher(db, irene, jazz);

  const ana = await insertStudent(db, {
    firstName: "Ana",
    lastName: "Pérez",
    birthDate: "2000-08-15",
  });
  const bruno = await insertStudent(db, {
    firstName: "Bruno",
    lastName: "Soto",
    birthDate: "2010-08-16",
  });
  const carla = await insertStudent(db, { firstName: "Carla", lastName: "Muñoz" });
  const diego = await insertStudent(db, { firstName: "Diego", lastName: "Rojas" });
  const elena = await insertStudent(db, { firstName: "Elena", lastName: "Vidal" });
  const fabian = await insertStudent(db, { firstName: "Fabián", lastName: "Díaz" });
  for (const id of [ana, carla, elena]) await setContactData(db, id);
  // Bruno is a minor: his mother pays (issue 26), so no minor lacks a guardian.
  await insertGuardian(db, { fullName: "Marta Soto" }, [{ studentId: bruno }]);

  await enroll(db, ana, ballet, "2026-03-01");
  await enroll(db, ana, jazz, "2026-05-10");
  await enroll(db, bruno, ballet, "2026-08-03");
  await enroll(db, carla, jazz, "2026-01-15");
  await enroll(db, diego, salsa, "2026-02-01", "2026-08-10");
  await enroll(db, fabian, ballet, "2026-06-01");
  await enroll(db, fabian, salsa, "2026-06-01");

  const pay = (
    studentId: number,
    classId: number,
    month: string,
    date: string,
    amount: number,
    extra: { late?: boolean; deleted?: boolean } = {},
  ) => insertPayment(db, { studentId, classId, month, date, amount, ...extra });
  const payments = {
    p1: await pay(ana, ballet, "2026-07", "2026-07-10", 30_000),
    p2: await pay(ana, jazz, "2026-07", "2026-07-20", 28_750, { late: true }),
    p3: await pay(ana, ballet, "2026-08", "2026-08-05", 29_999),
    p4: await pay(carla, jazz, "2026-07", "2026-08-12", 28_750, { late: true }),
    p5: await pay(carla, jazz, "2026-08", "2026-08-09", 25_000),
    p6: await pay(diego, salsa, "2026-07", "2026-07-08", 20_000),
    p7: await pay(fabian, ballet, "2026-08", "2026-08-02", 30_000, { deleted: true }),
    p8: await pay(fabian, salsa, "2026-08", "2026-08-14", 23_000, { late: true }),
    p9: await pay(fabian, ballet, "2026-07", "2026-07-01", 30_000),
    p10: await pay(fabian, salsa, "2026-07", "2026-07-03", 20_000),
    p11: await pay(ana, ballet, "2026-06", "2026-06-10", 30_000),
    p12: await pay(carla, jazz, "2026-06", "2026-06-05", 25_000),
  };

  return {
    teachers: { olga, irene, nina },
    classes: { ballet, jazz, salsa, hipHop },
    students: { ana, bruno, carla, diego, elena, fabian },
    payments,
  };
}

export type HandWorkedStudio = Awaited<ReturnType<typeof buildHandWorkedStudio>>;

/**
 * The studio built once for the suite, before its first test, on the suite's database. The
 * object is handed out at once and filled then, so the suite's tests name it directly.
 */
export function useHandWorkedStudio(t: { db: Database }): HandWorkedStudio {
  const studio = {} as HandWorkedStudio;
  beforeAll(async () => {
    Object.assign(studio, await buildHandWorkedStudio(t.db));
  });
  return studio;
}
