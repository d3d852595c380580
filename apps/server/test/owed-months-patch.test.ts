// Issue 37: after a payment, a void, a waiver or a new student, the kept owed months recompute
// only the students the audit trail names (records/ledger/ledger-changes.ts) and put them back
// in their places. Each patched answer must be the very answer a whole computation gives: after
// every write the debts report, the dashboard, the outstanding report and the reminders are read
// (patched), then the ledger's epoch is moved (which makes every kept month be computed again
// whole) and they are read again; the two must be equal, on both engines. The studio has
// sibling and multi-class discounts, so a sister's payment must leave her family's discounts
// right.

import { beforeAll, expect, it } from "vitest";
import { bumpDataVersion } from "../src/db/data-version.ts";
import { enrollThroughApi, payCashThroughApi } from "./support/crud.ts";
import { adminApi } from "./support/fixtures.ts";
import { describeEachDatabase } from "./support/test-app.ts";

/*
 * Today 2026-08-15 (the test clock); months due the 10th, late fee 15 %. Season March–December,
 * siblings 20 % / 30 %, multi-class 15 %. Ballet $30.000, Jazz $20.000, Hip hop $25.000.
 * Sofía (Ballet) and Isidora (Jazz, Hip hop) are Marta's daughters; Tomás (Ballet, Jazz) pays
 * for himself; Amanda (Hip hop) and Bruno (Ballet) are Rosa's. Everyone since 2026-05-01.
 */
describeEachDatabase("the kept owed months, patched student by student (issue 37)", (t) => {
  const api = adminApi(t);
  const s = { ballet: 0, jazz: 0, hiphop: 0, sofia: 0, isidora: 0, tomas: 0, amanda: 0, bruno: 0 };

  beforeAll(async () => {
    await t.seed.seasonDiscounts([["2026-01", 20, 30, 15]]);
    s.ballet = await t.seed.class({ name: "Ballet", price: 30_000 });
    s.jazz = await t.seed.class({ name: "Jazz", price: 20_000 });
    s.hiphop = await t.seed.class({ name: "Hip hop", price: 25_000 });
    const student = (firstName: string, lastName: string) =>
      t.seed.student({ firstName, lastName });
    s.sofia = await student("Sofía", "Pérez");
    s.isidora = await student("Isidora", "Pérez");
    s.tomas = await student("Tomás", "Araya");
    s.amanda = await student("Amanda", "Zúñiga");
    s.bruno = await student("Bruno", "Zúñiga");
    await t.seed.guardian({ fullName: "Marta Pérez" }, [
      { studentId: s.sofia },
      { studentId: s.isidora },
    ]);
    await t.seed.guardian({ fullName: "Rosa Zúñiga" }, [
      { studentId: s.amanda },
      { studentId: s.bruno },
    ]);
    for (const [who, cls] of [
      [s.sofia, s.ballet],
      [s.isidora, s.jazz],
      [s.isidora, s.hiphop],
      [s.tomas, s.ballet],
      [s.tomas, s.jazz],
      [s.amanda, s.hiphop],
      [s.bruno, s.ballet],
    ] as const) {
      await t.seed.enroll(who, cls, "2026-05-01");
    }
  });

  const urls = [
    "/api/reports/debts",
    "/api/dashboard?period=month",
    "/api/reports/outstanding-payments/2026-08",
    "/api/reports/outstanding-payments/2026-06",
    "/api/reminders?scope=debts",
  ];
  const readAll = async () => {
    const answers: unknown[] = [];
    for (const url of urls) {
      const res = await api("GET", url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      answers.push(res.json());
    }
    return answers;
  };
  /** The answers as kept and patched, then as computed whole: they must be the same. */
  const patchedEqualsWhole = async () => {
    const patched = await readAll();
    await bumpDataVersion(t.db);
    const whole = await readAll();
    expect(patched).toEqual(whole);
    return patched[0] as { totalOwed: number; students: { studentId: number }[] };
  };
  const pay = async (studentId: number, classId: number, paymentMonth: string, amount: number) => {
    const res = await payCashThroughApi(api, { studentId, classId, paymentMonth, amount });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  it("answers after each narrow write as a whole computation does", async () => {
    // Computed whole once: every later read follows the trail from here.
    const start = await patchedEqualsWhole();
    expect(start.totalOwed).toBeGreaterThan(0);

    // A sister's payment: her own month changes, her sister's discount must not.
    await pay(s.isidora, s.jazz, "2026-07", 5_000);
    let debts = await patchedEqualsWhole();
    expect(debts.totalOwed).toBe(start.totalOwed - 5_000);

    // Several payments before the next read, of two families and two months.
    const june = await pay(s.amanda, s.hiphop, "2026-06", 10_000);
    await pay(s.tomas, s.ballet, "2026-08", 30_000);
    await pay(s.bruno, s.ballet, "2026-05", 1_000);
    debts = await patchedEqualsWhole();
    expect(debts.totalOwed).toBe(start.totalOwed - 46_000);

    // A void puts Amanda's June back.
    const voided = await api("POST", `/api/payments/${june}/void`, {
      reason: "Error de digitación",
    });
    expect(voided.statusCode, voided.body).toBe(200);
    debts = await patchedEqualsWhole();
    expect(debts.totalOwed).toBe(start.totalOwed - 36_000);

    // A waived late fee and a new student (who owes nothing yet) between two reads.
    const waiver = await api("POST", `/api/students/${s.sofia}/fee-waivers`, {
      month: "2026-06",
      reason: "Licencia médica",
    });
    expect(waiver.statusCode, waiver.body).toBe(201);
    const created = await api("POST", "/api/students", {
      firstName: "Nueva",
      lastName: "Alumna",
      birthDate: "1990-01-01",
    });
    expect(created.statusCode, created.body).toBe(201);
    debts = await patchedEqualsWhole();
    expect(debts.totalOwed).toBeLessThan(start.totalOwed - 36_000);

    // A Sofía paid in full leaves the report; the order of the others is the whole one's.
    for (const month of ["2026-05", "2026-06", "2026-07", "2026-08"]) {
      const owed = (
        await api("GET", `/api/students/${s.sofia}/outstanding-payments/${month}`)
      ).json() as { outstandingPayments: { classId: number; remainingAmount: number }[] };
      for (const item of owed.outstandingPayments) {
        if (item.remainingAmount > 0) await pay(s.sofia, item.classId, month, item.remainingAmount);
      }
    }
    debts = await patchedEqualsWhole();
    expect(debts.students.map((x) => x.studentId)).not.toContain(s.sofia);
  });

  it("computes again whole after a write that reaches a family (a brother deleted)", async () => {
    const before = await patchedEqualsWhole();
    const amandaOwed = (d: typeof before) =>
      (d.students as { studentId: number; totalOwed: number }[]).find(
        (x) => x.studentId === s.amanda,
      )?.totalOwed;
    // Without Bruno, Amanda is her family's only child: her sibling discount goes.
    const deleted = await api("DELETE", `/api/students/${s.bruno}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = await patchedEqualsWhole();
    expect(after.students.map((x) => x.studentId)).not.toContain(s.bruno);
    expect(amandaOwed(after)).not.toBe(amandaOwed(before));
  });

  it("patches the debts report from the last one over single-month reads, a rename and a fee", async () => {
    await patchedEqualsWhole();
    const outstanding = async (month: string) => {
      const res = await api("GET", `/api/reports/outstanding-payments/${month}`);
      expect(res.statusCode, res.body).toBe(200);
    };
    // July is patched alone twice (by its own report) before the debts report reads it again:
    // the report must follow every patch since its own, in every month.
    await pay(s.tomas, s.jazz, "2026-07", 3_000);
    await outstanding("2026-07");
    await pay(s.isidora, s.hiphop, "2026-07", 2_000);
    await outstanding("2026-07");
    await outstanding("2026-08");
    await pay(s.amanda, s.hiphop, "2026-08", 4_000);
    const paid = await patchedEqualsWhole();

    // A renamed student takes another place among equal debts.
    const renamed = await api("PUT", `/api/students/${s.tomas}`, { lastName: "Zamorano" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await patchedEqualsWhole();
    expect(after.totalOwed).toBe(paid.totalOwed);

    // An enrollment fee charged to a student already owing: her line grows by it.
    await t.seed.settings("families", { enrollmentFee: 15_000, enrollmentFeePer: "student" });
    await enrollThroughApi(api, s.tomas, s.hiphop, "2026-08-14");
    const withFee = await patchedEqualsWhole();
    expect(withFee.totalOwed).toBeGreaterThan(after.totalOwed + 15_000);
  });
});
