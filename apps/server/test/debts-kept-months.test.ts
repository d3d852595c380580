// The debts report keeps each month's owed items until the records or that month's money move
// (records-memo.ts, memoOnStamp): after every kind of write that changes what is owed, the
// report must show the change at once, and a write to one month must leave the others right.
// Each step is checked against the figures worked out by hand, on both engines.
import { beforeAll, expect, it } from "vitest";
import { payCashThroughApi } from "./support/crud.ts";
import { adminApi } from "./support/fixtures.ts";
import { adminAuthorization, describeEachDatabase } from "./support/test-app.ts";

/*
 * Today 2026-08-15. Due day 10, late fee 15 % (the defaults), first month charged in full.
 * Jazz $30.000. Carla enrolled 2026-06-01 and Diego 2026-07-01; nobody has paid.
 * June is her first month, due on 06-11 (ten days after enrolling).
 * Carla: June, July and August, all late: 34.500 each = 103.500. Diego: July and August: 69.000.
 */
describeEachDatabase("the debts report after each write (kept months)", (t) => {
  const api = adminApi(t);
  let header: string | undefined;
  // After the clock moves a day the shared sign-in has expired: sign in again (like the desk).
  const call = async (method: "GET" | "DELETE", url: string) => {
    if (!header) return api(method, url);
    return t.app.inject({ method, url, headers: { authorization: header } });
  };
  const s = { carla: 0, diego: 0, jazz: 0 };

  beforeAll(async () => {
    s.jazz = await t.seed.class({ name: "Jazz", price: 30_000 });
    s.carla = await t.seed.student({ firstName: "Carla", lastName: "Rojas" });
    s.diego = await t.seed.student({
      firstName: "Diego",
      lastName: "Soto",
      birthDate: "1995-03-02",
    });
    await t.seed.enroll(s.carla, s.jazz, "2026-06-01");
    await t.seed.enroll(s.diego, s.jazz, "2026-07-01");
  });

  const debts = async () => {
    const res = await call("GET", "/api/reports/debts");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      totalOwed: number;
      students: {
        studentId: number;
        studentName: string;
        totalOwed: number;
        months: { paymentMonth: string; remainingAmount: number; daysOverdue: number }[];
      }[];
    };
    const of = (id: number) => body.students.find((x) => x.studentId === id);
    return { body, of };
  };
  const months = (entry: { months: { paymentMonth: string }[] } | undefined) =>
    (entry?.months ?? []).map((m) => m.paymentMonth).sort();

  /** A cash payment of a Jazz month through the API, which must take it. */
  const payJazz = async (studentId: number, paymentMonth: string, amount: number) => {
    const res = await payCashThroughApi(api, { studentId, classId: s.jazz, paymentMonth, amount });
    expect(res.statusCode, res.body).toBe(201);
    return res;
  };

  it("follows payments, voids, waivers, renames, enrollments and deletions", async () => {
    let r = await debts();
    expect(r.body.totalOwed).toBe(172_500);
    expect(months(r.of(s.carla))).toEqual(["2026-06", "2026-07", "2026-08"]);

    // A payment of June (a past month) takes June off: only June is read again.
    const june = await payJazz(s.carla, "2026-06", 34_500);
    r = await debts();
    expect(months(r.of(s.carla))).toEqual(["2026-07", "2026-08"]);
    expect(r.body.totalOwed).toBe(138_000);

    // A payment of a month outside the report (September, in advance) changes nothing owed.
    await payJazz(s.diego, "2026-09", 30_000);
    r = await debts();
    expect(r.body.totalOwed).toBe(138_000);

    // Voiding June's payment puts June back.
    const juneId = june.json().id as number;
    const voided = await api("POST", `/api/payments/${juneId}/void`, { reason: "Billete falso" });
    expect(voided.statusCode, voided.body).toBe(200);
    r = await debts();
    expect(months(r.of(s.carla))).toEqual(["2026-06", "2026-07", "2026-08"]);
    expect(r.body.totalOwed).toBe(172_500);

    // Waiving Diego's July late fee (a records write, no payment) lowers July by 4.500.
    const waiver = await api("POST", `/api/students/${s.diego}/fee-waivers`, {
      month: "2026-07",
      reason: "Licencia médica",
    });
    expect(waiver.statusCode, waiver.body).toBe(201);
    r = await debts();
    expect(r.of(s.diego)?.totalOwed).toBe(64_500);

    // A rename shows at once.
    const student = (await api("GET", `/api/students/${s.diego}`)).json();
    const renamed = await api("PUT", `/api/students/${s.diego}`, {
      ...student,
      firstName: "Diego Andrés",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    r = await debts();
    expect(r.of(s.diego)?.studentName).toBe("Diego Andrés Soto");

    // The next day the kept months are not reused: the overdue days move.
    const overdue = (body: Awaited<ReturnType<typeof debts>>["body"]) =>
      body.students
        .find((x) => x.studentId === s.carla)
        ?.months.find((m) => m.paymentMonth === "2026-06")?.daysOverdue;
    expect(overdue(r.body)).toBe(65);
    t.clock.set("2026-08-16T15:00:00.000Z");
    header = await adminAuthorization(t.app);
    r = await debts();
    expect(overdue(r.body)).toBe(66);
    expect(r.body.totalOwed).toBe(168_000);

    // Deleting Diego takes him off every month.
    const deleted = await call("DELETE", `/api/students/${s.diego}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    r = await debts();
    expect(r.of(s.diego)).toBeUndefined();
    expect(r.body.totalOwed).toBe(103_500);
  });
});
