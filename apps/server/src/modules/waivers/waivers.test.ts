import { expect, it } from "vitest";
import { adminApi } from "../../../test/support/fixtures.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// The clock is 2026-08-15: August (due day 10, late fee 15 %) is late.
describeEachDatabase("late-fee waivers", (t) => {
  it("a waiver makes a late month owe its price only, in the student's figures and the report, and is audited", async () => {
    const api = adminApi(t);
    const studentId = await t.seed.student({ firstName: "Inés", lastName: "Mora" });
    const classId = await t.seed.class({ name: "Tango", price: 20_000 });
    await t.seed.enroll(studentId, classId, "2026-07-01");

    const before = await api("GET", `/api/students/${studentId}/outstanding-payments/2026-08`);
    expect(before.json().totalOutstandingAmount).toBe(23_000);

    const noReason = await api("POST", `/api/students/${studentId}/fee-waivers`, {
      month: "2026-08",
      reason: " ",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.field).toBe("reason");

    const waived = await api("POST", `/api/students/${studentId}/fee-waivers`, {
      month: "2026-08",
      reason: "Licencia médica",
    });
    expect(waived.statusCode).toBe(201);

    const after = await api("GET", `/api/students/${studentId}/outstanding-payments/2026-08`);
    expect(after.json().totalOutstandingAmount).toBe(20_000);
    expect(after.json().outstandingPayments[0]).toMatchObject({
      isLate: true,
      surcharge: 0,
      surchargeWaived: true,
      expectedAmount: 20_000,
    });
    const unpaid = await api("GET", `/api/students/${studentId}/outstanding-payments`);
    expect(unpaid.json().months.at(-1)).toMatchObject({
      month: "2026-08",
      totalOutstandingAmount: 20_000,
    });
    const report = await api("GET", "/api/reports/outstanding-payments/2026-08");
    const line = report
      .json()
      .outstandingPayments.find((s: { studentId: number }) => s.studentId === studentId);
    expect(line.totalOwed).toBe(20_000);

    const audit = await t.auditRowsOf("student", studentId);
    expect(audit.at(-1)).toMatchObject({
      action: "waive-late-fee",
      after: { month: "2026-08", reason: "Licencia médica" },
    });

    const again = await api("POST", `/api/students/${studentId}/fee-waivers`, {
      month: "2026-08",
      reason: "Otra vez",
    });
    expectProblem(again, 409, "DUPLICATE_WAIVER");
  });

  it("waives a month already paid late, and refuses an unknown student", async () => {
    const api = adminApi(t);
    const studentId = await t.seed.student({ firstName: "Luz", lastName: "Vera" });
    const classId = await t.seed.class({ name: "Jazz", price: 20_000 });
    await t.seed.enroll(studentId, classId, "2026-07-01");
    await t.seed.payment({
      studentId,
      classId,
      amount: 23_000,
      month: "2026-07",
      date: "2026-07-20",
      late: true,
    });
    const res = await api("POST", `/api/students/${studentId}/fee-waivers`, {
      month: "2026-07",
      reason: "Error de la academia",
    });
    expect(res.statusCode).toBe(201);
    const list = await api("GET", `/api/students/${studentId}/fee-waivers`);
    expect(list.json()).toMatchObject([{ month: "2026-07", reason: "Error de la academia" }]);
    expect((await api("GET", "/api/students/999999/fee-waivers")).statusCode).toBe(404);
    const unknown = await api("POST", "/api/students/999999/fee-waivers", {
      month: "2026-07",
      reason: "x",
    });
    expect(unknown.statusCode).toBe(404);
  });
});
