import type {
  DebtsReportResponse,
  FamilyStatementResponse,
  ReceiptResponse,
  StudentUnpaidMonthsResponse,
} from "@nova/domain";
import { beforeAll, expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { tallyStatuses } from "../../../test/support/concurrency.ts";
import { enrollThroughApi, getOk } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 26 item 5: the enrollment fee (matrícula) charged once per student (or family) and
// season when an enrollment is created, owed like a class month. The clock is 2026-08-15.
describeEachDatabase("the enrollment fee (issue 26)", (t) => {
  const api = adminApi(t);
  const ids = { ballet: 0, jazz: 0, mother: 0, ana: 0, bea: 0, eva: 0 };

  const enroll = (studentId: number, classId: number, enrollmentDate = "2026-08-03") =>
    enrollThroughApi(api, studentId, classId, enrollmentDate);
  const owedOf = (studentId: number) =>
    getOk<StudentUnpaidMonthsResponse>(api, `/api/students/${studentId}/outstanding-payments`);
  const statementOf = (guardianId: number) =>
    getOk<FamilyStatementResponse>(api, `/api/families/${guardianId}/statement`);

  beforeAll(async () => {
    ids.ballet = await t.seed.class({ name: "Ballet", price: 30_000 });
    ids.jazz = await t.seed.class({ name: "Jazz", price: 20_000 });
    ids.ana = await t.seed.student({ firstName: "Ana", lastName: "Rojas" });
    ids.bea = await t.seed.student({ firstName: "Bea", lastName: "Rojas" });
    ids.eva = await t.seed.student({ firstName: "Eva", lastName: "Soto" });
    ids.mother = await t.seed.guardian({ fullName: "Carla Rojas" }, [
      { studentId: ids.ana, relationship: "madre", isPayer: true },
      { studentId: ids.bea, relationship: "madre", isPayer: true },
    ]);
  });

  it("charges nothing while the fee is 0", async () => {
    await enroll(ids.eva, ids.jazz, "2026-08-01");
    expect((await owedOf(ids.eva)).enrollmentFees).toEqual([]);
    expect(await t.db.selectFrom("enrollment_fee_charges").selectAll().execute()).toEqual([]);
  });

  it("per student: once per season, due on her first enrollment, owed on her page and her family's statement", async () => {
    await t.seed.settings("families", {
      enrollmentFee: 25_000,
      enrollmentFeePer: "student",
    });
    await enroll(ids.ana, ids.ballet, "2026-08-03");
    await enroll(ids.ana, ids.jazz, "2026-08-10");
    const own = await owedOf(ids.ana);
    expect(own.enrollmentFees).toEqual([
      expect.objectContaining({
        label: "Matrícula 2026",
        season: 2026,
        paymentMonth: "2026-08",
        dueDate: "2026-08-03",
        expectedAmount: 25_000,
        remainingAmount: 25_000,
        status: "PENDING",
      }),
    ]);
    const months = own.months.reduce((s, m) => s + m.totalOutstandingAmount, 0);
    expect(own.totalOutstandingAmount).toBe(months + 25_000);
    const statement = await statementOf(ids.mother);
    expect(statement.enrollmentFees.map((f) => [f.studentName, f.remainingAmount])).toEqual([
      ["Ana Rojas", 25_000],
    ]);
    expect(statement.children.find((c) => c.id === ids.ana)?.totalOwed).toBe(
      own.totalOutstandingAmount,
    );
    expect(statement.balance).toBe(own.totalOutstandingAmount);
    // The debts report counts it too, as its own row, equal to her page to the peso.
    const debts = (await api("GET", "/api/reports/debts")).json() as DebtsReportResponse;
    const hers = debts.students.find((d) => d.studentId === ids.ana);
    expect(hers?.totalOwed).toBe(own.totalOutstandingAmount);
    expect(hers?.months.filter((m) => m.enrollmentFeeId !== undefined)).toEqual([
      expect.objectContaining({ classId: 0, className: "Matrícula 2026", remainingAmount: 25_000 }),
    ]);
    // Eva enrolled before the fee was set: nothing is charged after the fact.
    expect((await owedOf(ids.eva)).enrollmentFees).toEqual([]);
  });

  it("is paid by a receipt line (then not owed), refused above what remains, owed again when the line is voided", async () => {
    const [fee] = (await owedOf(ids.ana)).enrollmentFees;
    if (!fee) throw new Error("Ana owes her fee");
    const pay = (amount: number) =>
      api("POST", "/api/receipts", {
        paymentDate: "2026-08-15",
        paymentMethod: "EFECTIVO",
        guardianId: ids.mother,
        enrollmentFeeLines: [{ enrollmentFeeId: fee.id, amount }],
      });
    const over = await pay(30_000);
    expectProblem(over, 422, "PAYMENT_EXCEEDS_REMAINING");
    const unknown = await api("POST", "/api/receipts", {
      paymentDate: "2026-08-15",
      paymentMethod: "EFECTIVO",
      enrollmentFeeLines: [{ enrollmentFeeId: 999_999, amount: 1_000 }],
    });
    expectProblem(unknown, 404, "ENROLLMENT_FEE_NOT_FOUND");

    const paid = await pay(25_000);
    expect(paid.statusCode, paid.body).toBe(201);
    const receipt = paid.json() as ReceiptResponse;
    expect(receipt).toMatchObject({ total: 25_000, liveTotal: 25_000, lines: [] });
    expect(receipt.payer?.guardianId).toBe(ids.mother);
    expect(receipt.enrollmentFeeLines).toEqual([
      expect.objectContaining({
        enrollmentFeeId: fee.id,
        studentId: ids.ana,
        studentName: "Ana Rojas",
        label: "Matrícula 2026",
        amount: 25_000,
        voidedAt: null,
      }),
    ]);
    expect((await owedOf(ids.ana)).enrollmentFees).toEqual([]);
    const statement = await statementOf(ids.mother);
    expect(statement.enrollmentFees).toEqual([]);
    expect(statement.receipts.map((r) => r.id)).toContain(receipt.id);
    const again = await pay(1_000);
    expect(again.statusCode, again.body).toBe(422);

    const line = receipt.enrollmentFeeLines[0]?.lineId;
    const noReason = await api("POST", `/api/enrollment-fee-payments/${line}/void`, {});
    expect(noReason.statusCode).toBe(400);
    const voided = await api("POST", `/api/enrollment-fee-payments/${line}/void`, {
      reason: "Pagó con otro comprobante",
    });
    expectAnswer(voided, 200, {
      voided: true,
      liveTotal: 0,
      enrollmentFeeLines: [{ voidReason: "Pagó con otro comprobante" }],
    });
    expect((await owedOf(ids.ana)).enrollmentFees.map((f) => f.remainingAmount)).toEqual([25_000]);
    const twice = await api("POST", `/api/enrollment-fee-payments/${line}/void`, {
      reason: "otra vez",
    });
    expect(twice.statusCode).toBe(404);
  });

  it("per family: the second sister is not charged again in the season", async () => {
    // The per-student fee above voided (as a studio would), so only the family's counts.
    await t.db
      .updateTable("enrollment_fee_charges")
      .set({ voided_at: "2026-08-15T12:00:00.000Z", void_reason: "Cambio a matrícula por familia" })
      .execute();
    await t.seed.settings("families", {
      enrollmentFee: 40_000,
      enrollmentFeePer: "family",
    });
    await enroll(ids.bea, ids.ballet, "2026-08-05");
    await api("DELETE", "/api/students/unenroll", { studentId: ids.ana, classId: ids.jazz });
    await enroll(ids.ana, ids.jazz, "2026-08-14");
    const charges = await t.db
      .selectFrom("enrollment_fee_charges")
      .select(["charge_id", "student_id", "amount"])
      .where("voided_at", "is", null)
      .execute();
    expect(charges).toEqual([
      { charge_id: `guardian:${ids.mother}@2026`, student_id: ids.bea, amount: 40_000 },
    ]);
    expect((await owedOf(ids.ana)).enrollmentFees).toEqual([]);
    const statement = await statementOf(ids.mother);
    expect(statement.enrollmentFees.map((f) => [f.studentName, f.remainingAmount])).toEqual([
      ["Bea Rojas", 40_000],
    ]);
  });

  it("charges one fee for enrollments racing, and takes one of payments racing for it", async () => {
    const cata = await t.seed.student({ firstName: "Cata", lastName: "Vera" });
    const classes = await Promise.all(
      [1, 2, 3, 4].map((n) => t.seed.class({ name: `Clase ${n}`, price: 10_000 })),
    );
    const enrolled = await Promise.all(
      classes.map((classId) =>
        api("POST", "/api/students/enroll", {
          studentId: cata,
          classId,
          enrollmentDate: "2026-08-12",
        }),
      ),
    );
    expect(tallyStatuses(enrolled)).toEqual({ 201: 4 });
    const fees = (await owedOf(cata)).enrollmentFees;
    expect(fees.map((f) => f.expectedAmount)).toEqual([40_000]);
    const fee = fees[0];
    if (!fee) throw new Error("Cata owes her fee");
    const paid = await Promise.all(
      Array.from({ length: 6 }, () =>
        api("POST", "/api/receipts", {
          paymentDate: "2026-08-15",
          paymentMethod: "EFECTIVO",
          enrollmentFeeLines: [{ enrollmentFeeId: fee.id, amount: 40_000 }],
        }),
      ),
    );
    expect(tallyStatuses(paid)).toEqual({ 201: 1, 422: 5 });
    expect((await owedOf(cata)).enrollmentFees).toEqual([]);
  });
});
