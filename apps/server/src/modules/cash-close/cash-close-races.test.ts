import { expect, it } from "vitest";
import { errorTypes, tallyStatuses } from "../../../test/support/concurrency.ts";
import { payCashThroughApi } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// The clock is 2026-08-15 (studio calendar). docs/product/engineering.md#concurrency: a closed day holds
// exactly the payments that count in it, and a unique violation is a 409, never a 500.
describeEachDatabase("cash close under concurrent requests", (t) => {
  const liveTotalOf = async (day: string) => {
    const row = await t.db
      .selectFrom("payments")
      .select((eb) => eb.fn.sum<number>("amount").as("total"))
      .where("payment_date", "=", day)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.total ?? 0);
  };
  // A round's students (first name the round's, last names numbered), each enrolled in the class.
  const enrolledStudents = async (
    count: number,
    names: { first: string; lastPrefix: string },
    classId: number,
    enrolledOn: string,
  ) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const id = await t.seed.enrolledStudent(
        classId,
        {
          firstName: names.first,
          lastName: `${names.lastPrefix}${i}`,
        },
        enrolledOn,
      );
      ids.push(id);
    }
    return ids;
  };

  it("payments racing the close of their day: the frozen total is the day's payments, every round", async () => {
    const api = adminApi(t);
    const classId = await t.seed.class({ name: "Cumbia", price: 30_000 });
    const rounds: { day: string; frozen: number; live: number; paid: number }[] = [];
    for (let round = 0; round < 5; round++) {
      const day = `2026-08-${String(round + 2).padStart(2, "0")}`;
      const names = { first: `R${round}`, lastPrefix: "Pago" };
      const students = await enrolledStudents(15, names, classId, "2026-07-01");
      const pay = (studentId: number) =>
        payCashThroughApi(api, { studentId, classId, paymentMonth: "2026-08", amount: 5_000 }, day);
      const payments = students.map(pay);
      // The count is unknown while payments race it: the note a difference needs goes along.
      const close = api("POST", `/api/cash-close/${day}`, { countedCash: 0, notes: "Prueba" });
      const [closed, ...paid] = await Promise.all([close, ...payments]);
      expect(closed?.statusCode).toBe(201);
      for (const res of paid) {
        expect([201, 409]).toContain(res.statusCode);
        if (res.statusCode === 409) expect(res.json().details.errorType).toBe("DAY_CLOSED");
      }
      rounds.push({
        day,
        frozen: closed?.json().total,
        live: await liveTotalOf(day),
        paid: paid.filter((r) => r.statusCode === 201).length * 5_000,
      });
    }
    // What the close froze is what was paid that day, and every 201 counts in it.
    expect(rounds).toEqual(rounds.map((r) => ({ ...r, frozen: r.live, paid: r.live })));
  });

  it("ten closes of one day at once: one 201, the others 409 DAY_CLOSED, every round", async () => {
    const api = adminApi(t);
    const tallies: Record<number, number>[] = [];
    const refusals: string[] = [];
    for (let round = 0; round < 6; round++) {
      const day = `2026-07-${String(round + 10).padStart(2, "0")}`;
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => api("POST", `/api/cash-close/${day}`, { countedCash: 0 })),
      );
      tallies.push(tallyStatuses(responses));
      refusals.push(...errorTypes(responses));
    }
    expect(tallies).toEqual(tallies.map(() => ({ 201: 1, 409: 9 })));
    expect(new Set(refusals)).toEqual(new Set(["DAY_CLOSED"]));
  });

  it("a payment deleted while its day closes is either counted or deleted, never both", async () => {
    const api = adminApi(t);
    const classId = await t.seed.class({ name: "Bachata", price: 30_000 });
    const mismatches: string[] = [];
    for (let round = 0; round < 4; round++) {
      const day = `2026-06-${String(round + 10).padStart(2, "0")}`;
      const ids: number[] = [];
      const names = { first: `D${round}`, lastPrefix: "B" };
      for (const studentId of await enrolledStudents(10, names, classId, "2026-05-01")) {
        const res = await api("POST", "/api/payments", {
          studentId,
          classId,
          amount: 7_000,
          paymentMonth: "2026-06",
          paymentDate: day,
          paymentMethod: "TARJETA",
        });
        expect(res.statusCode).toBe(201);
        ids.push(res.json().id);
      }
      const [closed, ...deleted] = await Promise.all([
        api("POST", `/api/cash-close/${day}`, { countedCash: 0 }),
        ...ids.map((id) => api("DELETE", `/api/payments/${id}`)),
      ]);
      expect(closed?.statusCode).toBe(201);
      for (const res of deleted) expect([204, 409]).toContain(res.statusCode);
      const live = await liveTotalOf(day);
      if (closed?.json().total !== live) {
        mismatches.push(`${day}: frozen ${closed?.json().total}, live ${live}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
