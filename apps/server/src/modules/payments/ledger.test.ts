import { ERROR_MESSAGES, LEGACY_VOID_REASON, RECEIPT_DISCLAIMER } from "@nova/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { expectAnswer, expectExactAnswer } from "../../../test/support/answer.ts";
import { tallyStatuses } from "../../../test/support/concurrency.ts";
import { adminApi, sameTimeOn } from "../../../test/support/fixtures.ts";
import { expectExactProblem, expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 25, findings 1–7 on the server. The clock is Saturday 2026-08-15 in Santiago; settings
// by default: due day 10, no grace days, late fee 15 %, first month due 10 days after the
// enrollment, charged in full.
describeEachDatabase("the money ledger (issue 25)", (t) => {
  const api = adminApi(t);
  const ids = { ballet: 0, jazz: 0 };
  let n = 0;
  const today = "2026-08-15";

  beforeAll(async () => {
    // Ballet meets Monday and Wednesday: 9 sessions in August 2026 (Mondays 3, 10, 17, 24, 31;
    // Wednesdays 5, 12, 19, 26).
    ids.ballet = await t.seed.class({
      name: "Ballet",
      price: 32_000,
      schedules: sameTimeOn(["MONDAY", "WEDNESDAY"], 18),
    });
    ids.jazz = await t.seed.class({
      name: "Jazz",
      price: 30_000,
      schedules: [{ dayOfWeek: "SATURDAY", startHour: 10, startMinute: 0 }],
    });
  });

  /** A new student enrolled in the given classes on the given dates. */
  const student = async (name: string, enrollments: [number, string][]) => {
    n += 1;
    const id = await t.seed.student({ firstName: name, lastName: `Caja${n}` });
    for (const [classId, date] of enrollments) await t.seed.enroll(id, classId, date);
    return id;
  };
  const pay = (body: Record<string, unknown>) =>
    api("POST", "/api/payments", {
      paymentDate: today,
      paymentMethod: "EFECTIVO",
      ...body,
    });
  /** A receipt of today's date, paid by the method given. */
  const receiptToday = (paymentMethod: string, body: Record<string, unknown>) =>
    api("POST", "/api/receipts", { paymentDate: today, paymentMethod, ...body });
  /** One class's month paid in cash today. */
  const payMonth = (studentId: number, classId: number, paymentMonth: string, amount: number) =>
    pay({ studentId, classId, paymentMonth, amount });
  const owedIn = async (studentId: number, month: string, asOf?: string) =>
    (
      await api(
        "GET",
        `/api/students/${studentId}/outstanding-payments/${month}${asOf ? `?paymentDate=${asOf}` : ""}`,
      )
    ).json();
  const cashTotal = async (day: string) =>
    (await api("GET", `/api/cash-close/${day}`)).json().total as number;

  describe("finding 1: the month paid is chosen apart from the payment date", () => {
    it("pays next January today: the receipt says today and today's cash close counts it", async () => {
      const ana = await student("Ana", [[ids.ballet, "2026-06-01"]]);
      const before = await cashTotal(today);
      const res = await payMonth(ana, ids.ballet, "2027-01", 32_000);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        paymentMonth: "2027-01",
        paymentDate: today,
        isLatePayment: false,
        status: "PAID",
      });
      expect(body.receipt).toMatchObject({
        id: body.receiptId,
        number: body.receiptNumber,
        total: 32_000,
        paymentDate: today,
        disclaimer: RECEIPT_DISCLAIMER,
        lines: [
          {
            paymentId: body.id,
            studentId: ana,
            classId: ids.ballet,
            paymentMonth: "2027-01",
            amount: 32_000,
            voidedAt: null,
          },
        ],
      });
      expect(await cashTotal(today)).toBe(before + 32_000);
      // Twelve months ahead at most (August 2027), and never before the enrollment.
      const tooFar = await payMonth(ana, ids.ballet, "2027-09", 1);
      expectProblem(tooFar, 422, "PAYMENT_MONTH_INVALID");
    });

    it("allocates a total without lines to the oldest owed month first", async () => {
      const bea = await student("Bea", [[ids.ballet, "2026-06-01"]]);
      // June and July are late (32.000 + 4.800 = 36.800 each), August too (due on the 10th).
      const res = await receiptToday("TRANSFERENCIA", {
        studentId: bea,
        totalAmount: 46_800,
        taxDocumentNumber: "B-1234",
      });
      expectAnswer(res, 201, {
        total: 46_800,
        taxDocumentNumber: "B-1234",
        lines: [
          { paymentMonth: "2026-06", amount: 36_800 },
          { paymentMonth: "2026-07", amount: 10_000 },
        ],
      });
      const all = (await api("GET", `/api/students/${bea}/outstanding-payments`)).json();
      expect(
        all.months.map((m: { month: string; outstandingPayments: { status: string }[] }) => [
          m.month,
          m.outstandingPayments[0]?.status,
        ]),
      ).toEqual([
        ["2026-07", "PARTIAL"],
        ["2026-08", "PENDING"],
      ]);
      expect(all.totalOutstandingAmount).toBe(26_800 + 36_800);
      // More than she owes is refused, saying what she owes.
      const over = await receiptToday("EFECTIVO", {
        studentId: bea,
        totalAmount: 100_000,
      });
      expect(over.statusCode).toBe(422);
      expect(over.json().details).toMatchObject({
        errorType: "PAYMENT_EXCEEDS_REMAINING",
        remainingAmount: 63_600,
      });
      expect(over.json().message).toContain("$63.600");
    });
  });

  describe("finding 2: a partial payment leaves the rest owing", () => {
    it("accepts a part, then the remainder; refuses more than remains, with the amount", async () => {
      const carla = await student("Carla", [[ids.jazz, "2026-01-01"]]);
      const part = await payMonth(carla, ids.jazz, "2026-09", 10_000);
      expect(part.statusCode, part.body).toBe(201);
      expect((await owedIn(carla, "2026-09")).outstandingPayments).toEqual([
        expect.objectContaining({
          expectedAmount: 30_000,
          paidAmount: 10_000,
          remainingAmount: 20_000,
          status: "PARTIAL",
        }),
      ]);
      const grid = (
        await api("GET", `/api/reports/class/${ids.jazz}/2026-09/students-payment-status`)
      ).json();
      expect(grid.students.find((s: { studentId: number }) => s.studentId === carla)).toMatchObject(
        { state: "PARTIAL", paid: false, paidAmount: 10_000, remainingAmount: 20_000 },
      );

      const over = await payMonth(carla, ids.jazz, "2026-09", 25_000);
      expectExactProblem(over, 422, {
        message:
          "El monto ($25.000) supera lo que queda por pagar de Jazz de septiembre 2026: $20.000",
        details: {
          errorType: "PAYMENT_EXCEEDS_REMAINING",
          field: "amount",
          rejectedValue: 25_000,
          remainingAmount: 20_000,
          studentId: carla,
          classId: ids.jazz,
        },
      });

      const rest = await payMonth(carla, ids.jazz, "2026-09", 20_000);
      expect(rest.statusCode, rest.body).toBe(201);
      expect((await owedIn(carla, "2026-09")).hasOutstandingPayments).toBe(false);

      const again = await payMonth(carla, ids.jazz, "2026-09", 1);
      expectExactProblem(again, 409, {
        message: ERROR_MESSAGES.DUPLICATE_PAYMENT,
        details: { errorType: "DUPLICATE_PAYMENT", existingPaymentId: rest.json().id },
      });
    });

    it("owes the surcharge once the due date passes with money owing", async () => {
      const dina = await student("Dina", [[ids.jazz, "2026-01-01"]]);
      // 10.000 paid on the 5th, before the due date: 20.000 still owed on the 10th, so
      // August is late: 30.000 + 4.500 − 10.000 = 24.500 remain.
      expect(
        (
          await pay({
            studentId: dina,
            classId: ids.jazz,
            paymentMonth: "2026-08",
            amount: 10_000,
            paymentDate: "2026-08-05",
          })
        ).statusCode,
      ).toBe(201);
      expect((await owedIn(dina, "2026-08")).outstandingPayments[0]).toMatchObject({
        surcharge: 4_500,
        expectedAmount: 34_500,
        paidAmount: 10_000,
        remainingAmount: 24_500,
        isLate: true,
        status: "PARTIAL",
      });
    });
  });

  describe("finding 3: a fair first month", () => {
    it("is not late on the day she enrolls after the due day", async () => {
      const eva = await student("Eva", [[ids.ballet, today]]);
      expect((await owedIn(eva, "2026-08")).outstandingPayments[0]).toMatchObject({
        charge: 32_000,
        surcharge: 0,
        remainingAmount: 32_000,
        isLate: false,
        dueDate: "2026-08-25",
      });
    });

    it("prorates by the sessions left, or is free after the day the studio sets", async () => {
      const fina = await student("Fina", [[ids.ballet, today]]);
      try {
        const prorated = await api("PUT", "/api/settings", {
          payments: { firstMonthPolicy: "prorated" },
        });
        expect(prorated.statusCode, prorated.body).toBe(200);
        // From the 15th: Mondays 17, 24, 31 and Wednesdays 19, 26 = 5 of 9 sessions:
        // 32.000 × 5 / 9 = 17.777,8 → 17.780 (rounded to the default $10, issue 36). September
        // is a whole month. (A fixture's enrollment keeps no terms: it reads the current rules.)
        expect((await owedIn(fina, "2026-08")).outstandingPayments[0]).toMatchObject({
          price: 32_000,
          charge: 17_780,
          remainingAmount: 17_780,
        });
        expect((await owedIn(fina, "2026-09")).outstandingPayments[0]).toMatchObject({
          charge: 32_000,
        });
        await api("PUT", "/api/settings", {
          payments: { firstMonthPolicy: "free", freeFirstMonthAfterDay: 14 },
        });
        expect((await owedIn(fina, "2026-08")).hasOutstandingPayments).toBe(false);
        await api("PUT", "/api/settings", { payments: { freeFirstMonthAfterDay: 15 } });
        expect((await owedIn(fina, "2026-08")).totalOutstandingAmount).toBe(32_000);
      } finally {
        await api("PUT", "/api/settings", {
          payments: { firstMonthPolicy: "full", freeFirstMonthAfterDay: 20 },
        });
      }
    });
  });

  describe("finding 4 and 6: one payment, one receipt", () => {
    it("pays two classes as one receipt with two lines, and may leave a class out", async () => {
      const gina = await student("Gina", [
        [ids.ballet, "2026-01-01"],
        [ids.jazz, "2026-01-01"],
      ]);
      // Ballet and Jazz of one month, in cash today.
      const payBoth = (paymentMonth: string, jazz: number) =>
        api("POST", "/api/payments/multi-class", {
          studentId: gina,
          paymentMonth,
          paymentDate: today,
          paymentMethod: "EFECTIVO",
          items: [
            { classId: ids.ballet, amount: 32_000 },
            { classId: ids.jazz, amount: jazz },
          ],
        });
      const both = await payBoth("2026-09", 30_000);
      expect(both.statusCode, both.body).toBe(201);
      const receipt = both.json().receipt;
      expect(receipt.total).toBe(62_000);
      expect(receipt.lines).toHaveLength(2);
      expect(
        new Set(both.json().payments.map((p: { receiptNumber: number }) => p.receiptNumber)),
      ).toEqual(new Set([receipt.number]));
      const shown = await api("GET", `/api/receipts/${receipt.id}`);
      expectExactAnswer(shown, 200, receipt);

      // Finding 6: 0 for Jazz leaves it out.
      const one = await payBoth("2026-10", 0);
      expect(one.statusCode, one.body).toBe(201);
      expect(one.json().receipt.lines).toEqual([
        expect.objectContaining({ classId: ids.ballet, amount: 32_000 }),
      ]);
    });

    it("takes lines of several months and students as one receipt", async () => {
      const hana = await student("Hana", [[ids.jazz, "2026-01-01"]]);
      const ines = await student("Inés", [[ids.jazz, "2026-01-01"]]);
      const jazz = (studentId: number, paymentMonth: string, amount: number) => ({
        studentId,
        classId: ids.jazz,
        paymentMonth,
        amount,
      });
      const res = await receiptToday("TARJETA", {
        lines: [
          jazz(hana, "2026-09", 30_000),
          jazz(hana, "2026-10", 30_000),
          jazz(ines, "2026-09", 15_000),
          jazz(ines, "2026-10", 0),
        ],
      });
      expectAnswer(res, 201, { total: 75_000, paymentMethod: "TARJETA" });
      expect(res.json().lines).toHaveLength(3);
      for (const id of [hana, ines]) {
        const list = (await api("GET", `/api/receipts?studentId=${id}`)).json();
        expect(list.map((r: { id: number }) => r.id)).toEqual([res.json().id]);
      }
      // A line above what remains refuses the whole receipt: nothing written.
      const refused = await receiptToday("TARJETA", {
        lines: [jazz(ines, "2026-11", 30_000), jazz(ines, "2026-09", 15_001)],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toContain("$15.000");
      expect((await owedIn(ines, "2026-11")).totalOutstandingAmount).toBe(30_000);
      expect((await api("GET", "/api/receipts/999999")).json().details.errorType).toBe(
        "RECEIPT_NOT_FOUND",
      );
    });
  });

  describe("finding 5: void instead of delete", () => {
    it("keeps the line on its receipt, marked, with the reason; the month reopens", async () => {
      const juana = await student("Juana", [[ids.jazz, "2026-01-01"]]);
      const paid = await payMonth(juana, ids.jazz, "2026-09", 30_000);
      const { id, receiptNumber } = paid.json();
      const noReason = await api("POST", `/api/payments/${id}/void`, {});
      expect(noReason.statusCode).toBe(400);
      const voided = await api("POST", `/api/payments/${id}/void`, {
        reason: "Pagó con billete falso",
      });
      expectAnswer(voided, 200, {
        number: receiptNumber,
        total: 30_000,
        liveTotal: 0,
        voided: true,
        lines: [{ paymentId: id, voidReason: "Pagó con billete falso", voidedBy: 1 }],
      });
      expect(voided.json().lines[0].voidedAt).toEqual(expect.any(String));
      expect((await api("GET", `/api/payments/${id}`)).statusCode).toBe(404);
      expect((await owedIn(juana, "2026-09")).totalOutstandingAmount).toBe(30_000);
      expect((await api("POST", `/api/payments/${id}/void`, { reason: "x" })).statusCode).toBe(404);
      // The SPEC's DELETE without a body still works, and voids with the legacy reason.
      const again = await payMonth(juana, ids.jazz, "2026-09", 30_000);
      expect(again.json().receiptNumber).toBe(receiptNumber + 1);
      expect((await api("DELETE", `/api/payments/${again.json().id}`)).statusCode).toBe(204);
      const receipt = (await api("GET", `/api/receipts/${again.json().receiptId}`)).json();
      expect(receipt.lines[0].voidReason).toBe(LEGACY_VOID_REASON);
      const third = await payMonth(juana, ids.jazz, "2026-09", 30_000);
      expect(
        (await api("DELETE", `/api/payments/${third.json().id}`, { reason: "Duplicado" }))
          .statusCode,
      ).toBe(204);
      const history = (await api("GET", `/api/receipts?studentId=${juana}`)).json();
      expect(
        history.map((r: { lines: { voidReason: string }[] }) => r.lines[0]?.voidReason),
      ).toEqual(["Duplicado", LEGACY_VOID_REASON, "Pagó con billete falso"]);
    });
  });

  describe("finding 7: every debt at once", () => {
    it("lists each owed month oldest first, with its age, totals by age and a reminder", async () => {
      const kira = await student("Kira", [[ids.jazz, "2026-05-01"]]);
      // May, June, July and August unpaid and late (34.500 each); June half paid. May is her
      // first month: due on 11 May (enrolled 1 May + 10 days), 96 days before 15 August.
      await pay({ studentId: kira, classId: ids.jazz, paymentMonth: "2026-06", amount: 17_250 });
      const report = (await api("GET", "/api/reports/debts")).json();
      const entry = report.students.find((s: { studentId: number }) => s.studentId === kira);
      expect(
        entry.months.map((m: Record<string, unknown>) => [
          m.paymentMonth,
          m.remainingAmount,
          m.daysOverdue,
          m.ageBucket,
          m.status,
        ]),
      ).toEqual([
        ["2026-05", 34_500, 96, "90+", "PENDING"],
        ["2026-06", 17_250, 66, "61-90", "PARTIAL"],
        ["2026-07", 34_500, 36, "31-60", "PENDING"],
        ["2026-08", 34_500, 5, "0-30", "PENDING"],
      ]);
      expect(entry.totalOwed).toBe(120_750);
      expect(entry.totalsByBucket).toEqual({
        "not-due": 0,
        "0-30": 34_500,
        "31-60": 34_500,
        "61-90": 17_250,
        "90+": 34_500,
      });
      // Largest debt first; the report's totals add up its students.
      const totals = report.students.map((s: { totalOwed: number }) => s.totalOwed);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      expect(report.totalOwed).toBe(totals.reduce((a: number, b: number) => a + b, 0));
      expect(report.studentsWithDebt).toBe(report.students.length);
    });
  });

  describe("races", () => {
    it("lets one of many payments racing for the last pesos of a month through", async () => {
      const lola = await student("Lola", [[ids.jazz, "2026-01-01"]]);
      expect(
        (await pay({ studentId: lola, classId: ids.jazz, paymentMonth: "2026-09", amount: 20_000 }))
          .statusCode,
      ).toBe(201);
      // 10.000 remain: eight payments of 6.000 at once; only one fits. Dated on different days,
      // so the cash-day lock does not serialise them: the student's ledger lock must.
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          pay({
            studentId: lola,
            classId: ids.jazz,
            paymentMonth: "2026-09",
            amount: 6_000,
            paymentDate: `2026-08-${String(15 - i).padStart(2, "0")}`,
          }),
        ),
      );
      expect(tallyStatuses(results)).toEqual({ 201: 1, 422: 7 });
      const owed = await owedIn(lola, "2026-09");
      expect(owed.outstandingPayments[0]).toMatchObject({
        paidAmount: 26_000,
        remainingAmount: 4_000,
      });
      // The last 4.000 twice at once: one 201, one duplicate.
      const last = await Promise.all(
        ["2026-08-15", "2026-08-14"].map((paymentDate) =>
          pay({
            studentId: lola,
            classId: ids.jazz,
            paymentMonth: "2026-09",
            amount: 4_000,
            paymentDate,
          }),
        ),
      );
      expect(tallyStatuses(last)).toEqual({ 201: 1, 409: 1 });
    });

    it("numbers concurrent receipts without gaps", async () => {
      const students = await Promise.all(
        ["Mía", "Nora", "Olga", "Pía", "Rut", "Sara", "Tina", "Uma"].map((name) =>
          student(name, [[ids.jazz, "2026-01-01"]]),
        ),
      );
      const [last] = await t.db
        .selectFrom("receipts")
        .select((eb) => eb.fn.max("number").as("n"))
        .execute();
      const before = Number(last?.n);
      const results = await Promise.all(
        students.flatMap((id) => [
          pay({ studentId: id, classId: ids.jazz, paymentMonth: "2026-12", amount: 10_000 }),
          pay({ studentId: id, classId: ids.jazz, paymentMonth: "2026-12", amount: 25_000 }),
        ]),
      );
      const created = results.filter((r) => r.statusCode === 201);
      // Per student: 10.000 then 25.000 is refused (20.000 left), or 25.000 then 10.000 is
      // refused (5.000 left): one of each pair.
      expect(created).toHaveLength(students.length);
      const numbers = created.map((r) => r.json().receiptNumber).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: students.length }, (_, i) => before + i + 1));
      const counter = await t.db
        .selectFrom("counters")
        .select("value")
        .where("name", "=", "receipt")
        .executeTakeFirstOrThrow();
      expect(Number(counter.value)).toBe(before + students.length);
    });
  });
});
