// Issue 36 #7: debt read one way on every screen. The dashboard's total owed today, the debts
// report's total and the families' statements (plus the students nobody pays for) are one
// figure, and the debts report's '0 a 30 días' holds no month that is not yet due. Studios are
// drawn at random (seeded, so a failure replays): families with one or more children, adult
// students paying for themselves, enrollments from before the report's reach up to today,
// partial payments, a voided payment and enrollment fees, all through the real API.
import type { DebtsReportResponse, FamilyStatementResponse } from "@nova/domain";
import fc from "fast-check";
import { expect, it } from "vitest";
import { adminApi } from "./support/fixtures.ts";
import { describeEachDatabase } from "./support/test-app.ts";

/** One drawn student: her enrollment month, what she paid of which months, her family. */
type DrawnStudent = {
  family: number | null;
  minor: boolean;
  /** Months before August 2026 she enrolled (0: this month, up to 15: before the reach). */
  since: number;
  /** Day of the month she enrolled (after the 10th: first month due later). */
  day: number;
  classIndex: number;
  /** Partial or full payments of some of her months: months back from August, amount. */
  payments: { back: number; amount: number }[];
  voidFirst: boolean;
};

const studentArb = fc.record({
  family: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
  minor: fc.boolean(),
  since: fc.integer({ min: 0, max: 15 }),
  day: fc.integer({ min: 1, max: 28 }),
  classIndex: fc.integer({ min: 0, max: 1 }),
  payments: fc.array(
    fc.record({
      back: fc.integer({ min: 0, max: 3 }),
      amount: fc.constantFrom(5_000, 15_000, 32_000),
    }),
    { maxLength: 2 },
  ),
  voidFirst: fc.boolean(),
});

const studios = fc.sample(
  fc.record({
    fee: fc.constantFrom(0, 20_000),
    students: fc.array(studentArb, { minLength: 3, maxLength: 7 }),
  }),
  { numRuns: 3, seed: 3602 },
);

const monthBack = (back: number) => {
  // August 2026 is the test clock's month.
  const index = 2026 * 12 + 7 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};

describeEachDatabase("debt reads the same on every screen (issue 36)", (t) => {
  const api = adminApi(t);

  it.each(studios.map((studio, i) => [i, studio] as const))(
    "studio %i: dashboard = debts report = Σ family statements + students nobody pays for",
    async (_, studio) => {
      await t.seed.settings("families", {
        enrollmentFee: studio.fee,
        enrollmentFeePer: "student",
      });
      const run = Math.random().toString(36).slice(2, 7);
      const classes = [
        await t.seed.class({ name: `Ballet ${run}`, price: 32_000 }),
        await t.seed.class({ name: `Jazz ${run}`, price: 28_000 }),
      ];
      const families = new Map<number, number[]>();
      const selfPaying: number[] = [];
      const created: { id: number; drawn: DrawnStudent }[] = [];
      for (const [i, drawn] of studio.students.entries()) {
        const id = await t.seed.student({
          firstName: `Alumna${i}`,
          lastName: run,
          birthDate: drawn.minor ? "2016-03-01" : "1995-03-01",
        });
        created.push({ id, drawn });
        // A minor always has a paying guardian; an adult may have one or pay for herself.
        const family = drawn.family ?? (drawn.minor ? 0 : null);
        if (family === null) selfPaying.push(id);
        else families.set(family, [...(families.get(family) ?? []), id]);
        const month = monthBack(drawn.since);
        const res = await api("POST", "/api/students/enroll", {
          studentId: id,
          classId: classes[drawn.classIndex],
          enrollmentDate: `${month}-${String(drawn.day).padStart(2, "0")}`,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const guardians: number[] = [];
      for (const [family, children] of families) {
        guardians.push(
          await t.seed.guardian(
            { fullName: `Familia ${family} ${run}` },
            children.map((studentId) => ({ studentId, isPayer: true })),
          ),
        );
      }
      for (const { id, drawn } of created) {
        for (const [n, p] of drawn.payments.entries()) {
          if (p.back > drawn.since) continue;
          const res = await api("POST", "/api/payments", {
            studentId: id,
            classId: classes[drawn.classIndex],
            paymentMonth: monthBack(p.back),
            amount: p.amount,
            paymentDate: "2026-08-15",
            paymentMethod: "EFECTIVO",
          });
          // Above what remains (a prorated or earlier-paid month) is refused: nothing written.
          if (res.statusCode !== 201) {
            expect([409, 422], res.body).toContain(res.statusCode);
            continue;
          }
          if (n === 0 && drawn.voidFirst) {
            const v = await api("POST", `/api/payments/${res.json().id}/void`, {
              reason: "Transferencia rechazada",
            });
            expect(v.statusCode, v.body).toBe(200);
          }
        }
      }

      const debts = (await api("GET", "/api/reports/debts")).json() as DebtsReportResponse;
      const dashboard = (await api("GET", "/api/dashboard?period=month")).json();
      expect(dashboard.kpis.totalOwed).toBe(debts.totalOwed);
      expect(dashboard.kpis.studentsWithDebt).toBe(debts.studentsWithDebt);

      let statements = 0;
      for (const g of guardians) {
        const res = await api("GET", `/api/families/${g}/statement`);
        expect(res.statusCode, res.body).toBe(200);
        statements += (res.json() as FamilyStatementResponse).balance;
      }
      const ownDebt = debts.students
        .filter((s) => selfPaying.includes(s.studentId))
        .reduce((sum, s) => sum + s.totalOwed, 0);
      // Students of earlier studios (other runs in this database) are owed too: they have
      // their own families, none of this run's, so compare this run's students only.
      const mine = new Set(created.map((c) => c.id));
      const runTotal = debts.students
        .filter((s) => mine.has(s.studentId))
        .reduce((sum, s) => sum + s.totalOwed, 0);
      expect(runTotal).toBeGreaterThan(0);
      expect(statements + ownDebt).toBe(runTotal);

      // Every owed month sits in the bucket of its age; none not yet due is counted as late.
      for (const s of debts.students) {
        for (const m of s.months) {
          if (m.dueDate >= debts.asOf) expect(m.ageBucket).toBe("not-due");
          else expect(m.ageBucket).not.toBe("not-due");
        }
      }
      const byBucket = Object.values(debts.totalsByBucket).reduce((a, b) => a + b, 0);
      expect(byBucket).toBe(debts.totalOwed);
    },
  );
});
