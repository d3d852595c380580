import type { OutstandingReportResponse } from "@nova/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { createdId, getOk } from "../../../test/support/crud.ts";
import { adminApi, sameTimeOn } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 36, finding 5: charges are facts. Switching the first month to 'Proporcional' lowered a
// December charge made earlier from $32.000 to $24.889. A change of the first-month policy, a
// class price or the discounts applies to charges made after it; what was charged stays.
// Today is Tuesday 2026-12-08. Ballet meets on Mondays and Wednesdays: 9 sessions in December,
// 7 from the 8th on (32.000 × 7 ÷ 9 = 24.888,9).
describeEachDatabase("charges stay as they were made (issue 36)", (t) => {
  const api = adminApi(t);
  let ballet = 0;
  let n = 0;
  const newStudent = async (firstName: string) => {
    n += 1;
    return createdId(api, "/api/students", {
      firstName,
      lastName: `Hechos${n}`,
      birthDate: `1995-04-0${(n % 9) + 1}`,
    });
  };
  const enrollNow = async (studentId: number, classId = ballet) => {
    const res = await api("POST", "/api/students/enroll", {
      studentId,
      classId,
      enrollmentDate: "2026-12-08",
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const chargeOf = async (studentId: number, month: string) =>
    (
      await getOk<{ outstandingPayments: { charge: number }[] }>(
        api,
        `/api/students/${studentId}/outstanding-payments/${month}`,
      )
    ).outstandingPayments[0]?.charge;
  const reportCharges = (month: string) =>
    getOk<OutstandingReportResponse>(api, `/api/reports/outstanding-payments/${month}`);

  beforeAll(async () => {
    t.clock.set("2026-12-08T15:00:00.000Z");
    ballet = await t.seed.class({
      name: "Ballet Hechos",
      price: 32_000,
      maxStudents: 30,
      schedules: sameTimeOn(["MONDAY", "WEDNESDAY"], 18),
    });
  });

  it("keeps December's $32.000 after the switch to 'Proporcional'; a new enrollment is prorated", async () => {
    const carla = await newStudent("Carla");
    await enrollNow(carla);
    expect(await chargeOf(carla, "2026-12")).toBe(32_000);
    const switched = await api("PUT", "/api/settings", {
      payments: { firstMonthPolicy: "prorated" },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    // The charge made before the switch stays, on the student's page and in the report.
    expect(await chargeOf(carla, "2026-12")).toBe(32_000);
    // Enrolled after it: 24.888,9 rounded to the studio's $10 (finding 6).
    const dora = await newStudent("Dora");
    await enrollNow(dora);
    expect(await chargeOf(dora, "2026-12")).toBe(24_890);
    // The month's report (the month's loader, not the student's) says the same.
    const report = await reportCharges("2026-12");
    const owedIn = (studentId: number) =>
      report.outstandingPayments.find((r: { studentId: number }) => r.studentId === studentId)
        ?.outstandingPayments[0]?.charge;
    expect(owedIn(carla)).toBe(32_000);
    expect(owedIn(dora)).toBe(24_890);
    // Back to full: Dora's first month stays prorated, as it was charged.
    await api("PUT", "/api/settings", { payments: { firstMonthPolicy: "full" } });
    expect(await chargeOf(dora, "2026-12")).toBe(24_890);
    expect(await chargeOf(carla, "2026-12")).toBe(32_000);
  });

  it("changes a class price from next month by default, never the months charged", async () => {
    const elsa = await newStudent("Elsa");
    const jazz = await t.seed.class({ name: "Jazz Hechos", price: 30_000, maxStudents: 30 });
    await t.seed.enroll(elsa, jazz, "2026-10-01");
    const raised = await api("PUT", `/api/classes/${jazz}`, { price: 34_000 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().price).toBe(34_000);
    expect(await chargeOf(elsa, "2026-10")).toBe(30_000);
    expect(await chargeOf(elsa, "2026-12")).toBe(30_000);
    expect(await chargeOf(elsa, "2027-01")).toBe(34_000);
    // A month the admin chooses; one already past is refused.
    const past = await api("PUT", `/api/classes/${jazz}`, { price: 36_000, priceFrom: "2026-11" });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain("este mes o uno posterior");
    const march = await api("PUT", `/api/classes/${jazz}`, {
      price: 36_000,
      priceFrom: "2027-03",
    });
    expect(march.statusCode, march.body).toBe(200);
    expect(await chargeOf(elsa, "2027-02")).toBe(34_000);
    expect(await chargeOf(elsa, "2027-03")).toBe(36_000);
    // The outstanding report reads the same price periods.
    const december = await reportCharges("2026-12");
    const elsaRow = december.outstandingPayments.find(
      (r: { studentId: number }) => r.studentId === elsa,
    );
    expect(elsaRow?.outstandingPayments[0]).toMatchObject({
      className: "Jazz Hechos",
      charge: 30_000,
    });
    const audit = await t.auditRowsOf("class", jazz);
    expect(audit.at(-1)?.after).toMatchObject({ price: 36_000, priceFrom: "2027-03" });
    // On purpose from this month: the admin names it, audited.
    const now = await api("PUT", `/api/classes/${jazz}`, { price: 31_000, priceFrom: "2026-12" });
    expect(now.statusCode, now.body).toBe(200);
    expect(await chargeOf(elsa, "2026-11")).toBe(30_000);
    expect(await chargeOf(elsa, "2026-12")).toBe(31_000);
    expect(await chargeOf(elsa, "2027-03")).toBe(31_000);
  });

  it("applies a discount change from next month unless the admin names this one", async () => {
    const tap = await t.seed.class({ name: "Tap Hechos", price: 32_000, maxStudents: 30 });
    const first = await t.seed.student({ firstName: "Inés", lastName: "Hermana" });
    const second = await t.seed.student({ firstName: "Julia", lastName: "Hermana" });
    await t.seed.guardian({ fullName: "Karen Hermana", phone: "+56 9 4444 3333" }, [
      { studentId: first },
      { studentId: second },
    ]);
    await t.seed.enroll(first, tap, "2026-10-01");
    await t.seed.enroll(second, tap, "2026-10-02");
    const tapOf = async (studentId: number, month: string) => {
      const res = await api("GET", `/api/students/${studentId}/outstanding-payments/${month}`);
      return res.json().outstandingPayments.find((i: { classId: number }) => i.classId === tap)
        ?.charge;
    };
    const set = await api("PUT", "/api/settings", { families: { siblingSecondPercent: 10 } });
    expect(set.statusCode, set.body).toBe(200);
    // December was charged before the change: both pay 32.000; from January the second 28.800.
    expect(await tapOf(second, "2026-12")).toBe(32_000);
    expect(await tapOf(second, "2027-01")).toBe(28_800);
    expect(await tapOf(first, "2027-01")).toBe(32_000);
    // 7 % from this month, named on purpose: 2.240 off December.
    const now = await api("PUT", "/api/settings", {
      families: { siblingSecondPercent: 7, discountsFrom: "2026-12" },
    });
    expect(now.statusCode, now.body).toBe(200);
    expect(await tapOf(second, "2026-11")).toBe(32_000);
    expect(await tapOf(second, "2026-12")).toBe(29_760);
    await api("PUT", "/api/settings", {
      families: { siblingSecondPercent: 0, discountsFrom: "2026-12" },
    });
  });

  describe("rounding (finding 6)", () => {
    it("rounds from next month when changed, and keeps the month's amounts", async () => {
      const res = await api("GET", "/api/settings");
      expect(res.json().payments.roundTo).toBe(10);
      const refused = await api("PUT", "/api/settings", { payments: { roundTo: 7 } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("El redondeo debe ser 1, 10, 50 o 100 pesos");
      const hundred = await api("PUT", "/api/settings", { payments: { roundTo: 100 } });
      expect(hundred.statusCode, hundred.body).toBe(200);
      expect(hundred.json().payments.roundToHistory).toEqual([
        { from: "2000-01", roundTo: 10 },
        { from: "2027-01", roundTo: 100 },
      ]);
      // An enrollment made now is prorated to $100: 24.888,9 → 24.900.
      await api("PUT", "/api/settings", { payments: { firstMonthPolicy: "prorated" } });
      const lola = await newStudent("Lola");
      await enrollNow(lola);
      expect(await chargeOf(lola, "2026-12")).toBe(24_900);
      await api("PUT", "/api/settings", { payments: { firstMonthPolicy: "full", roundTo: 10 } });
      expect(await chargeOf(lola, "2026-12")).toBe(24_900);
    });
  });
});
