import { expect, it } from "vitest";
import { expectAnswer, expectExactAnswer } from "../../../test/support/answer.ts";
import {
  crudRoutes,
  expectFormRejected,
  expectMissingAndBadIds,
  expectTokenRequired,
  type FormCase,
  listedIds,
} from "../../../test/support/crud.ts";
import { adminApi, sameTimeOn } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import { revenueByClassForMonth } from "../../records/classes/classes.ts";

const form = {
  name: "  Ballet Intermedio ",
  description: "Técnica clásica",
  price: 32000,
  durationHours: 1.5,
  schedules: [
    { dayOfWeek: "THURSDAY", startHour: 19, startMinute: 0 },
    { dayOfWeek: "TUESDAY", startHour: "18", startMinute: "30" },
  ],
};

describeEachDatabase("classes API", (t) => {
  const api = adminApi(t);

  it("creates a class with its schedules (status active by default) and answers 201", async () => {
    const res = await api("POST", "/api/classes", form);
    expectExactAnswer(res, 201, {
      id: expect.any(Number),
      name: "Ballet Intermedio",
      description: "Técnica clásica",
      type: null,
      status: "active",
      price: 32000,
      durationHours: 1.5,
      maxStudents: 20,
      // Issue 28: what the public page shows of a class (none set here).
      level: null,
      minAge: null,
      maxAge: null,
      showPrice: true,
      schedules: [
        { dayOfWeek: "TUESDAY", startHour: 18, startMinute: 30 },
        { dayOfWeek: "THURSDAY", startHour: 19, startMinute: 0 },
      ],
      teacherIds: [],
      teacher: null,
      teachers: [],
      studentIds: [],
      enrolledStudents: 0,
      monthlyRevenue: 0,
    });
    expect((await t.auditRowsOf("class", res.json().id))[0]?.action).toBe("create");
  });

  it("accepts type, status and maxStudents on create and update", async () => {
    const created = await api("POST", "/api/classes", {
      ...form,
      type: "BALLET",
      status: "scheduled",
      maxStudents: 12,
    });
    expect(created.json()).toMatchObject({ type: "BALLET", status: "scheduled", maxStudents: 12 });
    const updated = await api("PUT", `/api/classes/${created.json().id}`, {
      ...form,
      type: "JAZZ",
      status: "cancelled",
      maxStudents: 8,
      durationHours: 2,
    });
    expect(updated.json()).toMatchObject({
      type: "JAZZ",
      status: "cancelled",
      maxStudents: 8,
      durationHours: 2,
    });
  });

  it("replaces the schedules as a whole on PUT and keeps fields the form does not send", async () => {
    const id = await t.seed.class({
      name: "Salsa Avanzada",
      price: 28000,
      type: "SALSA",
      status: "completed",
      maxStudents: 15,
      durationHours: 2,
      schedules: sameTimeOn(["MONDAY", "FRIDAY"], 20),
    });
    const res = await api("PUT", `/api/classes/${id}`, {
      name: "Salsa Avanzada II",
      description: "",
      price: 29000,
      schedules: [{ dayOfWeek: "SATURDAY", startHour: 11, startMinute: 15 }],
    });
    expectAnswer(res, 200, {
      name: "Salsa Avanzada II",
      description: null,
      price: 29000,
      type: "SALSA",
      status: "completed",
      maxStudents: 15,
      durationHours: 2,
      schedules: [{ dayOfWeek: "SATURDAY", startHour: 11, startMinute: 15 }],
    });
    const rows = await t.db
      .selectFrom("class_schedules")
      .select("day_of_week")
      .where("class_id", "=", id)
      .execute();
    expect(rows).toEqual([{ day_of_week: "SATURDAY" }]);
    const audit = await t.auditRowsOf("class", id);
    expect(audit[0]).toMatchObject({
      action: "update",
      before: {
        name: "Salsa Avanzada",
        schedules: [{ dayOfWeek: "MONDAY" }, { dayOfWeek: "FRIDAY" }],
      },
    });
    // An explicit null clears the type.
    const cleared = await api("PUT", `/api/classes/${id}`, { ...form, type: null });
    expect(cleared.json().type).toBeNull();
  });

  it("shows teachers, students and this month's revenue from the payments", async () => {
    const id = await t.seed.class({ name: "Hip Hop Teens", price: 26000 });
    const t1 = await t.seed.teacher({ firstName: "Zoe", lastName: "Bravo" });
    const t2 = await t.seed.teacher({
      firstName: "Ada",
      lastName: "Castro",
      isStudioOwner: true,
    });
    await t.seed.assignTeacher(t1, id);
    await t.seed.assignTeacher(t2, id);
    const s1 = await t.seed.student({ firstName: "Uno", lastName: "Alfa" });
    const s2 = await t.seed.student({ firstName: "Dos", lastName: "Beta" });
    const s3 = await t.seed.student({ firstName: "Tres", lastName: "Gama" });
    await t.seed.enroll(s1, id, "2026-02-01");
    await t.seed.enroll(s2, id, "2026-02-01");
    await t.seed.enroll(s3, id, "2026-02-01", "2026-07-10");
    await t.seed.payment({
      studentId: s1,
      classId: id,
      amount: 26000,
      month: "2026-08",
      date: "2026-08-03",
    });
    await t.seed.payment({
      studentId: s2,
      classId: id,
      amount: 29900,
      month: "2026-08",
      date: "2026-08-12",
      late: true,
    });
    await t.seed.payment({
      studentId: s3,
      classId: id,
      amount: 26000,
      month: "2026-07",
      date: "2026-07-03",
    });
    await t.seed.payment({
      studentId: s3,
      classId: id,
      amount: 1,
      month: "2026-08",
      date: "2026-08-03",
      deleted: true,
    });
    const res = await api("GET", `/api/classes/${id}`);
    expect(res.json()).toMatchObject({
      teacherIds: [t1, t2],
      teacher: { name: "Zoe Bravo" },
      teachers: [
        { id: t1, fullName: "Zoe Bravo", isStudioOwner: false, assignedFrom: "2000-01-01" },
        { id: t2, fullName: "Ada Castro", isStudioOwner: true, assignedFrom: "2000-01-01" },
      ],
      studentIds: [s1, s2],
      enrolledStudents: 2,
      monthlyRevenue: 55900,
    });
    const revenue = await revenueByClassForMonth(t.db, "2026-07");
    expect(revenue.get(id)).toBe(26000);
  });

  it("validates the class form with the messages of docs/product/contract-texts.md#class-form", async () => {
    const cases: FormCase[] = [
      [{ ...form, name: " " }, "El nombre de la clase es requerido", "name"],
      [{ ...form, price: 0 }, "El precio debe ser mayor a 0", "price"],
      [{ ...form, price: "mucho" }, "El precio debe ser mayor a 0", "price"],
      [{ ...form, schedules: [] }, "Debe agregar al menos un horario", "schedules"],
      [{ ...form, schedules: undefined }, "Debe agregar al menos un horario", "schedules"],
      [
        { ...form, schedules: [{ startHour: 18, startMinute: 0 }] },
        "Debe seleccionar un día",
        "schedules.0.dayOfWeek",
      ],
      [
        { ...form, schedules: [{ dayOfWeek: "MONDAY", startHour: 5, startMinute: 0 }] },
        "Debe seleccionar una hora",
        "schedules.0.startHour",
      ],
      [
        { ...form, schedules: [{ dayOfWeek: "MONDAY", startHour: 18, startMinute: 10 }] },
        "Debe seleccionar un minuto",
        "schedules.0.startMinute",
      ],
      [{ ...form, type: "TANGO" }, "Tipo de clase inválido", "type"],
      [{ ...form, status: "open" }, "Estado de clase inválido", "status"],
      [
        { ...form, durationHours: 3 },
        "La duración debe ser 1, 1,5, 2 o 2,5 horas",
        "durationHours",
      ],
      [{ ...form, maxStudents: 0 }, "El cupo debe ser al menos 1", "maxStudents"],
    ];
    const id = await t.seed.class({ name: "Para validar", price: 1000 });
    await expectFormRejected(api, { create: "/api/classes", update: `/api/classes/${id}` }, cases);
  });

  it("answers 404 CLASS_NOT_FOUND and 400 for bad ids", async () => {
    await expectMissingAndBadIds(
      api,
      { missing: "/api/classes/515151", bad: "/api/classes/null" },
      form,
      { message: "Clase no encontrada", errorType: "CLASS_NOT_FOUND" },
    );
  });

  it("soft-deletes a class: 404 afterwards, enrollments closed, teachers unassigned, payments kept", async () => {
    const id = await t.seed.class({ name: "Bachata que cierra", price: 24000 });
    const teacher = await t.seed.teacher({ firstName: "Profe", lastName: "Cierre" });
    const student = await t.seed.student({ firstName: "Alumna", lastName: "Cierre" });
    await t.seed.assignTeacher(teacher, id);
    const enrollmentId = await t.seed.enroll(student, id, "2026-01-01");
    const paymentId = await t.seed.payment({
      studentId: student,
      classId: id,
      amount: 24000,
      month: "2026-08",
      date: "2026-08-01",
    });
    expect((await api("DELETE", `/api/classes/${id}`)).statusCode).toBe(204);
    expect((await api("GET", `/api/classes/${id}`)).statusCode).toBe(404);
    expect((await api("GET", "/api/classes?search=cierra")).json()).toEqual([]);
    const student1 = (await api("GET", `/api/students/${student}`)).json();
    expect(student1.classIds).toEqual([]);
    const history = (await api("GET", `/api/students/${student}/enrollments`)).json();
    expect(history).toEqual([
      expect.objectContaining({
        id: enrollmentId,
        className: "Bachata que cierra",
        endedOn: "2026-08-15",
        isActive: false,
      }),
    ]);
    expect((await api("GET", `/api/teachers/${teacher}`)).json().classIds).toEqual([]);
    const payment = await t.db
      .selectFrom("payments")
      .innerJoin("classes", "classes.id", "payments.class_id")
      .select(["payments.deleted_at", "classes.name"])
      .where("payments.id", "=", paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ deleted_at: null, name: "Bachata que cierra" });
    const audit = await t.auditRowsOf("class", id);
    expect(audit.at(-1)).toMatchObject({
      action: "delete",
      after: {
        closedEnrollmentIds: [enrollmentId],
        endedAssignments: [
          { teacherId: teacher, classId: id, from: "2000-01-01", endedOn: "2026-08-15" },
        ],
      },
    });
  });

  it("requires a token on every class route", async () => {
    await expectTokenRequired(t, crudRoutes("/api/classes"), form);
  });
});

describeEachDatabase("classes list", (t) => {
  const api = adminApi(t);

  it("filters by class or teacher name (accents ignored), type, status and day; pages", async () => {
    const ballet = await t.seed.class({
      name: "Ballet Clásico Niñas",
      price: 30000,
      type: "BALLET",
      schedules: [{ dayOfWeek: "MONDAY", startHour: 17, startMinute: 0 }],
    });
    const jazz = await t.seed.class({
      name: "Jazz Funk",
      price: 28000,
      type: "JAZZ",
      status: "scheduled",
      schedules: [{ dayOfWeek: "WEDNESDAY", startHour: 19, startMinute: 0 }],
    });
    const salsa = await t.seed.class({
      name: "Salsa Casino",
      price: 25000,
      type: "SALSA",
      status: "cancelled",
      schedules: sameTimeOn(["MONDAY", "FRIDAY"], 21),
    });
    const teacher = await t.seed.teacher({ firstName: "Mónica", lastName: "Herrera" });
    await t.seed.assignTeacher(teacher, jazz);
    const ids = listedIds(api, "/api/classes");
    expect(await ids("")).toEqual([ballet, jazz, salsa]);
    expect(await ids("search=clasico")).toEqual([ballet]);
    expect(await ids(`search=${encodeURIComponent("NIÑAS")}`)).toEqual([ballet]);
    expect(await ids("search=monica")).toEqual([jazz]);
    expect(await ids("search=herrera")).toEqual([jazz]);
    expect(await ids("type=SALSA")).toEqual([salsa]);
    expect(await ids("status=scheduled")).toEqual([jazz]);
    expect(await ids("day=MONDAY")).toEqual([ballet, salsa]);
    expect(await ids("day=MONDAY&status=active")).toEqual([ballet]);
    // The Spanish labels the screens show work as well as the codes.
    expect(await ids("day=LUNES&status=Activa")).toEqual([ballet]);
    expect(await ids("type=&status=&day=&search=")).toEqual([ballet, jazz, salsa]);
    const page = await api("GET", "/api/classes?page=1&size=2");
    expect(page.headers["x-total-count"]).toBe("3");
    expect(page.json().map((c: { id: number }) => c.id)).toEqual([ballet, jazz]);
    for (const [query, message] of [
      ["type=TANGO", "Tipo de clase inválido"],
      ["day=FERIADO", "Día inválido"],
      ["status=x", "Estado de clase inválido"],
    ] as const) {
      const res = await api("GET", `/api/classes?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
