import { expect, it } from "vitest";
import { expectAnswer, fieldsOf } from "../../../test/support/answer.ts";
import { expectInvalidField } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { useHandWorkedStudio } from "../../../test/support/hand-worked-studio.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Every figure below is worked out by hand from the studio described in hand-worked-studio.ts.
// Default settings: due day 10 (no grace), late fee 15 %. The clock is 2026-08-15 11:00 in
// Santiago unless a test moves it, so August is already late (due 2026-08-10).

describeEachDatabase("reports over the hand-worked studio", (t) => {
  const s = useHandWorkedStudio(t);
  const api = adminApi(t);
  const get = (url: string) => api("GET", url);

  // Ana's two classes as both reports show them on 15 August: what P3 left of Ballet (4.501,
  // 4.500 of it surcharge) and all of Jazz, late.
  const anaLateInAugust = () => [
    {
      classId: s.classes.ballet,
      className: "Ballet",
      price: 30_000,
      charge: 30_000,
      surcharge: 4_500,
      expectedAmount: 34_500,
      paidAmount: 29_999,
      remainingAmount: 4_501,
      status: "PARTIAL",
      isLate: true,
      surchargeWaived: false,
      dueDate: "2026-08-10",
      discounts: [],
    },
    {
      classId: s.classes.jazz,
      className: "Jazz",
      price: 25_000,
      charge: 25_000,
      surcharge: 3_750,
      expectedAmount: 28_750,
      paidAmount: 0,
      remainingAmount: 28_750,
      status: "PENDING",
      isLate: true,
      surchargeWaived: false,
      dueDate: "2026-08-10",
      discounts: [],
    },
  ];

  const at = async <T>(iso: string, body: () => Promise<T>): Promise<T> => {
    t.clock.set(iso);
    try {
      return await body();
    } finally {
      t.clock.set("2026-08-15T15:00:00.000Z");
    }
  };

  it("lists August's outstanding payments with the 15 % surcharge after the due date", async () => {
    const res = await get("/api/reports/outstanding-payments/2026-08");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Owed in August: Ana's Jazz (Ballet paid by P3), Bruno's Ballet (enrolled 3 Aug), Fabián's
    // Ballet (P7 was deleted; his Salsa is paid by P8). Carla paid (P5); Diego unenrolled on
    // 10 Aug, which waives August; Elena has no class.
    // Late on 15 Aug: Jazz 25.000 + 3.750 = 28.750; Ballet 30.000 + 4.500 = 34.500.
    // Sorted by total owed, ties by name: Bruno 34.500, Fabián 34.500, Ana 28.750.
    // Issue 25: P3 (29.999 of 30.000) no longer settles Ana's Ballet: a peso was still owed on
    // the due date, so the month is late, 30.000 + 4.500 − 29.999 = 4.501 remain (PARTIAL), and
    // Ana owes 28.750 + 4.501 = 33.251.
    expect(body.month).toBe("2026-08");
    expect(body.asOf).toBe("2026-08-15");
    expect(fieldsOf(body.outstandingPayments, "studentName", "totalOwed")).toEqual([
      ["Bruno Soto", 34_500],
      ["Fabián Díaz", 34_500],
      ["Ana Pérez", 33_251],
    ]);
    expect(body.outstandingPayments[2]).toEqual({
      id: s.students.ana,
      studentId: s.students.ana,
      studentName: "Ana Pérez",
      // Ana's contact data is complete (hand-worked-studio); Bruno and Fabián have no phone.
      phone: "+56 9 8765 4321",
      // An adult with no guardian pays for herself: her reminder goes to her (issue 36).
      payerName: "Ana Pérez",
      payerPhone: "+56 9 8765 4321",
      totalOwed: 33_251,
      outstandingPayments: anaLateInAugust(),
    });
    // 28.750 + 34.500 + 34.500 = 97.750, of which 25.000 + 30.000 + 30.000 = 85.000 at list
    // price and 3.750 + 4.500 + 4.500 = 12.750 of surcharges.
    expect(body.outstandingPayments[0].phone).toBeNull();
    // Issue 25: + Ana's Ballet 4.501 (4.500 of it surcharge, a peso of price):
    // 102.251 = 85.001 at list price + 17.250 of surcharges.
    expect(body.totalOutstandingAmount).toBe(102_251);
    expect(body.totalBaseAmount).toBe(85_001);
    expect(body.totalSurchargeAmount).toBe(17_250);
    expect(body.studentsWithOutstandingPayments).toBe(3);
  });

  it("pages the month's report and searches it by student or class, the totals always the month's (issue 37)", async () => {
    const whole = (await get("/api/reports/outstanding-payments/2026-08")).json();
    expect(whole.matchingStudents).toBe(3);
    const names = (body: { outstandingPayments: { studentName: string }[] }) =>
      body.outstandingPayments.map((p) => p.studentName);
    const totals = (body: Record<string, unknown>) => [
      body.totalOutstandingAmount,
      body.totalBaseAmount,
      body.totalSurchargeAmount,
      body.studentsWithOutstandingPayments,
    ];
    // Pages of two in the whole report's order, each line as the whole report has it.
    const first = (await get("/api/reports/outstanding-payments/2026-08?page=1&size=2")).json();
    const second = (await get("/api/reports/outstanding-payments/2026-08?page=2&size=2")).json();
    expect(names(first)).toEqual(["Bruno Soto", "Fabián Díaz"]);
    expect(second.outstandingPayments).toEqual([whole.outstandingPayments[2]]);
    for (const page of [first, second]) {
      expect(totals(page)).toEqual([102_251, 85_001, 17_250, 3]);
      expect(page.matchingStudents).toBe(3);
    }
    // By name, accents and case ignored; by a class she owes (only Ana owes Jazz).
    const search = async (text: string, paging = "") =>
      (
        await get(
          `/api/reports/outstanding-payments/2026-08?search=${encodeURIComponent(text)}${paging}`,
        )
      ).json();
    const fabian = await search("FABIAN");
    expect(names(fabian)).toEqual(["Fabián Díaz"]);
    expect(fabian.matchingStudents).toBe(1);
    expect(totals(fabian)).toEqual([102_251, 85_001, 17_250, 3]);
    expect(names(await search("jazz", "&page=1&size=100"))).toEqual(["Ana Pérez"]);
    const ballet = await search("ballet");
    expect(names(ballet)).toEqual(["Bruno Soto", "Fabián Díaz", "Ana Pérez"]);
    expect((await search("nadie")).matchingStudents).toBe(0);
    // A page past the end is empty, not an error; a bad page is refused in Spanish.
    const past = (await get("/api/reports/outstanding-payments/2026-08?page=9&size=2")).json();
    expect(past.outstandingPayments).toEqual([]);
    expect(past.matchingStudents).toBe(3);
    expectProblem(
      await get("/api/reports/outstanding-payments/2026-08?page=0"),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("charges no surcharge before the due date, and none on the due date itself", async () => {
    for (const iso of ["2026-08-05T15:00:00.000Z", "2026-08-10T15:00:00.000Z"]) {
      const body = await at(iso, async () =>
        (await get("/api/reports/outstanding-payments/2026-08")).json(),
      );
      // List prices only: Bruno 30.000, Fabián 30.000, Ana 25.000 = 85.000; issue 25: plus
      // the peso P3 left of Ana's Ballet.
      expect(body.totalOutstandingAmount).toBe(85_001);
      expect(body.totalSurchargeAmount).toBe(0);
      expect(body.outstandingPayments.map((p: { totalOwed: number }) => p.totalOwed)).toEqual([
        30_000, 30_000, 25_001,
      ]);
    }
  });

  it("judges lateness on the studio's calendar, not the server's UTC date", async () => {
    // 2026-08-11 03:30 UTC is still 10 August, 23:30, in Santiago (UTC-4): not late yet.
    const before = await at("2026-08-11T03:30:00.000Z", async () =>
      (await get("/api/reports/outstanding-payments/2026-08")).json(),
    );
    expect(before.asOf).toBe("2026-08-10");
    expect(before.totalOutstandingAmount).toBe(85_001);
    // Half an hour later it is 11 August in Santiago: 97.750 with surcharges.
    const after = await at("2026-08-11T04:30:00.000Z", async () =>
      (await get("/api/reports/outstanding-payments/2026-08")).json(),
    );
    // Issue 25: 102.251 on the 15th less Bruno's surcharge: enrolled 3 August, his first month
    // is due 10 days later (13 August), so on the 11th he owes 30.000 only.
    expect(after.totalOutstandingAmount).toBe(97_751);
  });

  it("gives a student's outstanding classes, priced as of today or as of a payment date", async () => {
    const late = (await get(`/api/students/${s.students.ana}/outstanding-payments/2026-08`)).json();
    // Issue 25: Ballet is owed too, what P3 left of it (see the report above).
    expect(late).toEqual({
      month: "2026-08",
      hasOutstandingPayments: true,
      outstandingPayments: anaLateInAugust(),
      totalOutstandingAmount: 33_251,
    });
    // The payment form re-asks with the date being registered: on 9 August Jazz is 25.000.
    const onTime = (
      await get(
        `/api/students/${s.students.ana}/outstanding-payments/2026-08?paymentDate=2026-08-09`,
      )
    ).json();
    expect(onTime.outstandingPayments[1]).toMatchObject({ expectedAmount: 25_000, isLate: false });
    // Issue 25: and the peso left of Ballet, not late on 9 August.
    expect(onTime.outstandingPayments[0]).toMatchObject({ remainingAmount: 1, isLate: false });
    expect(onTime.totalOutstandingAmount).toBe(25_001);
  });

  it("owes June for both of Fabián's classes, late; nothing for Elena, nor Diego's waived August", async () => {
    // Fabián enrolled 1 June in Ballet and Salsa and paid neither for June; on 15 August both
    // are late: 34.500 + 23.000 = 57.500, listed by class name.
    const fabian = (
      await get(`/api/students/${s.students.fabian}/outstanding-payments/2026-06`)
    ).json();
    expect(fieldsOf(fabian.outstandingPayments, "className", "expectedAmount")).toEqual([
      ["Ballet", 34_500],
      ["Salsa", 23_000],
    ]);
    expect(fabian.totalOutstandingAmount).toBe(57_500);

    for (const id of [s.students.elena, s.students.diego]) {
      const none = (await get(`/api/students/${id}/outstanding-payments/2026-08`)).json();
      expect(none).toEqual({
        month: "2026-08",
        hasOutstandingPayments: false,
        outstandingPayments: [],
        totalOutstandingAmount: 0,
      });
    }
  });

  it("answers 404 STUDENT_NOT_FOUND and 400 for a bad month on the student's outstanding call", async () => {
    for (const id of [999_999, 99_999_999_999]) {
      const missing = await get(`/api/students/${id}/outstanding-payments/2026-08`);
      // An id past PostgreSQL's int4 is malformed, not unknown (issue 35).
      expect(missing.statusCode).toBe(id === 999_999 ? 404 : 400);
      expect(missing.json().details.errorType).toBe(
        id === 999_999 ? "STUDENT_NOT_FOUND" : "VALIDATION_ERROR",
      );
    }
    const badMonth = await get(`/api/students/${s.students.ana}/outstanding-payments/2026-13`);
    expectInvalidField(badMonth, "month");
  });

  it("shows each Ballet student's payment status for August", async () => {
    const res = await get(`/api/reports/class/${s.classes.ballet}/2026-08/students-payment-status`);
    expect(res.statusCode).toBe(200);
    // By surname: Díaz, Pérez, Soto. Fabián's P7 was deleted, so he is pending again.
    expect(res.json()).toEqual({
      classId: s.classes.ballet,
      className: "Ballet",
      month: "2026-08",
      students: [
        {
          studentId: s.students.fabian,
          studentName: "Fabián Díaz",
          eligibleForMonth: true,
          paid: false,
          paymentDate: null,
          paymentAmount: null,
          enrollmentDate: "2026-06-01",
          state: "PENDING",
          expectedAmount: 34_500,
          paidAmount: 0,
          remainingAmount: 34_500,
        },
        {
          studentId: s.students.ana,
          studentName: "Ana Pérez",
          eligibleForMonth: true,
          // Issue 25: 29.999 of 30.000 by the due date leaves the month partial, and late.
          paid: false,
          paymentDate: "2026-08-05",
          paymentAmount: 29_999,
          enrollmentDate: "2026-03-01",
          state: "PARTIAL",
          expectedAmount: 34_500,
          paidAmount: 29_999,
          remainingAmount: 4_501,
        },
        {
          studentId: s.students.bruno,
          studentName: "Bruno Soto",
          eligibleForMonth: true,
          paid: false,
          paymentDate: null,
          paymentAmount: null,
          enrollmentDate: "2026-08-03",
          state: "PENDING",
          // Enrolled 3 August: due 13 August (10 days after), still late on the 15th.
          expectedAmount: 34_500,
          paidAmount: 0,
          remainingAmount: 34_500,
        },
      ],
    });
  });

  it("marks Diego as not billed in Salsa for the month he left, but billed and paid in July", async () => {
    const august = (
      await get(`/api/reports/class/${s.classes.salsa}/2026-08/students-payment-status`)
    ).json();
    expect(fieldsOf(august.students, "studentName", "state", "paymentAmount")).toEqual([
      ["Fabián Díaz", "PAID", 23_000],
      ["Diego Rojas", "NOT_ELIGIBLE", null],
    ]);
    const july = (
      await get(`/api/reports/class/${s.classes.salsa}/2026-07/students-payment-status`)
    ).json();
    expect(
      july.students.find((l: { studentId: number }) => l.studentId === s.students.diego),
    ).toMatchObject({ eligibleForMonth: true, paid: true, paymentDate: "2026-07-08" });
    // Bruno enrolled in August, so Ballet did not bill him in July.
    const ballet = (
      await get(`/api/reports/class/${s.classes.ballet}/2026-07/students-payment-status`)
    ).json();
    expect(
      ballet.students.find((l: { studentId: number }) => l.studentId === s.students.bruno),
    ).toMatchObject({ eligibleForMonth: false, state: "NOT_ELIGIBLE" });
  });

  it("answers 404 CLASS_NOT_FOUND for an unknown class, and 400 for one no row can have", async () => {
    const res = await get("/api/reports/class/999999/2026-08/students-payment-status");
    expectProblem(res, 404, "CLASS_NOT_FOUND");
    // Past PostgreSQL's int4 (issue 35).
    const impossible = await get("/api/reports/class/99999999999/2026-08/students-payment-status");
    expectInvalidField(impossible, "classId");
  });

  it("pays the owner 100 % and the instructor 50 % of their shares of August", async () => {
    const res = await get("/api/reports/teacher-compensation/2026-08");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // August's live payments: Ballet 29.999 (P3), Jazz 25.000 (P5), Salsa 23.000 (P8, no
    // teacher: the studio keeps it). P7 was deleted.
    // Ballet is shared: 29.999 / 2 = 14.999 each and the leftover peso goes to the lowest id,
    // Olga: bases 15.000 (Olga) and 14.999 (Irene). Olga 15.000 × 100 % = 15.000; Irene
    // 14.999 × 50 % = 7.499,5 → 7.500 (half up). Jazz is Irene's alone: 25.000 × 50 % = 12.500.
    const [nina, irene, olga] = body.teachers;
    expect(olga).toEqual({
      teacherId: s.teachers.olga,
      teacherName: "Olga Fuentes",
      isStudioOwner: true,
      month: "2026-08",
      compensationRate: 1,
      totalCompensation: 15_000,
      revenueGenerated: 15_000,
      studentsPaid: 1,
      averagePerStudent: 15_000,
      efficiency: 100,
      classReports: [
        {
          classId: s.classes.ballet,
          className: "Ballet",
          totalRevenue: 29_999,
          revenueShare: 15_000,
          teacherCompensation: 15_000,
          studentsWhoPayment: [{ id: s.students.ana, name: "Ana Pérez", amount: 29_999 }],
        },
      ],
    });
    // Irene: 7.500 + 12.500 = 20.000 from shares 14.999 + 25.000 = 39.999, paid by Ana and
    // Carla: 10.000 per student; 20.000 / 39.999 = 50,001 % → 50,0.
    expect(irene).toMatchObject({
      teacherName: "Irene Castro",
      isStudioOwner: false,
      compensationRate: 0.5,
      totalCompensation: 20_000,
      revenueGenerated: 39_999,
      studentsPaid: 2,
      averagePerStudent: 10_000,
      efficiency: 50,
    });
    expect(fieldsOf(irene.classReports, "className", "teacherCompensation")).toEqual([
      ["Ballet", 7_500],
      ["Jazz", 12_500],
    ]);
    expect(irene.classReports[1].studentsWhoPayment).toEqual([
      { id: s.students.carla, name: "Carla Muñoz", amount: 25_000 },
    ]);
    // Nina teaches nothing: she appears with 0.
    expect(nina).toMatchObject({
      teacherId: s.teachers.nina,
      totalCompensation: 0,
      classReports: [],
    });
    // Summary: 15.000 + 20.000 + 0 = 35.000 over 2 classes (17.500 each) and 3 teachers
    // (11.666,7 → 11.667); 2 paying students; 35.000 / 54.999 of revenue shared = 63,6 %.
    expect(body.summary).toEqual({
      totalCompensation: 35_000,
      totalClasses: 2,
      totalStudents: 2,
      averagePerClass: 17_500,
      averagePerTeacher: 11_667,
      averageCompensationRatio: 63.6,
      mostProductiveTeacher: {
        teacherId: s.teachers.irene,
        teacherName: "Irene Castro",
        revenueGenerated: 39_999,
      },
    });
  });

  it("gives one teacher's month, the current month by default, and 404 for an unknown teacher", async () => {
    const olga = await get(`/api/reports/teacher-compensation/${s.teachers.olga}/2026-07`);
    // July Ballet: 30.000 (P1) + 30.000 (P9) = 60.000 → 30.000 each; Olga 30.000 × 100 %.
    expect(olga.json()).toMatchObject({
      teacherId: s.teachers.olga,
      month: "2026-07",
      totalCompensation: 30_000,
    });
    expect(fieldsOf(olga.json().classReports[0].studentsWhoPayment, "name", "amount")).toEqual([
      ["Ana Pérez", 30_000],
      ["Fabián Díaz", 30_000],
    ]);

    // One teacher's pay reads the payments of her own classes only: it equals her entry in the
    // whole report, shared classes included.
    const july = (await get("/api/reports/teacher-compensation/2026-07")).json();
    expect(july.teachers.length).toBeGreaterThan(1);
    for (const entry of july.teachers) {
      const one = await get(`/api/reports/teacher-compensation/${entry.teacherId}/2026-07`);
      expect(one.json()).toEqual(entry);
    }

    const current = (await get("/api/reports/teacher-compensation")).json();
    expect(current.month).toBe("2026-08");
    expect(current.summary.totalCompensation).toBe(35_000);

    const missing = await get("/api/reports/teacher-compensation/999999/2026-08");
    expectProblem(missing, 404, "TEACHER_NOT_FOUND");
    // Past PostgreSQL's int4 (issue 35).
    const impossible = await get("/api/reports/teacher-compensation/99999999999/2026-08");
    expect(impossible.statusCode).toBe(400);
  });

  it("computes August's financial figures", async () => {
    const res = await get("/api/reports/financial/2026-08");
    expect(res.statusCode).toBe(200);
    // Revenue 29.999 + 25.000 + 23.000 = 77.999 in 3 payments, 1 late (P8, 23.000).
    // Compensation 35.000 (above); studio 77.999 − 35.000 = 42.999;
    // margin 42.999 / 77.999 = 55,13 % → 55,1; efficiency 35.000 / 77.999 = 44,87 % → 44,9.
    expect(res.json()).toEqual({
      month: "2026-08",
      totalRevenue: 77_999,
      totalTeacherCompensation: 35_000,
      studioRevenue: 42_999,
      totalPayments: 3,
      latePayments: 1,
      latePaymentAmount: 23_000,
      profitMargin: 55.1,
      efficiency: 44.9,
    });
  });

  it("gives a range of months and the equal range before it in one response", async () => {
    const res = await get("/api/reports/financial?from=2026-07&to=2026-08");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // July: 30.000 + 28.750 + 28.750 + 20.000 + 30.000 + 20.000 = 157.500 in 6 payments, late
    // P2 and P4 = 57.500. Compensation: Ballet 60.000 → Olga 30.000 + Irene 15.000; Jazz
    // 57.500 → Irene 28.750; Salsa keeps 40.000. 73.750; studio 83.750 (53,2 %).
    expect(body.months).toEqual([
      {
        month: "2026-07",
        totalRevenue: 157_500,
        totalTeacherCompensation: 73_750,
        studioRevenue: 83_750,
        totalPayments: 6,
        latePayments: 2,
        latePaymentAmount: 57_500,
        profitMargin: 53.2,
        efficiency: 46.8,
      },
      expect.objectContaining({ month: "2026-08", totalRevenue: 77_999, studioRevenue: 42_999 }),
    ]);
    // Previous two months: May nothing; June 30.000 (P11) + 25.000 (P12) = 55.000, paying
    // Olga 15.000 + Irene 7.500 + 12.500 = 35.000, studio 20.000.
    expect(body.previousFrom).toBe("2026-05");
    expect(body.previousTo).toBe("2026-06");
    expect(body.previousMonths.map((m: { totalRevenue: number }) => m.totalRevenue)).toEqual([
      0, 55_000,
    ]);
    expect(body.previousMonths[1]).toMatchObject({
      totalTeacherCompensation: 35_000,
      studioRevenue: 20_000,
    });
    // Range: revenue 157.500 + 77.999 = 235.499; expenses 73.750 + 35.000 = 108.750; profit
    // 126.749 (53,8 %); average 117.749,5 → 117.750; 9 payments, 3 late for 80.500.
    // Growth against 55.000 / 35.000 / 20.000: +328,2 %, +210,7 %, +533,7 %.
    expect(body.summary).toEqual({
      totalRevenue: 235_499,
      totalExpenses: 108_750,
      netProfit: 126_749,
      profitMargin: 53.8,
      averageMonthlyRevenue: 117_750,
      totalPayments: 9,
      latePayments: 3,
      latePaymentAmount: 80_500,
      revenueGrowth: 328.2,
      expensesGrowth: 210.7,
      profitGrowth: 533.7,
    });
  });

  it("agrees month by month between the financial report and the compensation report", async () => {
    for (const month of ["2026-06", "2026-07", "2026-08"]) {
      const financial = (await get(`/api/reports/financial/${month}`)).json();
      const compensation = (await get(`/api/reports/teacher-compensation/${month}`)).json();
      expect(financial.totalTeacherCompensation).toBe(compensation.summary.totalCompensation);
    }
  });

  it("defaults the range to the current month and refuses reversed or too long ranges", async () => {
    const current = (await get("/api/reports/financial")).json();
    expect(current.months.map((m: { month: string }) => m.month)).toEqual(["2026-08"]);
    expect(current.previousMonths.map((m: { month: string }) => m.month)).toEqual(["2026-07"]);

    const reversed = await get("/api/reports/financial?from=2026-08&to=2026-07");
    expectAnswer(reversed, 400, {
      message: "El mes final no puede ser anterior al mes inicial",
      details: { errorType: "VALIDATION_ERROR", field: "to" },
    });
    const long = await get("/api/reports/financial?from=2024-01&to=2026-08");
    expect(long.statusCode).toBe(400);
    const bad = await get("/api/reports/financial?from=2026-7");
    expectInvalidField(bad, "from");
  });
});
