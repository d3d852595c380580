import { expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { expectInvalidField } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 25, finding 9. The clock is 2026-08-15 (studio calendar). Hand-worked figures:
// Rosa (instructor, created today at 50 %) teaches Salsa alone and shares Tango with Olga
// (owner, 100 %), both since 01-06. Payments: Salsa July 40.000; Salsa August 40.000 + 30.001;
// Tango August 50.001. Then Rosa's rate is set to 60 % from 01-08.
// - July: Salsa 40.000 × 50 % = 20.000 (her rate then: the change is from August).
// - August: Salsa 70.001 × 60 % = 42.000,6 → 42.001; Tango 50.001 / 2 = 25.001 for Rosa (lower
//   id takes the odd peso) × 60 % = 15.000,6 → 15.001, and 25.000 for Olga × 100 % = 25.000.
//   Rosa: share 95.002, pay 57.002. Financial August: revenue 120.002, teachers 82.002,
//   studio 38.000. July: revenue 40.000, teachers 20.000, studio 20.000.
describeEachDatabase("teacher pay rates", (t) => {
  it("pays each teacher her rate of the month, keeps past months, and every report agrees", async () => {
    const admin = adminApi(t);
    const created = async (body: object) => {
      const res = await admin("POST", "/api/teachers", {
        email: `${Math.random().toString(36).slice(2)}@nova.cl`,
        phone: "+56 9 1111 2222",
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const rosa = await created({ firstName: "Rosa", lastName: "Ruiz" });
    expect(rosa).toMatchObject({
      compensationPercent: 50,
      compensationFrom: "2026-08-15",
      compensationRate: 0.5,
      sharePercentage: 50,
    });
    const olga = await created({ firstName: "Olga", lastName: "Dueña", isStudioOwner: true });
    expect(olga.compensationPercent).toBe(100);

    const salsa = await t.seed.class({ name: "Salsa Rosa", price: 40_000 });
    const tango = await t.seed.class({ name: "Tango Compartido", price: 50_000 });
    await t.seed.assignTeacher(rosa.id, salsa, "2026-06-01");
    await t.seed.assignTeacher(rosa.id, tango, "2026-06-01");
    await t.seed.assignTeacher(olga.id, tango, "2026-06-01");
    const [s1, s2, s3] = (await Promise.all(
      ["Ana", "Bea", "Caro"].map((firstName) => t.seed.student({ firstName, lastName: "Tasa" })),
    )) as [number, number, number];
    for (const s of [s1, s2]) await t.seed.enroll(s, salsa, "2026-06-01");
    await t.seed.enroll(s3, tango, "2026-06-01");
    await t.seed.paidMonth(s1, salsa, 40_000, "2026-07");
    await t.seed.paidMonth(s1, salsa, 40_000, "2026-08");
    await t.seed.paidMonth(s2, salsa, 30_001, "2026-08");
    await t.seed.paidMonth(s3, tango, 50_001, "2026-08");

    // Read before the change: the financial report keeps each month's staffing until the
    // records move (reports.service.ts), and the change below must move it (checked after it).
    const before = (await admin("GET", "/api/reports/financial/2026-08")).json();
    expect(before.totalRevenue).toBe(120_002);
    expect(before.totalTeacherCompensation).not.toBe(82_002);
    const rangeBefore = await admin("GET", "/api/reports/financial?from=2026-07&to=2026-08");
    expect(rangeBefore.statusCode).toBe(200);

    const tooHigh = await admin("PUT", `/api/teachers/${rosa.id}`, { compensationPercent: 101 });
    expectInvalidField(tooHigh, "compensationPercent");
    const badDate = await admin("PUT", `/api/teachers/${rosa.id}`, {
      compensationPercent: 60,
      compensationFrom: "2026-02-30",
    });
    expect(badDate.statusCode).toBe(400);

    const put = await admin("PUT", `/api/teachers/${rosa.id}`, {
      compensationPercent: 60,
      compensationFrom: "2026-08-01",
    });
    expect(put.statusCode, put.body).toBe(200);
    const page = put.json();
    expect(page).toMatchObject({
      compensationPercent: 60,
      compensationFrom: "2026-08-01",
      compensationRate: 0.6,
      sharePercentage: 60,
      monthlyCompensation: 57_002,
      compensationHistory: [
        { from: "2026-08-15", percent: 50 },
        { from: "2026-08-01", percent: 60 },
      ],
    });
    expect(page.revenueHistory.slice(-2)).toEqual([
      { month: "2026-07", revenue: 40_000, compensation: 20_000 },
      { month: "2026-08", revenue: 95_002, compensation: 57_002 },
    ]);
    const tangoOfRosa = page.assignedClasses.find((c: { id: number }) => c.id === tango);
    expect(tangoOfRosa).toMatchObject({
      teacherCount: 2,
      sharedWith: [{ id: olga.id, fullName: "Olga Dueña" }],
    });
    expect(page.assignedClasses.find((c: { id: number }) => c.id === salsa)).toMatchObject({
      teacherCount: 1,
      sharedWith: [],
    });
    // The same rate sent again (a form saved unchanged) records nothing new.
    const again = await admin("PUT", `/api/teachers/${rosa.id}`, { compensationPercent: 60 });
    expect(again.json().compensationHistory).toHaveLength(2);

    const olgaPage = (await admin("GET", `/api/teachers/${olga.id}`)).json();
    expect(olgaPage).toMatchObject({ compensationPercent: 100, monthlyCompensation: 25_000 });
    expect(olgaPage.assignedClasses[0].sharedWith).toEqual([
      { id: rosa.id, fullName: "Rosa Ruiz" },
    ]);

    const august = (await admin("GET", "/api/reports/teacher-compensation/2026-08")).json();
    const byName = (report: { teachers: { teacherName: string }[] }, name: string) =>
      report.teachers.find((x) => x.teacherName === name);
    expect(byName(august, "Rosa Ruiz")).toMatchObject({
      compensationRate: 0.6,
      totalCompensation: 57_002,
      revenueGenerated: 95_002,
    });
    expect(byName(august, "Olga Dueña")).toMatchObject({ totalCompensation: 25_000 });
    const july = (await admin("GET", "/api/reports/teacher-compensation/2026-07")).json();
    expect(byName(july, "Rosa Ruiz")).toMatchObject({
      compensationRate: 0.5,
      totalCompensation: 20_000,
    });
    const one = await admin("GET", `/api/reports/teacher-compensation/${rosa.id}/2026-08`);
    expect(one.json()).toMatchObject({ totalCompensation: 57_002 });

    expect((await admin("GET", "/api/reports/financial/2026-08")).json()).toMatchObject({
      totalRevenue: 120_002,
      totalTeacherCompensation: 82_002,
      studioRevenue: 38_000,
    });
    const range = (await admin("GET", "/api/reports/financial?from=2026-07&to=2026-08")).json();
    expect(JSON.stringify(range)).toContain('"totalTeacherCompensation":20000');
    expect(JSON.stringify(range)).toContain('"totalTeacherCompensation":82002');

    // Reception sees who shares a class, never a rate.
    const staff = await t.loginStaff("recep", "clave-recep-01");
    const asStaff = await t.injectAs(staff, "GET", `/api/teachers/${rosa.id}`);
    expect(asStaff.statusCode).toBe(200);
    for (const hidden of ["compensationPercent", "compensationFrom", "compensationHistory"]) {
      expect(asStaff.json()).not.toHaveProperty(hidden);
    }
    expect(asStaff.json().assignedClasses[0]).toHaveProperty("sharedWith");
    const staffPut = await t.injectAs(staff, "PUT", `/api/teachers/${rosa.id}`, {
      compensationPercent: 100,
    });
    expect(staffPut.statusCode).toBe(403);
  });

  it("creates a teacher at a rate of her own and refuses a rate outside 0–100", async () => {
    const admin = adminApi(t);
    const vale = await admin("POST", "/api/teachers", {
      firstName: "Vale",
      lastName: "Cuarenta",
      email: "vale@nova.cl",
      phone: "+56 9 3333 4444",
      compensationPercent: 40,
    });
    expectAnswer(vale, 201, { compensationPercent: 40, compensationRate: 0.4 });
    const negative = await admin("POST", "/api/teachers", {
      firstName: "Neg",
      lastName: "Ativa",
      email: "neg@nova.cl",
      phone: "+56 9 3333 4445",
      compensationPercent: -1,
    });
    expect(negative.statusCode).toBe(400);
  });
});
