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
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

const form = {
  firstName: " Camila ",
  lastName: "Fuentes",
  email: "camila@nova.cl",
  phone: "+56 9 5555 0000",
  address: "",
  isStudioOwner: true,
};

describeEachDatabase("teachers API", (t) => {
  const api = adminApi(t);

  it("creates a teacher and answers 201 with every SPEC field computed", async () => {
    const res = await api("POST", "/api/teachers", form);
    expectExactAnswer(res, 201, {
      id: expect.any(Number),
      firstName: "Camila",
      lastName: "Fuentes",
      fullName: "Camila Fuentes",
      email: "camila@nova.cl",
      phone: "+56 9 5555 0000",
      address: null,
      rut: null,
      avatar: null,
      isStudioOwner: true,
      isOwner: true,
      monthlyCompensation: 0,
      compensationRate: 1,
      sharePercentage: 100,
      // Issue 25, finding 9: her rate (the owner's default), from the day she was created.
      compensationPercent: 100,
      compensationFrom: "2026-08-15",
      compensationHistory: [{ from: "2026-08-15", percent: 100 }],
      revenueHistory: ["2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08"].map(
        (month) => ({ month, revenue: 0, compensation: 0 }),
      ),
      students: [],
      classIds: [],
      assignedClasses: [],
      totalStudents: 0,
    });
    expect((await t.auditRowsOf("teacher", res.json().id))[0]?.action).toBe("create");
  });

  it("computes classes, students and this month's compensation split among co-teachers", async () => {
    const owner = await t.seed.teacher({
      firstName: "Olga",
      lastName: "Dueña",
      isStudioOwner: true,
    });
    const instructor = await t.seed.teacher({ firstName: "Inés", lastName: "Instructora" });
    const solo = await t.seed.class({
      name: "Ballet Solo",
      price: 30000,
      durationHours: 1.5,
      schedules: sameTimeOn(["WEDNESDAY", "MONDAY"], 18),
    });
    const shared = await t.seed.class({
      name: "Jazz Compartido",
      price: 25000,
      durationHours: 1,
      schedules: [{ dayOfWeek: "FRIDAY", startHour: 19, startMinute: 30 }],
    });
    await t.seed.assignTeacher(owner, solo);
    await t.seed.assignTeacher(owner, shared);
    await t.seed.assignTeacher(instructor, shared);
    const s1 = await t.seed.student({ firstName: "Ana", lastName: "Uno" });
    const s2 = await t.seed.student({ firstName: "Bea", lastName: "Dos" });
    const s3 = await t.seed.student({ firstName: "Caro", lastName: "Tres" });
    await t.seed.enroll(s1, solo, "2026-01-05");
    await t.seed.enroll(s2, solo, "2026-01-05");
    await t.seed.enroll(s3, shared, "2026-01-05");
    await t.seed.enroll(s1, shared, "2026-01-05", "2026-06-01");
    await t.seed.paidMonth(s1, solo, 30000, "2026-08");
    await t.seed.paidMonth(s2, solo, 30000, "2026-08");
    await t.seed.paidMonth(s3, shared, 25001, "2026-08");
    await t.seed.paidMonth(s1, shared, 25000, "2026-08");
    await t.seed.paidMonth(s2, shared, 99999, "2026-08", true);
    await t.seed.paidMonth(s3, shared, 20000, "2026-07");

    const o = (await api("GET", `/api/teachers/${owner}`)).json();
    // Solo: 60 000 all hers. Shared: 50 001 / 2 = 25 001 (lowest id takes the odd peso).
    expect(o.monthlyCompensation).toBe(60000 + 25001);
    expect(o.revenueHistory.at(-1)).toEqual({
      month: "2026-08",
      revenue: 85001,
      compensation: 85001,
    });
    expect(o.revenueHistory.at(-2)).toEqual({
      month: "2026-07",
      revenue: 10000,
      compensation: 10000,
    });
    expect(o.classIds).toEqual([solo, shared]);
    expect(o.assignedClasses).toEqual([
      {
        id: solo,
        name: "Ballet Solo",
        schedule: "Lunes 18:00 - 19:30, Miércoles 18:00 - 19:30",
        students: 2,
        monthlyFee: 30000,
        maxStudents: 20,
        revenue: 60000,
        assignedFrom: "2000-01-01",
        teacherCount: 1,
        sharedWith: [],
      },
      {
        id: shared,
        name: "Jazz Compartido",
        schedule: "Viernes 19:30 - 20:30",
        students: 1,
        monthlyFee: 25000,
        maxStudents: 20,
        revenue: 50001,
        assignedFrom: "2000-01-01",
        teacherCount: 2,
        sharedWith: [{ id: instructor, fullName: "Inés Instructora" }],
      },
    ]);
    expect(o.totalStudents).toBe(3);
    expect(o.students).toEqual([
      { id: s2, fullName: "Bea Dos", classId: solo, className: "Ballet Solo" },
      { id: s1, fullName: "Ana Uno", classId: solo, className: "Ballet Solo" },
      { id: s3, fullName: "Caro Tres", classId: shared, className: "Jazz Compartido" },
    ]);

    const i = (await api("GET", `/api/teachers/${instructor}`)).json();
    expect(i).toMatchObject({
      isStudioOwner: false,
      isOwner: false,
      compensationRate: 0.5,
      sharePercentage: 50,
      monthlyCompensation: 12500,
      classIds: [shared],
      totalStudents: 1,
    });
    expect(i.revenueHistory.at(-1)).toEqual({
      month: "2026-08",
      revenue: 25000,
      compensation: 12500,
    });

    // The list screen only counts students: ?view=summary leaves each teacher's students out,
    // keeps everything else, and says how many distinct students the listed teachers have
    // (Caro is in both teachers' shared class: three, not four).
    const full = await api("GET", "/api/teachers");
    const summary = await api("GET", "/api/teachers?view=summary");
    expect(summary.statusCode).toBe(200);
    expect(summary.headers["x-total-students"]).toBe("3");
    expect(full.headers["x-total-students"]).toBe("3");
    expect(summary.json()).toEqual(
      full.json().map(({ students: _, ...rest }: { students: unknown }) => rest),
    );
    const instructors = await api("GET", "/api/teachers?view=summary&status=instructors");
    expect(instructors.headers["x-total-students"]).toBe("1");
    const bad = await api("GET", "/api/teachers?view=todo");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Vista de profesoras inválida (full o summary)");
  });

  it("updates with PUT, keeping isStudioOwner when the body leaves it out", async () => {
    const id = await t.seed.teacher({
      firstName: "Paula",
      lastName: "Mora",
      isStudioOwner: true,
    });
    const { isStudioOwner: _omitted, ...withoutFlag } = form;
    const res = await api("PUT", `/api/teachers/${id}`, { ...withoutFlag, address: " Calle 1 " });
    expectAnswer(res, 200, {
      firstName: "Camila",
      address: "Calle 1",
      isStudioOwner: true,
    });
    const demoted = await api("PUT", `/api/teachers/${id}`, { ...form, isStudioOwner: false });
    expect(demoted.json()).toMatchObject({ isStudioOwner: false, compensationRate: 0.5 });
    expect((await t.auditRowsOf("teacher", id)).map((a) => a.action)).toEqual(["update", "update"]);
  });

  it("validates the teacher form with the messages of docs/product/contract-texts.md#teacher-form", async () => {
    const cases: FormCase[] = [
      [{ ...form, firstName: "" }, "El nombre es requerido", "firstName"],
      [{ ...form, lastName: "  " }, "El apellido es requerido", "lastName"],
      [{ ...form, email: "" }, "El email es requerido", "email"],
      [{ ...form, email: "camila@" }, "El email no es válido", "email"],
      [{ ...form, phone: undefined }, "El teléfono es requerido", "phone"],
      [{ ...form, isStudioOwner: "sí" }, "Debe indicar si es dueña del estudio", "isStudioOwner"],
    ];
    await expectFormRejected(api, { create: "/api/teachers", update: "/api/teachers/1" }, cases);
  });

  it("answers 404 TEACHER_NOT_FOUND and 400 for bad ids", async () => {
    await expectMissingAndBadIds(
      api,
      { missing: "/api/teachers/424242", bad: "/api/teachers/once" },
      form,
      { message: "Profesora no encontrada", errorType: "TEACHER_NOT_FOUND" },
    );
  });

  it("assigns and unassigns teachers, with 409 and 404 for the wrong cases", async () => {
    const teacher = await t.seed.teacher({ firstName: "Asig", lastName: "Nada" });
    const cls = await t.seed.class({ name: "Clase asignable", price: 30000 });
    const assign = await api("POST", "/api/teachers/assign", {
      teacherId: `${teacher}`,
      classId: cls,
    });
    expectExactAnswer(assign, 201, {
      teacherId: teacher,
      classId: cls,
      assignedFrom: "2026-08-15",
      endedOn: null,
    });
    const twice = await api("POST", "/api/teachers/assign", { teacherId: teacher, classId: cls });
    expectProblem(twice, 409, "ALREADY_ASSIGNED", "La profesora ya está asignada a esta clase");
    const view = (await api("GET", `/api/classes/${cls}`)).json();
    expect(view).toMatchObject({ teacherIds: [teacher], teacher: { name: "Asig Nada" } });

    const out = await api("DELETE", "/api/teachers/unassign", { teacherId: teacher, classId: cls });
    expectExactAnswer(out, 200, {
      teacherId: teacher,
      classId: cls,
      assignedFrom: "2026-08-15",
      endedOn: "2026-08-15",
    });
    const notAssigned = await api("DELETE", "/api/teachers/unassign", {
      teacherId: teacher,
      classId: cls,
    });
    expectProblem(notAssigned, 404, "NOT_ASSIGNED", "La profesora no está asignada a esta clase");
    expect(
      (await t.auditRowsOf("class_teacher", `${cls}:${teacher}`)).map((a) => a.action),
    ).toEqual(["assign", "unassign"]);

    for (const method of ["POST", "DELETE"] as const) {
      const url = method === "POST" ? "/api/teachers/assign" : "/api/teachers/unassign";
      const noTeacher = await api(method, url, { teacherId: 777777, classId: cls });
      expect(noTeacher.json().details.errorType).toBe("TEACHER_NOT_FOUND");
      const noClass = await api(method, url, { teacherId: teacher, classId: 777777 });
      expect(noClass.json().details.errorType).toBe("CLASS_NOT_FOUND");
      const bad = await api(method, url, { teacherId: "x", classId: cls });
      expectAnswer(bad, 400, {
        message: "Debe seleccionar una profesora",
        details: { field: "teacherId", rejectedValue: "x" },
      });
    }
  });

  it("soft-deletes a teacher: 404 afterwards, unassigned from her classes, audit row kept", async () => {
    const teacher = await t.seed.teacher({ firstName: "Se", lastName: "Va" });
    const cls = await t.seed.class({ name: "Clase de la que se va", price: 30000 });
    await t.seed.assignTeacher(teacher, cls);
    expect((await api("DELETE", `/api/teachers/${teacher}`)).statusCode).toBe(204);
    expect((await api("GET", `/api/teachers/${teacher}`)).statusCode).toBe(404);
    expect((await api("GET", "/api/teachers?search=se va")).json()).toEqual([]);
    expect((await api("GET", `/api/classes/${cls}`)).json()).toMatchObject({
      teacherIds: [],
      teacher: null,
    });
    const audit = await t.auditRowsOf("teacher", teacher);
    expect(audit.at(-1)).toMatchObject({
      action: "delete",
      after: {
        endedAssignments: [
          { teacherId: teacher, classId: cls, from: "2000-01-01", endedOn: "2026-08-15" },
        ],
      },
    });
    const row = await t.db
      .selectFrom("teachers")
      .select("first_name")
      .where("id", "=", teacher)
      .executeTakeFirst();
    expect(row?.first_name).toBe("Se");
  });

  it("requires a token on every teacher route", async () => {
    await expectTokenRequired(
      t,
      [
        ...crudRoutes("/api/teachers"),
        ["POST", "/api/teachers/assign"],
        ["DELETE", "/api/teachers/unassign"],
      ],
      form,
    );
  });
});

describeEachDatabase("teachers list", (t) => {
  const api = adminApi(t);

  it("searches by name or e-mail ignoring accents, filters owners/instructors, pages", async () => {
    const sofia = await t.seed.teacher({
      firstName: "Sofía",
      lastName: "Núñez",
      isStudioOwner: true,
    });
    const marta = await t.seed.teacher({
      firstName: "Marta",
      lastName: "Aguilar",
      email: "marta@baile.cl",
    });
    const rocio = await t.seed.teacher({ firstName: "Rocío", lastName: "Zamora" });
    const ids = listedIds(api, "/api/teachers");
    expect(await ids("")).toEqual([marta, sofia, rocio]);
    expect(await ids(`search=${encodeURIComponent("SOFIA nuñez")}`)).toEqual([sofia]);
    expect(await ids("search=ROCIO")).toEqual([rocio]);
    expect(await ids("search=baile.cl")).toEqual([marta]);
    expect(await ids("status=owners")).toEqual([sofia]);
    expect(await ids("status=instructors")).toEqual([marta, rocio]);
    expect(await ids("status=all")).toHaveLength(3);
    // Lists carry only this month's revenue history; the detail carries six months.
    const list = (await api("GET", "/api/teachers")).json();
    expect(list[0].revenueHistory).toEqual([{ month: "2026-08", revenue: 0, compensation: 0 }]);
    const page = await api("GET", "/api/teachers?page=2&size=2");
    expect(page.headers["x-total-count"]).toBe("3");
    expect(page.json().map((x: { id: number }) => x.id)).toEqual([rocio]);
    const bad = await api("GET", "/api/teachers?status=jefas");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Filtro de profesoras inválido");
  });
});
