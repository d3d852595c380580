import { sql } from "kysely";
import { expect, it } from "vitest";
import { expectExactAnswer } from "../../../test/support/answer.ts";
import { expectInvalidField } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { useHandWorkedStudio } from "../../../test/support/hand-worked-studio.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import { bumpDataVersion } from "../../db/data-version.ts";
import { contactGapSql } from "./dashboard.repository.ts";

// Figures worked out by hand from the studio of reports/hand-worked-studio.ts. Today is
// Saturday 2026-08-15 in Santiago. Live payment dates and amounts (P7 deleted):
//   June: 06-05 25.000, 06-10 30.000                               = 55.000
//   July: 07-01 30.000, 07-03 20.000, 07-08 20.000, 07-10 30.000, 07-20 28.750 = 128.750
//   Aug:  08-05 29.999, 08-09 25.000, 08-12 28.750, 08-14 23.000    = 106.749

describeEachDatabase("dashboard over the hand-worked studio", (t) => {
  const s = useHandWorkedStudio(t);
  const api = adminApi(t);
  const get = (url: string) => api("GET", url);
  // A row deleted behind the API's back (its enrollments stay open, as no API call ends them).
  const deleteBehindApi = async (table: "classes" | "students", id: number) => {
    await t.db
      .updateTable(table)
      .set({ deleted_at: "2026-08-15T12:00:00.000Z" })
      .where("id", "=", id)
      .execute();
    await bumpDataVersion(t.db);
  };
  // The dashboard owes what August's outstanding report owes: the report, for more checks.
  const expectOwedInBoth = async (outstandingPayments: number, outstandingAmount: number) => {
    const dashboard = (await get("/api/dashboard")).json();
    expect(dashboard.kpis).toMatchObject({ outstandingPayments, outstandingAmount });
    const report = (await get("/api/reports/outstanding-payments/2026-08")).json();
    expect(report.totalOutstandingAmount).toBe(outstandingAmount);
    return report;
  };

  it("computes the month's KPIs, stats, activity, alerts and birthdays", async () => {
    const res = await get("/api/dashboard");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const debts = (await get("/api/reports/debts")).json();
    expect(body.period).toBe("month");
    expect(body.range).toEqual({ start: "2026-08-01", end: "2026-08-31" });
    expect(body.previousRange).toEqual({ start: "2026-07-01", end: "2026-07-31" });
    // Growth compares the month so far with as many days of the month before (issue 25 #10).
    expect(body.comparison).toEqual({
      current: { start: "2026-08-01", end: "2026-08-15" },
      previous: { start: "2026-07-01", end: "2026-07-15" },
    });
    expect(body.kpis).toEqual({
      // All six students are active.
      totalStudents: 6,
      // Saturday: Ballet and Salsa meet; Hip Hop too but it is cancelled.
      classesToday: 2,
      // Paid in August (by payment date): 106.749.
      monthlyRevenue: 106_749,
      // August's outstanding report: Ana's Jazz, Bruno's and Fabián's Ballet, late:
      // 28.750 + 34.500 + 34.500 = 97.750. Issue 25: P3 (29.999 of 30.000) leaves Ana's Ballet partial: 4.501 remain (late), a peso before the due date.
      // 97.750 + 4.501 = 102.251 over 4 months of classes.
      outstandingPayments: 4,
      outstandingAmount: 102_251,
      // Everything owed today (issue 36): the debts report's own total and count, read below.
      totalOwed: debts.totalOwed,
      studentsWithDebt: debts.studentsWithDebt,
      totalTeachers: 3,
      totalClasses: 4,
    });
    // Earlier months are owed too: the total is more than this month's.
    expect(debts.totalOwed).toBeGreaterThan(102_251);
    expect(body.quickStats).toEqual({
      // Open enrollments: Ana, Bruno, Carla, Fabián (Diego left, Elena has none): 4 / 6 = 66,7 %.
      activeStudentsPercentage: 66.7,
      // Running classes (Hip Hop is cancelled): Ballet 3, Jazz 2, Salsa 1 → 6 / 3 = 2,0.
      averageClassSize: 2,
      // August 1–15 against July 1–15 (not all of July, which read as a −17,1 % fall):
      // July 1–15 = 30.000 + 20.000 + 20.000 + 30.000 = 100.000; (106.749 − 100.000) / 100.000
      // = +6,75 % → 6,7.
      monthlyGrowth: 6.7,
    });
    // Newest payment dates first; P7 (deleted) is not there.
    expect(body.recentActivity).toEqual([
      {
        paymentId: s.payments.p8,
        studentName: "Fabián Díaz",
        date: "2026-08-14",
        amount: 23_000,
        status: "LATE",
      },
      {
        paymentId: s.payments.p4,
        studentName: "Carla Muñoz",
        date: "2026-08-12",
        amount: 28_750,
        status: "LATE",
      },
      {
        paymentId: s.payments.p5,
        studentName: "Carla Muñoz",
        date: "2026-08-09",
        amount: 25_000,
        status: "PAID",
      },
      {
        paymentId: s.payments.p3,
        studentName: "Ana Pérez",
        date: "2026-08-05",
        amount: 29_999,
        status: "PAID",
      },
      {
        paymentId: s.payments.p2,
        studentName: "Ana Pérez",
        date: "2026-07-20",
        amount: 28_750,
        status: "LATE",
      },
    ]);
    // The three outstanding payments are late (none merely pending); Salsa is running without
    // a teacher; Bruno, Diego and Fabián lack contact data.
    expect(body.alerts).toEqual([
      { type: "error", message: "Pagos atrasados sin registrar", count: 4 },
      { type: "info", message: "Clases sin profesora asignada", count: 1 },
      { type: "info", message: "Estudiantes con datos de contacto incompletos", count: 3 },
    ]);
    expect(body.birthdays).toEqual({
      today: [{ id: s.students.ana, fullName: "Ana Pérez", turnsAge: 26 }],
      tomorrow: [{ id: s.students.bruno, fullName: "Bruno Soto", turnsAge: 16 }],
      totalToday: 1,
      totalTomorrow: 1,
    });
  });

  it("sums the week, the quarter and the year against the period before each", async () => {
    const week = (await get("/api/dashboard?period=week")).json();
    // Week Mon 10 – Sun 16 Aug: 28.750 + 23.000 = 51.750, against the same days of the week
    // before (Mon 3 – Sat 8 Aug: 29.999; Sunday 9's 25.000 is not yet comparable):
    // (51.750 − 29.999) / 29.999 = +72,51 % → 72,5 (all of 3–9 Aug read −5,9 %).
    expect(week.range).toEqual({ start: "2026-08-10", end: "2026-08-16" });
    expect(week.comparison.previous).toEqual({ start: "2026-08-03", end: "2026-08-08" });
    expect(week.kpis.monthlyRevenue).toBe(51_750);
    expect(week.quickStats.monthlyGrowth).toBe(72.5);

    const quarter = (await get("/api/dashboard?period=quarter")).json();
    // Q3 so far (1 Jul – 15 Aug, 46 days): 128.750 + 106.749 = 235.499; the same 46 days of
    // Q2 (1 Apr – 16 May) had nothing (June's 55.000 comes later), which counts as +100 %.
    expect(quarter.range).toEqual({ start: "2026-07-01", end: "2026-09-30" });
    expect(quarter.comparison.previous).toEqual({ start: "2026-04-01", end: "2026-05-16" });
    expect(quarter.kpis.monthlyRevenue).toBe(235_499);
    expect(quarter.quickStats.monthlyGrowth).toBe(100);

    const year = (await get("/api/dashboard?period=year")).json();
    // 2026: 55.000 + 235.499 = 290.499; 2025 had nothing, which counts as +100 %.
    expect(year.range).toEqual({ start: "2026-01-01", end: "2026-12-31" });
    expect(year.kpis.monthlyRevenue).toBe(290_499);
    expect(year.quickStats.monthlyGrowth).toBe(100);

    // The outstanding figures are the current month's whatever the period.
    for (const body of [week, quarter, year]) {
      expect(body.kpis.outstandingAmount).toBe(102_251);
    }
  });

  it("shows pending rather than late payments before the due date", async () => {
    t.clock.set("2026-08-05T15:00:00.000Z");
    try {
      const body = (await get("/api/dashboard")).json();
      // 5 August: nothing is late yet; 25.000 + 30.000 + 30.000 = 85.000 pending, and (issue 25)
      // the peso P3 left of Ana's Ballet.
      expect(body.kpis.outstandingAmount).toBe(85_001);
      expect(body.alerts[0]).toEqual({
        type: "warning",
        message: "Pagos pendientes este mes",
        count: 4,
      });
      // Wednesday 5 August: only Salsa meets.
      expect(body.kpis.classesToday).toBe(1);
      expect(body.birthdays.totalToday).toBe(0);
    } finally {
      t.clock.set("2026-08-15T15:00:00.000Z");
    }
  });

  it("refuses an unknown period", async () => {
    const res = await get("/api/dashboard?period=decade");
    expectInvalidField(res, "period");
  });

  it("charts revenue by payment month for the last 6 months by default", async () => {
    // By payment month: June 55.000; July 157.500 (P4 pays July); August 77.999.
    // 290.499 over 6 months = 48.416,5 → 48.417.
    expectExactAnswer(await get("/api/dashboard/revenue-chart"), 200, {
      months: [
        { month: "2026-03", revenue: 0 },
        { month: "2026-04", revenue: 0 },
        { month: "2026-05", revenue: 0 },
        { month: "2026-06", revenue: 55_000 },
        { month: "2026-07", revenue: 157_500 },
        { month: "2026-08", revenue: 77_999 },
      ],
      totalRevenue: 290_499,
      averageMonthly: 48_417,
    });
    const three = (await get("/api/dashboard/revenue-chart?months=3")).json();
    // 290.499 / 3 = 96.833
    expect(three.averageMonthly).toBe(96_833);
    expect((await get("/api/dashboard/revenue-chart?months=24")).json().months).toHaveLength(24);
    const tooMany = await get("/api/dashboard/revenue-chart?months=25");
    expectInvalidField(tooMany, "months");
  });

  it("distributes every class by occupancy", async () => {
    // Open enrollments: Ballet 3 of 10 (30 %), Jazz 2 of 20 (10 %), Salsa 1 of 4 (25 %; Diego
    // left), Hip Hop 0 of 20. By occupancy Salsa comes before Jazz although it has fewer
    // students. Totals: 6 of 54 = 11,1 %.
    expectExactAnswer(await get("/api/dashboard/class-distribution"), 200, {
      classes: [
        { className: "Ballet", studentCount: 3, maxStudents: 10, occupancyPercentage: 30 },
        { className: "Salsa", studentCount: 1, maxStudents: 4, occupancyPercentage: 25 },
        { className: "Jazz", studentCount: 2, maxStudents: 20, occupancyPercentage: 10 },
        { className: "Hip Hop", studentCount: 0, maxStudents: 20, occupancyPercentage: 0 },
      ],
      totalCapacity: 54,
      totalEnrolled: 6,
      averageOccupancy: 11.1,
    });
  });

  // Last: it deletes a class. Behind the API, so its enrollments stay open (the API ends them).
  it("owes nothing for a deleted class, in the dashboard as in the outstanding report", async () => {
    await deleteBehindApi("classes", s.classes.jazz);
    // Ana's Jazz leaves August's outstanding report: Bruno's and Fabián's Ballet remain, and
    // (issue 25) the 4.501 left of Ana's Ballet: 69.000 + 4.501 = 73.501.
    const report = await expectOwedInBoth(3, 73_501);
    expect(
      report.outstandingPayments.map((e: { studentName: string }) => e.studentName).sort(),
    ).toEqual(["Ana Pérez", "Bruno Soto", "Fabián Díaz"]);
  });

  it("takes a waived late fee off the outstanding amount, as the outstanding report does", async () => {
    const waived = await api("POST", `/api/students/${s.students.bruno}/fee-waivers`, {
      month: "2026-08",
      reason: "Licencia médica",
    });
    expect(waived.statusCode).toBe(201);
    // Bruno owes Ballet's 30.000 without the 4.500 surcharge: 34.500 + 30.000 = 64.500
    // (+ 4.501 of Ana's Ballet, issue 25) = 69.001.
    await expectOwedInBoth(3, 69_001);
  });
  // Students, classes and enrollments are kept through payments (db/records-memo.ts): every
  // write through the API must still show at once, each in what it changed.
  it("follows a new student, her enrollment and her payment, each at once", async () => {
    const post = async (url: string, payload: object) => {
      const res = await api("POST", url, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const ballet = async () =>
      (await get("/api/dashboard/class-distribution"))
        .json()
        .classes.find((c: { className: string }) => c.className === "Ballet").studentCount;
    const before = (await get("/api/dashboard")).json();
    const balletBefore = await ballet();

    const gina = await post("/api/students", {
      firstName: "Gina",
      lastName: "Rojas",
      birthDate: "2010-02-02",
      guardians: [
        { fullName: "Inés Rojas", phone: "987654321", relationship: "madre", isPayer: true },
      ],
    });
    const afterStudent = (await get("/api/dashboard")).json();
    expect(afterStudent.kpis.totalStudents).toBe(before.kpis.totalStudents + 1);

    await post("/api/students/enroll", { studentId: gina.id, classId: s.classes.ballet });
    expect(await ballet()).toBe(balletBefore + 1);
    const afterEnroll = (await get("/api/dashboard")).json();
    expect(afterEnroll.kpis.outstandingPayments).toBe(before.kpis.outstandingPayments + 1);

    await post("/api/payments", {
      studentId: gina.id,
      classId: s.classes.ballet,
      amount: 30_000,
      paymentMonth: "2026-08",
      paymentDate: "2026-08-15",
      paymentMethod: "EFECTIVO",
    });
    const afterPayment = (await get("/api/dashboard")).json();
    expect(afterPayment.kpis.monthlyRevenue).toBe(before.kpis.monthlyRevenue + 30_000);
    expect(afterPayment.kpis.outstandingPayments).toBe(before.kpis.outstandingPayments);
    expect(afterPayment.kpis.totalStudents).toBe(before.kpis.totalStudents + 1);
    expect(await ballet()).toBe(balletBefore + 1);
  });

  // Behind the API, so his enrollment stays open: the unpaid months skip deleted students by
  // list (reports.repository.ts), which this checks.
  it("owes nothing for a deleted student, in the dashboard as in the outstanding report", async () => {
    const before = (await get("/api/dashboard")).json();
    expect(before.kpis).toMatchObject({ outstandingPayments: 3, outstandingAmount: 69_001 });
    await deleteBehindApi("students", s.students.bruno);
    // Bruno's Ballet (30.000, fee waived) leaves: Fabián's 34.500 remains (and Ana's 4.501,
    // issue 25): 39.001.
    const report = await expectOwedInBoth(2, 39_001);
    expect(report.outstandingPayments.map((e: { studentName: string }) => e.studentName)).toEqual([
      "Fabián Díaz",
      "Ana Pérez",
    ]);
  });

  it("counts blank contact data of active students only, and reads it from its index", async () => {
    const count = async () => (await get("/api/dashboard")).json().alerts.at(-1).count;
    const before = await count();
    const blankEmail = await t.seed.student({
      firstName: "Hilda",
      lastName: "Blanco",
      email: "   ",
      phone: "+56 9 1111 1111",
    });
    await t.db
      .updateTable("students")
      .set({ emergency_contact_name: "Madre", emergency_contact_phone: "+56 9 2222 2222" })
      .where("id", "=", blankEmail)
      .execute();
    await t.seed.student({ firstName: "Irma", lastName: "Inactiva", status: "inactive" });
    await bumpDataVersion(t.db);
    // Hilda's email is only spaces: she counts; Irma lacks everything but is not active.
    expect(await count()).toBe(before + 1);
    if (t.kind === "sqlite") {
      const plan = async (where: ReturnType<typeof sql>) =>
        JSON.stringify(
          (
            await sql`explain query plan select count(*) from students where deleted_at is null and status = 'active' and ${where}`.execute(
              t.db,
            )
          ).rows,
        );
      expect(await plan(sql`${contactGapSql} = true`)).toContain("students_contact_gap_idx");
      expect(await plan(sql`substr(birth_date, 6, 5) in ('08-15')`)).toContain(
        "students_birthday_idx",
      );
    }
  });

  it("alerts open online credits and pending transfer notices until staff resolve them", async () => {
    const alerts = async () =>
      Object.fromEntries(
        (await get("/api/dashboard"))
          .json<{ alerts: { message: string; count: number }[] }>()
          .alerts.map((a) => [a.message, a.count]),
      );
    const guardian = await t.seed.guardian({ fullName: "Paula Portal" }, []);
    const at = "2026-08-15T12:00:00.000Z";
    const order = await t.db
      .insertInto("online_orders")
      .values({
        guardian_id: guardian,
        gateway: "flow",
        commerce_order: "nova-dashboard-credit",
        gateway_token: null,
        gateway_order: "1001",
        amount: 30000,
        lines: "[]",
        status: "paid",
        receipt_id: null,
        credit_amount: 30000,
        credit_resolved_at: null,
        created_at: at,
        paid_at: at,
        last_checked_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const status of ["pending", "pending", "rejected"]) {
      await t.db
        .insertInto("transfer_notices")
        .values({
          guardian_id: guardian,
          transfer_date: "2026-08-14",
          amount: 25000,
          note: null,
          status,
          receipt_id: null,
          created_at: at,
          resolved_at: null,
          resolved_by: null,
        })
        .execute();
    }
    await bumpDataVersion(t.db);
    const open = await alerts();
    expect(open["Pagos en línea con saldo a favor por resolver"]).toBe(1);
    expect(open["Avisos de transferencia por confirmar"]).toBe(2);

    await t.db
      .updateTable("online_orders")
      .set({ credit_resolved_at: at })
      .where("id", "=", order.id)
      .execute();
    await t.db.updateTable("transfer_notices").set({ status: "confirmed" }).execute();
    await bumpDataVersion(t.db);
    const resolved = await alerts();
    expect(resolved["Pagos en línea con saldo a favor por resolver"]).toBeUndefined();
    expect(resolved["Avisos de transferencia por confirmar"]).toBeUndefined();
  });
});
