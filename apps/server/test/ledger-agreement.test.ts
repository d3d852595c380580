// Issue 25: every report reads the same ledger and agrees to the peso. A studio with a partial,
// a voided, an advance, a late, a waived and a prorated month, worked out by hand, and every
// screen that shows money checked against those figures, on both engines.

import { beforeAll, expect, it } from "vitest";
import { fieldsOf } from "./support/answer.ts";
import { payCashThroughApi } from "./support/crud.ts";
import { adminApi, sameTimeOn } from "./support/fixtures.ts";
import { describeEachDatabase } from "./support/test-app.ts";

/*
 * Today Saturday 2026-08-15 (Santiago). Settings: due day 10, late fee 15 %, no grace days,
 * first month due 10 days after the enrollment, policy "prorated".
 * Ballet $32.000, Monday and Wednesday (9 sessions in July and in August 2026), taught by
 * Irene (instructor, 50 %) since 2026-01-01. All students take Ballet:
 *
 *   Lucía  (late)      since 07-01, paid nothing. July: first month, due 07-11, 9 of 9
 *                      sessions = 32.000 + 4.800 = 36.800, 35 days overdue (31-60).
 *                      August: due 08-10: 36.800, 5 days overdue (0-30).
 *   Paula  (partial)   since 08-01 (first month, due 08-11, whole month). Paid 10.000 on 08-05:
 *                      still owing on the 11th, so late: 36.800 − 10.000 = 26.800 (PARTIAL).
 *   Valeria (voided)   since 08-01. Paid 32.000 on 08-05, voided today: owes 36.800.
 *   Amanda (advance)   since 08-01. Paid 32.000 on 08-05 (August, on time) and 32.000 today
 *                      for September (advance): owes nothing.
 *   Wendy  (waived)    since 08-01, paid nothing, August's late fee waived: owes 32.000.
 *   Rocío  (prorated)  since 08-15: 5 of 9 sessions, 32.000 × 5 / 9 = 17.777,8 → 17.780
 *                      (computed amounts round to the studio's $10, issue 36),
 *                      due 08-25: not late.
 *
 * August's outstanding report: Lucía 36.800, Valeria 36.800, Wendy 32.000, Paula 26.800,
 * Rocío 17.780 = 150.180; surcharges owed 4.800 × 3 = 14.400; at list price 135.780.
 * Debts: + Lucía's July 36.800 = 186.980; not yet due: Rocío's 17.780, 0-30: 132.400,
 * 31-60: 36.800. The dashboard's total owed today is the debts report's 186.980.
 * Money received (live lines): 08-05: Paula 10.000 + Amanda 32.000 = 42.000 (Valeria's void
 * excluded); 08-15: Amanda 32.000. By payment month: August 42.000, September 32.000.
 * Irene's August pay: 50 % of 42.000 = 21.000.
 */
describeEachDatabase("every report agrees with the ledger (issue 25)", (t) => {
  const api = adminApi(t);
  const s = { lucia: 0, paula: 0, valeria: 0, amanda: 0, wendy: 0, rocio: 0, irene: 0, ballet: 0 };

  beforeAll(async () => {
    const settings = await api("PUT", "/api/settings", {
      payments: { firstMonthPolicy: "prorated" },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    s.irene = await t.seed.teacher({ firstName: "Irene", lastName: "Castro" });
    s.ballet = await t.seed.class({
      name: "Ballet",
      price: 32_000,
      schedules: sameTimeOn(["MONDAY", "WEDNESDAY"], 18),
    });
    await t.seed.assignTeacher(s.irene, s.ballet, "2026-01-01");
    const student = async (firstName: string, lastName: string, since: string) => {
      const id = await t.seed.enrolledStudent(s.ballet, { firstName, lastName }, since);
      return id;
    };
    s.lucia = await student("Lucía", "Late", "2026-07-01");
    s.paula = await student("Paula", "Partial", "2026-08-01");
    s.valeria = await student("Valeria", "Void", "2026-08-01");
    s.amanda = await student("Amanda", "Advance", "2026-08-01");
    s.wendy = await student("Wendy", "Waived", "2026-08-01");
    s.rocio = await student("Rocío", "Prorated", "2026-08-15");
    const pay = async (studentId: number, month: string, amount: number, date: string) => {
      const res = await payCashThroughApi(
        api,
        { studentId, classId: s.ballet, paymentMonth: month, amount },
        date,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    await pay(s.paula, "2026-08", 10_000, "2026-08-05");
    const voided = await pay(s.valeria, "2026-08", 32_000, "2026-08-05");
    await pay(s.amanda, "2026-08", 32_000, "2026-08-05");
    await pay(s.amanda, "2026-09", 32_000, "2026-08-15");
    const v = await api("POST", `/api/payments/${voided}/void`, {
      reason: "Transferencia rechazada",
    });
    expect(v.statusCode, v.body).toBe(200);
    const w = await api("POST", `/api/students/${s.wendy}/fee-waivers`, {
      month: "2026-08",
      reason: "Licencia médica",
    });
    expect(w.statusCode, w.body).toBe(201);
  });

  it("the outstanding report", async () => {
    const body = (await api("GET", "/api/reports/outstanding-payments/2026-08")).json();
    expect(
      body.outstandingPayments.map(
        (e: {
          studentId: number;
          totalOwed: number;
          outstandingPayments: { status: string }[];
        }) => [e.studentId, e.totalOwed, e.outstandingPayments[0]?.status],
      ),
    ).toEqual([
      [s.lucia, 36_800, "PENDING"],
      [s.valeria, 36_800, "PENDING"],
      [s.wendy, 32_000, "PENDING"],
      [s.paula, 26_800, "PARTIAL"],
      [s.rocio, 17_780, "PENDING"],
    ]);
    expect(body).toMatchObject({
      totalOutstandingAmount: 150_180,
      totalSurchargeAmount: 14_400,
      totalBaseAmount: 135_780,
      studentsWithOutstandingPayments: 5,
    });
  });

  it("each student's months and the class grid", async () => {
    const owed = async (id: number) =>
      (await api("GET", `/api/students/${id}/outstanding-payments`)).json().totalOutstandingAmount;
    expect(await owed(s.lucia)).toBe(73_600);
    expect(await owed(s.paula)).toBe(26_800);
    expect(await owed(s.valeria)).toBe(36_800);
    expect(await owed(s.amanda)).toBe(0);
    expect(await owed(s.wendy)).toBe(32_000);
    expect(await owed(s.rocio)).toBe(17_780);
    const grid = (
      await api("GET", `/api/reports/class/${s.ballet}/2026-08/students-payment-status`)
    ).json();
    const byStudent = new Map(
      grid.students.map((l: { studentId: number; state: string; remainingAmount: number }) => [
        l.studentId,
        [l.state, l.remainingAmount],
      ]),
    );
    expect(Object.fromEntries(byStudent)).toEqual({
      [s.lucia]: ["PENDING", 36_800],
      [s.paula]: ["PARTIAL", 26_800],
      [s.valeria]: ["PENDING", 36_800],
      [s.amanda]: ["PAID", 0],
      [s.wendy]: ["PENDING", 32_000],
      [s.rocio]: ["PENDING", 17_780],
    });
  });

  it("the debts report", async () => {
    const body = (await api("GET", "/api/reports/debts")).json();
    expect(body.totalOwed).toBe(186_980);
    // Rocío's August is due on 08-25: owed, not yet due, so not in '0 a 30 días' (issue 36).
    expect(body.totalsByBucket).toEqual({
      "not-due": 17_780,
      "0-30": 132_400,
      "31-60": 36_800,
      "61-90": 0,
      "90+": 0,
    });
    expect(body.students[0]).toMatchObject({
      studentId: s.lucia,
      totalOwed: 73_600,
      surchargeOwed: 9_600,
    });
    expect(fieldsOf(body.students[0].months, "paymentMonth", "daysOverdue")).toEqual([
      ["2026-07", 35],
      ["2026-08", 5],
    ]);
  });

  it("the dashboard", async () => {
    const body = (await api("GET", "/api/dashboard?period=month")).json();
    // Money received in August by payment date: 42.000 + 32.000.
    expect(body.kpis).toMatchObject({
      outstandingPayments: 5,
      outstandingAmount: 150_180,
      monthlyRevenue: 74_000,
      // Everything owed today, July included: the debts report's total (issue 36).
      totalOwed: 186_980,
      studentsWithDebt: 5,
    });
    // Late: Lucía, Valeria, Paula and Wendy (waived, still past due); Rocío is not due yet.
    expect(body.alerts[0]).toMatchObject({ type: "error", count: 4 });
  });

  it("the financial report, the teacher's pay and the cash close", async () => {
    const august = (await api("GET", "/api/reports/financial/2026-08")).json();
    expect(august.totalRevenue).toBe(42_000);
    const september = (await api("GET", "/api/reports/financial/2026-09")).json();
    expect(september.totalRevenue).toBe(32_000);
    const pay = (await api("GET", `/api/reports/teacher-compensation/${s.irene}/2026-08`)).json();
    expect(pay.totalCompensation).toBe(21_000);
    expect((await api("GET", "/api/cash-close/2026-08-05")).json().total).toBe(42_000);
    expect((await api("GET", "/api/cash-close/2026-08-15")).json().total).toBe(32_000);
  });
});
