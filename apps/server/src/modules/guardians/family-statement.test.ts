import { ERROR_MESSAGES, type FamilyStatementResponse, rutCheckDigit } from "@nova/domain";
import { beforeAll, expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { tallyStatuses } from "../../../test/support/concurrency.ts";
import { getOk } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 26: one statement and one payment per family. The clock is 2026-08-15 in Santiago;
// default settings: due day 10, late fee 15 %, the last 12 months read (as the debts report).
describeEachDatabase("a family's statement and payment (issue 26)", (t) => {
  const api = adminApi(t);
  const today = "2026-08-15";
  const ids = { ballet: 0, jazz: 0, mother: 0, father: 0, ana: 0, bea: 0, cata: 0 };

  /** A family payment in cash today by the mother, unless `body` says otherwise. */
  const familyPayment = (body: Record<string, unknown>) =>
    api("POST", "/api/receipts", {
      paymentDate: today,
      paymentMethod: "EFECTIVO",
      guardianId: ids.mother,
      ...body,
    });

  beforeAll(async () => {
    ids.ballet = await t.seed.class({ name: "Ballet Infantil", price: 30_000 });
    ids.jazz = await t.seed.class({ name: "Jazz", price: 20_000 });
    const sister = (firstName: string, birthDate: string) =>
      t.seed.student({ firstName, lastName: "Pérez", birthDate });
    ids.ana = await sister("Ana", "2014-01-01");
    ids.bea = await sister("Bea", "2016-01-01");
    // Cata is the mother's daughter too, but her father pays.
    ids.cata = await sister("Cata", "2012-01-01");
    await t.seed.enroll(ids.ana, ids.ballet, "2026-06-01");
    await t.seed.enroll(ids.ana, ids.jazz, "2026-07-01");
    await t.seed.enroll(ids.bea, ids.ballet, "2026-07-01");
    await t.seed.enroll(ids.cata, ids.jazz, "2026-06-01");
    ids.mother = await t.seed.guardian(
      { fullName: "María Soto", rut: `15111222-${rutCheckDigit("15111222")}` },
      [
        { studentId: ids.ana, relationship: "madre", isPayer: true },
        { studentId: ids.bea, relationship: "madre", isPayer: true },
      ],
    );
    ids.father = await t.seed.guardian({ fullName: "Pedro Pérez" }, [
      { studentId: ids.cata, relationship: "padre", isPayer: true },
    ]);
    await t.db
      .insertInto("student_guardians")
      .values({
        student_id: ids.cata,
        guardian_id: ids.mother,
        relationship: "madre",
        is_payer: 0,
        created_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    // Ana paid June's ballet in full and 10.000 of July's.
    await t.seed.paidMonth(ids.ana, ids.ballet, 30_000, "2026-06");
    await t.seed.paidMonth(ids.ana, ids.ballet, 10_000, "2026-07");
  });

  const statementOf = (guardianId: number) =>
    getOk<FamilyStatementResponse>(api, `/api/families/${guardianId}/statement`);

  it("lists every owed month of the children she pays for, oldest first, equal to their own ledgers", async () => {
    const s = await statementOf(ids.mother);
    expect(s.asOf).toBe(today);
    expect(s.guardian).toMatchObject({ id: ids.mother, fullName: "María Soto" });
    expect(s.children.map((c) => [c.fullName, c.isPayer, c.classes.map((k) => k.name)])).toEqual([
      ["Ana Pérez", true, ["Ballet Infantil", "Jazz"]],
      ["Bea Pérez", true, ["Ballet Infantil"]],
      ["Cata Pérez", false, ["Jazz"]],
    ]);
    expect(
      s.items.map((i) => [i.studentName, i.className, i.paymentMonth, i.status, i.remainingAmount]),
    ).toEqual([
      // July: late (due 07-10), 15 % on the charge; Ana's ballet paid 10.000 of 34.500.
      ["Ana Pérez", "Ballet Infantil", "2026-07", "PARTIAL", 24_500],
      ["Ana Pérez", "Jazz", "2026-07", "PENDING", 23_000],
      ["Bea Pérez", "Ballet Infantil", "2026-07", "PENDING", 34_500],
      ["Ana Pérez", "Ballet Infantil", "2026-08", "PENDING", 34_500],
      ["Ana Pérez", "Jazz", "2026-08", "PENDING", 23_000],
      ["Bea Pérez", "Ballet Infantil", "2026-08", "PENDING", 34_500],
    ]);
    expect(s.items[0]).toMatchObject({
      surcharge: 4_500,
      expectedAmount: 34_500,
      paidAmount: 10_000,
    });
    const remaining = 24_500 + 23_000 + 34_500 * 3 + 23_000;
    expect(s.totals).toMatchObject({ remaining, paid: 10_000, surcharge: 4_500 * 4 + 3_000 * 2 });
    expect(s.balance).toBe(remaining);
    expect(s.children.map((c) => c.totalOwed)).toEqual([
      24_500 + 23_000 + 34_500 + 23_000,
      69_000,
      0,
    ]);
    // Her receipts: Ana's two; Cata's father's are not hers.
    expect(s.receipts.map((r) => r.total)).toEqual([10_000, 30_000]);

    // The same figures as the debts report and each child's page, to the peso.
    const debts = (await api("GET", "/api/reports/debts")).json();
    for (const child of s.children.filter((c) => c.isPayer)) {
      const own = s.items.filter((i) => i.studentId === child.id);
      const reported = debts.students.find((d: { studentId: number }) => d.studentId === child.id);
      expect(reported.totalOwed).toBe(child.totalOwed);
      expect(
        reported.months
          .map((m: { classId: number; paymentMonth: string; remainingAmount: number }) =>
            [m.classId, m.paymentMonth, m.remainingAmount].join("|"),
          )
          .sort(),
      ).toEqual(own.map((i) => [i.classId, i.paymentMonth, i.remainingAmount].join("|")).sort());
      const page = (await api("GET", `/api/students/${child.id}/outstanding-payments`)).json();
      expect(page.totalOutstandingAmount).toBe(child.totalOwed);
    }
    const fathers = await statementOf(ids.father);
    expect(fathers.items.every((i) => i.studentId === ids.cata)).toBe(true);
    expect(fathers.balance).toBe(23_000 * 2 + 23_000);
  });

  it("answers 404 GUARDIAN_NOT_FOUND for an unknown guardian and 400 for an id that is not one", async () => {
    const res = await api("GET", "/api/families/999999/statement");
    expectProblem(res, 404, "GUARDIAN_NOT_FOUND", ERROR_MESSAGES.GUARDIAN_NOT_FOUND);
    expect((await api("GET", "/api/families/abc/statement")).statusCode).toBe(400);
  });

  it("takes one payment for two sisters as one receipt in the mother's name and RUT", async () => {
    const before = await statementOf(ids.mother);
    const res = await familyPayment({
      paymentMethod: "TRANSFERENCIA",
      lines: [
        { studentId: ids.bea, classId: ids.ballet, paymentMonth: "2026-07", amount: 34_500 },
        { studentId: ids.ana, classId: ids.jazz, paymentMonth: "2026-07", amount: 23_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    expect(receipt).toMatchObject({
      total: 57_500,
      payer: {
        guardianId: ids.mother,
        fullName: "María Soto",
        rut: `15111222-${rutCheckDigit("15111222")}`,
      },
    });
    expect(receipt.lines.map((l: { studentName: string }) => l.studentName)).toEqual([
      "Bea Pérez",
      "Ana Pérez",
    ]);
    const after = await statementOf(ids.mother);
    expect(after.balance).toBe(before.balance - 57_500);
    expect(after.receipts[0]).toMatchObject({ id: receipt.id, payer: { guardianId: ids.mother } });
    expect((await api("GET", `/api/receipts/${receipt.id}`)).json().payer.fullName).toBe(
      "María Soto",
    );
  });

  it("refuses a line for a child whose paying guardian is someone else, in Spanish", async () => {
    const res = await familyPayment({
      lines: [
        { studentId: ids.ana, classId: ids.jazz, paymentMonth: "2026-08", amount: 1_000 },
        { studentId: ids.cata, classId: ids.jazz, paymentMonth: "2026-07", amount: 1_000 },
      ],
    });
    expectAnswer(res, 422, {
      message: ERROR_MESSAGES.PAYER_MISMATCH,
      details: { errorType: "PAYER_MISMATCH", studentId: ids.cata },
    });
    const unknown = await familyPayment({
      guardianId: 999_999,
      lines: [{ studentId: ids.ana, classId: ids.jazz, paymentMonth: "2026-08", amount: 1_000 }],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("spreads a family total over the oldest months of every child, and refuses more than owed", async () => {
    const before = await statementOf(ids.mother);
    const oldest = before.items[0];
    if (!oldest) throw new Error("the family owes something");
    const tooMuch = await familyPayment({
      totalAmount: before.balance + 1,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().details).toMatchObject({ remainingAmount: before.balance });
    const res = await familyPayment({
      totalAmount: oldest.remainingAmount + 1_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().lines.map((l: { amount: number }) => l.amount)).toEqual([
      oldest.remainingAmount,
      1_000,
    ]);
    expect((await statementOf(ids.mother)).balance).toBe(
      before.balance - oldest.remainingAmount - 1_000,
    );
  });

  it("serialises concurrent family payments: no overpayment and no deadlock with lines in any order", async () => {
    const dora = await t.seed.student({ firstName: "Dora", lastName: "Lagos" });
    const eva = await t.seed.student({ firstName: "Eva", lastName: "Lagos" });
    await t.seed.enroll(dora, ids.jazz, "2026-01-01");
    await t.seed.enroll(eva, ids.jazz, "2026-01-01");
    const mom = await t.seed.guardian({ fullName: "Lucía Lagos" }, [
      { studentId: dora, relationship: "madre", isPayer: true },
      { studentId: eva, relationship: "madre", isPayer: true },
    ]);
    const pay = (lines: [number, string][], paymentDate: string) =>
      familyPayment({
        paymentDate,
        guardianId: mom,
        lines: lines.map(([studentId, paymentMonth]) => ({
          studentId,
          classId: ids.jazz,
          paymentMonth,
          amount: 20_000,
        })),
      });
    // Six months each for both sisters, the lines in opposite orders on alternate requests:
    // every one succeeds (locks in id order, whatever the lines' order).
    const months = ["2026-09", "2026-10", "2026-11", "2026-12", "2027-01", "2027-02"];
    const distinct = await Promise.all(
      months.map((m, i) =>
        pay(
          i % 2 === 0
            ? [
                [dora, m],
                [eva, m],
              ]
            : [
                [eva, m],
                [dora, m],
              ],
          `2026-08-${String(15 - i).padStart(2, "0")}`,
        ),
      ),
    );
    expect(tallyStatuses(distinct)).toEqual({ 201: 6 });
    // Eight payments of the same month for both at once: exactly one is taken.
    const same = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        pay(
          i % 2 === 0
            ? [
                [dora, "2027-03"],
                [eva, "2027-03"],
              ]
            : [
                [eva, "2027-03"],
                [dora, "2027-03"],
              ],
          `2026-08-${String(15 - i).padStart(2, "0")}`,
        ),
      ),
    );
    expect(tallyStatuses(same)).toEqual({ 201: 1, 409: 7 });
    const paid = await t.db
      .selectFrom("payments")
      .select(["student_id", "payment_month"])
      .select((eb) => eb.fn.sum<number>("amount").as("total"))
      .where("student_id", "in", [dora, eva])
      .where("deleted_at", "is", null)
      .groupBy(["student_id", "payment_month"])
      .execute();
    expect(paid).toHaveLength(14);
    expect(paid.every((p) => Number(p.total) === 20_000)).toBe(true);
  });
});

// The family rules in the statement (after the ledger charges by them): a season of March to
// December and a sibling discount of 10 % on the second sister, as their own lines.
describeEachDatabase("a family's statement under the family rules (issue 26)", (t) => {
  const api = adminApi(t);

  it("shows the second sister's sibling discount and no month outside the season, equal to each ledger", async () => {
    await t.seed.seasonDiscounts([["2025-01", 10, 20, 0]]);
    const ballet = await t.seed.class({ name: "Ballet", price: 30_000 });
    const jazz = await t.seed.class({ name: "Jazz", price: 20_000 });
    const sofia = await t.seed.student({ firstName: "Sofía", lastName: "Lagos" });
    const isidora = await t.seed.student({ firstName: "Isidora", lastName: "Lagos" });
    await t.seed.enroll(sofia, ballet, "2026-01-01");
    await t.seed.enroll(isidora, jazz, "2026-01-01");
    const marta = await t.seed.guardian({ fullName: "Marta Lagos" }, [
      { studentId: sofia },
      { studentId: isidora },
    ]);
    const res = await api("GET", `/api/families/${marta}/statement`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as FamilyStatementResponse;
    const months = ["2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08"];
    // January and February are outside the season: owed nowhere.
    expect([...new Set(s.items.map((i) => i.paymentMonth))]).toEqual(months);
    for (const item of s.items.filter((i) => i.studentId === isidora)) {
      expect(item).toMatchObject({
        price: 20_000,
        charge: 18_000,
        discounts: [{ kind: "SIBLING", percent: 10, amount: 2_000 }],
        surcharge: 2_700,
        remainingAmount: 20_700,
      });
    }
    for (const item of s.items.filter((i) => i.studentId === sofia)) {
      expect(item).toMatchObject({ charge: 30_000, discounts: [], remainingAmount: 34_500 });
    }
    expect(s.balance).toBe(6 * 34_500 + 6 * 20_700);
    const debts = (await api("GET", "/api/reports/debts")).json();
    for (const child of s.children) {
      const reported = debts.students.find((d: { studentId: number }) => d.studentId === child.id);
      expect(reported.totalOwed).toBe(child.totalOwed);
      const page = (await api("GET", `/api/students/${child.id}/outstanding-payments`)).json();
      expect(page.totalOutstandingAmount).toBe(child.totalOwed);
    }
  });
});
