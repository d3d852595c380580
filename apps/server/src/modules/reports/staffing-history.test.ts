import { expect, it } from "vitest";
import { expectAnswer, expectExactAnswer } from "../../../test/support/answer.ts";
import { expectInvalid, getOk } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { expectExactProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// A month's teacher pay is what was paid out: changing staffing today (the clock is
// 2026-08-15) must leave July's figures exactly as they were. Each scenario builds its own
// class so the scenarios do not disturb each other; figures are checked on the teacher
// compensation report, one teacher's month, her detail page and the financial report.

describeEachDatabase("last month's figures after staffing changes today", (t) => {
  const api = adminApi(t);
  const JULY = "2026-07";

  /** The student's class paid in full for each month, on the month's 5th. */
  async function paidMonths(student: number, cls: number, amount: number, months: string[]) {
    for (const month of months) await t.seed.paidMonth(student, cls, amount, month);
  }

  async function julyPay(): Promise<Map<number, number>> {
    const body = await getOk<{ teachers: { teacherId: number; totalCompensation: number }[] }>(
      api,
      `/api/reports/teacher-compensation/${JULY}`,
    );
    return new Map(body.teachers.map((r) => [r.teacherId, r.totalCompensation]));
  }

  async function julyTotal(): Promise<number> {
    const body = await getOk<{ totalTeacherCompensation: number }>(
      api,
      `/api/reports/financial/${JULY}`,
    );
    return body.totalTeacherCompensation;
  }

  /** Class E (30.000) taught by an owner and an instructor since January, paid 30.001 in July. */
  async function classE(name: string) {
    const owner = await t.seed.teacher({
      firstName: `Dueña${name}`,
      lastName: "Seis",
      isStudioOwner: true,
    });
    const instructor = await t.seed.teacher({
      firstName: `Instructora${name}`,
      lastName: "Siete",
    });
    const cls = await t.seed.class({ name: `Clase ${name}`, price: 30_000 });
    await t.seed.assignTeacher(owner, cls, "2026-01-05");
    await t.seed.assignTeacher(instructor, cls, "2026-01-05");
    const student = await t.seed.enrolledStudent(
      cls,
      { firstName: `Alumna${name}`, lastName: "Pago" },
      "2026-01-05",
    );
    await t.seed.payment({
      studentId: student,
      classId: cls,
      amount: 30_001,
      month: JULY,
      date: "2026-07-05",
    });
    return { owner, instructor, cls, student };
  }

  /** Assigns the teacher to the class through the API, from `assignedFrom` when given. */
  const assign = (teacherId: number, classId: number, assignedFrom?: string) =>
    api("POST", "/api/teachers/assign", { teacherId, classId, assignedFrom });

  it("keeps July when a new owner is assigned today, and shares August with her", async () => {
    const e = await classE("Asignar");
    // 30.001 / 2: the owner (lowest id) takes 15.001 at 100 %, the instructor 15.000 at 50 %.
    expect([...(await julyPay())].filter(([id]) => id === e.owner || id === e.instructor)).toEqual([
      [e.owner, 15_001],
      [e.instructor, 7_500],
    ]);
    const totalBefore = await julyTotal();
    const newOwner = await t.seed.teacher({
      firstName: "Nueva",
      lastName: "Dueña",
      isStudioOwner: true,
    });
    const assigned = await assign(newOwner, e.cls);
    expect(assigned.statusCode).toBe(201);

    const pay = await julyPay();
    expect(pay.get(e.owner)).toBe(15_001);
    expect(pay.get(e.instructor)).toBe(7_500);
    expect(pay.get(newOwner)).toBe(0);
    expect(await julyTotal()).toBe(totalBefore);
    // August is split three ways from today on.
    await t.seed.payment({
      studentId: e.student,
      classId: e.cls,
      amount: 30_001,
      month: "2026-08",
      date: "2026-08-15",
    });
    const august = await api("GET", `/api/reports/teacher-compensation/${newOwner}/2026-08`);
    expect(august.json().totalCompensation).toBe(10_000);
  });

  it("keeps July when the instructor is unassigned today or deleted today", async () => {
    const e = await classE("Quitar");
    const totalBefore = await julyTotal();
    const out = await api("DELETE", "/api/teachers/unassign", {
      teacherId: e.instructor,
      classId: e.cls,
    });
    expectExactAnswer(out, 200, {
      teacherId: e.instructor,
      classId: e.cls,
      assignedFrom: "2026-01-05",
      endedOn: "2026-08-15",
    });
    let pay = await julyPay();
    expect([pay.get(e.owner), pay.get(e.instructor)]).toEqual([15_001, 7_500]);

    const deleted = await api("DELETE", `/api/teachers/${e.instructor}`);
    expect(deleted.statusCode).toBe(204);
    pay = await julyPay();
    // A deleted teacher is still listed for a month she earned something in.
    expect([pay.get(e.owner), pay.get(e.instructor)]).toEqual([15_001, 7_500]);
    expect(await julyTotal()).toBe(totalBefore);
    // Her July stays on the owner's page too: the shared class still splits July in two.
    const owner = (await api("GET", `/api/teachers/${e.owner}`)).json();
    expect(owner.revenueHistory.find((m: { month: string }) => m.month === JULY)).toEqual({
      month: JULY,
      revenue: 15_001,
      compensation: 15_001,
    });
  });

  it("keeps July when the teacher is deleted while still assigned", async () => {
    const e = await classE("Borrar");
    const totalBefore = await julyTotal();
    expect((await api("DELETE", `/api/teachers/${e.instructor}`)).statusCode).toBe(204);
    const pay = await julyPay();
    expect([pay.get(e.owner), pay.get(e.instructor)]).toEqual([15_001, 7_500]);
    expect(await julyTotal()).toBe(totalBefore);
    const row = await t.db
      .selectFrom("teacher_assignments")
      .select(["assigned_from", "ended_on"])
      .where("teacher_id", "=", e.instructor)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ assigned_from: "2026-01-05", ended_on: "2026-08-15" });
  });

  it("keeps July's pay and the studio's revenue when the class is deleted today", async () => {
    const e = await classE("Clase");
    const totalBefore = await julyTotal();
    const revenueBefore = (await api("GET", `/api/reports/financial/${JULY}`)).json().studioRevenue;
    expect((await api("DELETE", `/api/classes/${e.cls}`)).statusCode).toBe(204);
    const pay = await julyPay();
    expect([pay.get(e.owner), pay.get(e.instructor)]).toEqual([15_001, 7_500]);
    expect(await julyTotal()).toBe(totalBefore);
    expect((await api("GET", `/api/reports/financial/${JULY}`)).json().studioRevenue).toBe(
      revenueBefore,
    );
    const mine = await api("GET", `/api/reports/teacher-compensation/${e.owner}/${JULY}`);
    expect(mine.json().classReports.map((c: { className: string }) => c.className)).toEqual([
      "Clase Clase",
    ]);
  });

  it("keeps July at 100 % when the owner becomes an instructor today; August pays 50 %", async () => {
    const teacher = await t.seed.teacher({
      firstName: "Cambia",
      lastName: "Estado",
      isStudioOwner: true,
    });
    const cls = await t.seed.class({ name: "Clase Estado", price: 30_000 });
    await t.seed.assignTeacher(teacher, cls, "2026-01-05");
    const student = await t.seed.enrolledStudent(
      cls,
      { firstName: "Paga", lastName: "Estado" },
      "2026-01-05",
    );
    await paidMonths(student, cls, 30_000, [JULY, "2026-08"]);
    const put = await api("PUT", `/api/teachers/${teacher}`, { isStudioOwner: false });
    expectAnswer(put, 200, { isStudioOwner: false, monthlyCompensation: 15_000 });
    expect(put.json().revenueHistory.slice(-2)).toEqual([
      { month: JULY, revenue: 30_000, compensation: 30_000 },
      { month: "2026-08", revenue: 30_000, compensation: 15_000 },
    ]);
    const july = (await api("GET", `/api/reports/teacher-compensation/${teacher}/${JULY}`)).json();
    expect(july).toMatchObject({
      totalCompensation: 30_000,
      isStudioOwner: true,
      compensationRate: 1,
    });
    // Switched back the same day: the change recorded last holds for August.
    const back = await api("PUT", `/api/teachers/${teacher}`, { isStudioOwner: true });
    expect(back.json()).toMatchObject({ isStudioOwner: true, monthlyCompensation: 30_000 });
  });

  it("lets an assignment entered late cover the months it really covered", async () => {
    const teacher = await t.seed.teacher({ firstName: "Tardía", lastName: "Registro" });
    const cls = await t.seed.class({ name: "Clase Tardía", price: 20_000 });
    const student = await t.seed.enrolledStudent(
      cls,
      { firstName: "Junio", lastName: "Pago" },
      "2026-06-01",
    );
    await paidMonths(student, cls, 20_000, ["2026-05", "2026-06", JULY]);
    const res = await assign(teacher, cls, "2026-06-10");
    expectExactAnswer(res, 201, {
      teacherId: teacher,
      classId: cls,
      assignedFrom: "2026-06-10",
      endedOn: null,
    });
    const of = async (month: string) =>
      (await api("GET", `/api/reports/teacher-compensation/${teacher}/${month}`)).json()
        .totalCompensation;
    expect([await of("2026-05"), await of("2026-06"), await of(JULY)]).toEqual([0, 10_000, 10_000]);

    // Unassigned, then assigned again: the new period may not start inside the old one.
    await api("DELETE", "/api/teachers/unassign", { teacherId: teacher, classId: cls });
    const overlap = await assign(teacher, cls, "2026-07-01");
    expectExactProblem(overlap, 409, {
      message:
        "La profesora estuvo asignada a esta clase hasta el 14-08-2026: la nueva asignación debe comenzar el 15-08-2026 o después",
      details: {
        errorType: "ASSIGNMENT_OVERLAP",
        field: "assignedFrom",
        rejectedValue: "2026-07-01",
      },
    });
    expect((await assign(teacher, cls)).statusCode).toBe(201);
  });

  it("refuses a start date after today or before the studio's first month", async () => {
    const teacher = await t.seed.teacher({ firstName: "Fecha", lastName: "Mala" });
    const cls = await t.seed.class({ name: "Clase Fecha", price: 20_000 });
    const future = await assign(teacher, cls, "2026-08-16");
    expectInvalid(
      future,
      "La fecha de inicio de la asignación no puede ser posterior a hoy (15-08-2026)",
      "assignedFrom",
      "2026-08-16",
    );
    // Default first month: 24 months before August 2026.
    const ancient = await assign(teacher, cls, "2024-07-31");
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json().message).toBe(
      "La fecha de inicio de la asignación no puede ser anterior al primer mes del estudio (agosto 2024)",
    );
    const rows = await t.db
      .selectFrom("teacher_assignments")
      .select("id")
      .where("teacher_id", "=", teacher)
      .execute();
    expect(rows).toEqual([]);
  });
});
