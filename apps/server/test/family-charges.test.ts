// Issue 26 items 4 and 5: the ledger charges by the season and the family discounts, and
// every screen that shows money reads the same discounted charge, on both engines.
import { beforeAll, expect, it } from "vitest";
import { payCashThroughApi } from "./support/crud.ts";
import { adminApi } from "./support/fixtures.ts";
import { describeEachDatabase } from "./support/test-app.ts";

/*
 * Today 2026-08-15; months due the 10th, late fee 15 % (of the charge after discounts).
 * Season March–December. Discount history: from 2026-01 siblings 10 % / 20 %, no multi-class;
 * from 2026-08 (changed "today") siblings 20 % / 30 % and multi-class 15 %.
 * Ballet $30.000, Jazz $20.000, everyone since 2026-06-01 but Camila.
 *   Sofía and Isidora, daughters of Marta (payer): Sofía Ballet (ranked first, 30.000),
 *     Isidora Jazz (second): July 20.000 − 10 % = 18.000 (+ 2.700 late) = 20.700;
 *     August 20.000 − 20 % = 16.000 (+ 2.400) = 18.400.
 *   Tomás, no guardian, Ballet and Jazz: July no discount; August Jazz (his second class by
 *     price) 20.000 − 15 % = 17.000 (+ 2.550) = 19.550.
 *   Camila, Ballet since 2025-12-01, paid nothing: January and February 2026 are outside the
 *     season and owed nowhere.
 */
describeEachDatabase("the ledger charges by the family rules (issue 26)", (t) => {
  const api = adminApi(t);
  const s = { ballet: 0, jazz: 0, sofia: 0, isidora: 0, tomas: 0, camila: 0 };

  beforeAll(async () => {
    await t.seed.seasonDiscounts([
      ["2026-01", 10, 20, 0],
      ["2026-08", 20, 30, 15],
    ]);
    s.ballet = await t.seed.class({ name: "Ballet", price: 30_000 });
    s.jazz = await t.seed.class({ name: "Jazz", price: 20_000 });
    const student = async (firstName: string) => t.seed.student({ firstName, lastName: "Familia" });
    s.sofia = await student("Sofía");
    s.isidora = await student("Isidora");
    s.tomas = await student("Tomás");
    s.camila = await student("Camila");
    await t.seed.guardian({ fullName: "Marta Familia" }, [
      { studentId: s.sofia },
      { studentId: s.isidora },
    ]);
    await t.seed.enroll(s.sofia, s.ballet, "2026-06-01");
    await t.seed.enroll(s.isidora, s.jazz, "2026-06-01");
    await t.seed.enroll(s.tomas, s.ballet, "2026-06-01");
    await t.seed.enroll(s.tomas, s.jazz, "2026-06-01");
    await t.seed.enroll(s.camila, s.ballet, "2025-12-01");
  });

  const monthOf = async (studentId: number, month: string) =>
    (await api("GET", `/api/students/${studentId}/outstanding-payments/${month}`)).json();

  it("takes the sibling discount off the second sister, by the rules of each month", async () => {
    const august = await monthOf(s.isidora, "2026-08");
    expect(august.outstandingPayments).toMatchObject([
      {
        classId: s.jazz,
        price: 20_000,
        charge: 16_000,
        surcharge: 2_400,
        expectedAmount: 18_400,
        remainingAmount: 18_400,
        status: "PENDING",
        discounts: [
          { kind: "SIBLING", label: "Descuento hermanos 20 %", percent: 20, amount: 4_000 },
        ],
      },
    ]);
    // The rule changed in August: July keeps the 10 % it was charged with.
    const july = await monthOf(s.isidora, "2026-07");
    expect(july.outstandingPayments[0]).toMatchObject({
      charge: 18_000,
      expectedAmount: 20_700,
      discounts: [{ kind: "SIBLING", amount: 2_000 }],
    });
    const sofia = await monthOf(s.sofia, "2026-08");
    expect(sofia.outstandingPayments[0]).toMatchObject({ expectedAmount: 34_500, discounts: [] });
  });

  it("takes the multi-class discount off a student's second class from the month it applies", async () => {
    const august = await monthOf(s.tomas, "2026-08");
    expect(
      august.outstandingPayments.map(
        (i: { className: string; expectedAmount: number; discounts: unknown[] }) => [
          i.className,
          i.expectedAmount,
          i.discounts,
        ],
      ),
    ).toEqual([
      ["Ballet", 34_500, []],
      [
        "Jazz",
        19_550,
        [
          {
            kind: "MULTI_CLASS",
            label: "Descuento por varias clases 15 %",
            percent: 15,
            amount: 3_000,
          },
        ],
      ],
    ]);
    const july = await monthOf(s.tomas, "2026-07");
    expect(july.totalOutstandingAmount).toBe(34_500 + 23_000);
  });

  it("every screen owes the same discounted August", async () => {
    const owed = { isidora: 18_400, sofia: 34_500, tomas: 34_500 + 19_550, camila: 34_500 };
    const report = (await api("GET", "/api/reports/outstanding-payments/2026-08")).json();
    expect(report.totalOutstandingAmount).toBe(
      owed.isidora + owed.sofia + owed.tomas + owed.camila,
    );
    const dashboard = (await api("GET", "/api/dashboard?period=month")).json();
    expect(dashboard.kpis.outstandingAmount).toBe(report.totalOutstandingAmount);
    const grid = (
      await api("GET", `/api/reports/class/${s.jazz}/2026-08/students-payment-status`)
    ).json();
    const jazz = new Map(
      grid.students.map((r: { studentId: number; expectedAmount: number }) => [
        r.studentId,
        r.expectedAmount,
      ]),
    );
    expect(jazz.get(s.isidora)).toBe(18_400);
    expect(jazz.get(s.tomas)).toBe(19_550);
    const debts = (await api("GET", "/api/reports/debts")).json();
    const august = debts.students.flatMap(
      (d: { months: { paymentMonth: string; remainingAmount: number }[] }) =>
        d.months.filter((m) => m.paymentMonth === "2026-08"),
    );
    expect(
      august.reduce((sum: number, m: { remainingAmount: number }) => sum + m.remainingAmount, 0),
    ).toBe(report.totalOutstandingAmount);
  });

  it("charges nothing outside the season: January and February are owed nowhere", async () => {
    for (const month of ["2026-01", "2026-02"]) {
      const report = (await api("GET", `/api/reports/outstanding-payments/${month}`)).json();
      expect(report.totalOutstandingAmount).toBe(0);
      expect((await monthOf(s.camila, month)).outstandingPayments).toEqual([]);
    }
    const debts = (await api("GET", "/api/reports/debts")).json();
    const camila = debts.students.find((d: { studentId: number }) => d.studentId === s.camila);
    expect(camila.months.map((m: { paymentMonth: string }) => m.paymentMonth)).toEqual([
      "2025-12",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
    ]);
    const unpaid = (await api("GET", `/api/students/${s.camila}/outstanding-payments`)).json();
    expect(unpaid.months.map((m: { month: string }) => m.month)).not.toContain("2026-01");
  });

  it("takes a payment of the discounted month and refuses a peso more", async () => {
    const pay = (amount: number) =>
      payCashThroughApi(api, {
        studentId: s.isidora,
        classId: s.jazz,
        paymentMonth: "2026-08",
        amount,
      });
    const over = await pay(18_401);
    expect(over.statusCode, over.body).toBe(422);
    const exact = await pay(18_400);
    expect(exact.statusCode, exact.body).toBe(201);
    expect((await monthOf(s.isidora, "2026-08")).outstandingPayments).toEqual([]);
  });
});
