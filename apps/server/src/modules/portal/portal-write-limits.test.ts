import { formatCLP, TRANSFER_NOTICE_MARGIN_FLOOR } from "@nova/domain";
import { expect, it } from "vitest";
import { tallyStatuses } from "../../../test/support/concurrency.ts";
import { portalCookie } from "../../../test/support/portal.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase, type TestContext } from "../../../test/support/test-app.ts";

// Issue 35, finding 7: one portal session posted 30 correction requests and 20 transfer
// notices of $9.999.999. Five posts of a kind per session an hour, ten per family a day (the
// rows already written are counted, under the family's lock, so several server processes
// share the count), and a notice no larger than what the family owes plus one month.

const HOUR_MS = 60 * 60 * 1000;

async function family(t: TestContext, name: string, classes: { price: number }[]) {
  const student = await t.seed.student({ firstName: name, lastName: "Limite" });
  for (const [i, c] of classes.entries()) {
    const id = await t.seed.class({ name: `Clase ${name} ${i}`, price: c.price });
    await t.seed.enroll(student, id, "2026-07-01");
  }
  return t.seed.guardian({ fullName: `Familia ${name}` }, [{ studentId: student }]);
}

const correction = (t: TestContext, cookie: string, i: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/portal/correction-requests",
    headers: { cookie },
    payload: { message: `Corrijan mi teléfono, intento ${i}` },
  });

const notice = (t: TestContext, cookie: string, amount: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/portal/transfer-notices",
    headers: { cookie },
    payload: { transferDate: "2026-08-14", amount },
  });

const rowsOf = async (
  t: TestContext,
  table: "correction_requests" | "transfer_notices",
  guardian: number,
) =>
  (await t.db.selectFrom(table).select("id").where("guardian_id", "=", guardian).execute()).length;

describeEachDatabase(
  "portal write limits",
  (t) => {
    it("takes five correction requests from a session in an hour, then answers ten more with 429 and Retry-After", async () => {
      const guardian = await family(t, "Ana", [{ price: 30000 }]);
      const cookie = await portalCookie(t, guardian);
      for (let i = 0; i < 5; i += 1) {
        const res = await correction(t, cookie, i);
        expect(res.statusCode, res.body).toBe(204);
        t.clock.advanceMs(60_000);
      }
      for (let i = 0; i < 10; i += 1) {
        const res = await correction(t, cookie, 5 + i);
        expectProblem(res, 429, "RATE_LIMITED");
        expect(res.json().message).toMatch(/^Enviaste muchos solicitudes de corrección seguidos/);
        // The first of the five was sent five minutes ago: 55 minutes to go.
        expect(Number(res.headers["retry-after"])).toBe(55 * 60);
        expect(res.json().details.retryAfterSeconds).toBe(55 * 60);
        expect(res.json().message).toContain("en 55 minutos");
      }
      expect(await rowsOf(t, "correction_requests", guardian)).toBe(5);
      // Notices are counted apart: the family can still say it transferred.
      const paid = await notice(t, cookie, 30000);
      expect(paid.statusCode, paid.body).toBe(201);
      // Once the first leaves the hour, one more fits.
      t.clock.advanceMs(55 * 60_000);
      expect((await correction(t, cookie, 99)).statusCode).toBe(204);
      expect((await correction(t, cookie, 100)).statusCode).toBe(429);
    });

    it("lets exactly five of twenty notices sent at once through", async () => {
      const guardian = await family(t, "Cata", [{ price: 30000 }]);
      const cookie = await portalCookie(t, guardian);
      const answers = await Promise.all(Array.from({ length: 20 }, () => notice(t, cookie, 1000)));
      expect(tallyStatuses(answers)).toEqual({ 201: 5, 429: 15 });
      expect(await rowsOf(t, "transfer_notices", guardian)).toBe(5);
    });

    it("caps a notice at what the family owes plus one month of its classes, and says the maximum", async () => {
      // Two classes of $40.000 a month: the month (80.000) is under the floor.
      const small = await family(t, "Dani", [{ price: 40000 }, { price: 40000 }]);
      // Three of $45.000: the month (135.000) is over the floor.
      const large = await family(t, "Eli", [{ price: 45000 }, { price: 45000 }, { price: 45000 }]);
      for (const [guardian, month] of [
        [small, TRANSFER_NOTICE_MARGIN_FLOOR],
        [large, 135_000],
      ] as const) {
        const cookie = await portalCookie(t, guardian);
        const statement = (
          await t.app.inject({ url: "/api/portal/statement", headers: { cookie } })
        ).json();
        expect(statement.balance).toBeGreaterThan(0);
        const fees = statement.enrollmentFees.reduce(
          (sum: number, f: { remainingAmount: number }) => sum + f.remainingAmount,
          0,
        );
        const cap = statement.balance + fees + month;
        const over = await notice(t, cookie, cap + 1);
        expect(over.statusCode).toBe(422);
        expect(over.json().details).toMatchObject({
          errorType: "TRANSFER_NOTICE_TOO_HIGH",
          field: "amount",
          max: cap,
        });
        expect(over.json().message).toContain(`el máximo que puedes avisar es ${formatCLP(cap)}`);
        const huge = await notice(t, cookie, 9_999_999);
        expect(huge.statusCode).toBe(422);
        expect(await rowsOf(t, "transfer_notices", guardian)).toBe(0);
        const atCap = await notice(t, cookie, cap);
        expect(atCap.statusCode, atCap.body).toBe(201);
      }
    });

    it("holds the family's ten a day across its sessions (a new link does not reset it)", async () => {
      const guardian = await family(t, "Bea", [{ price: 30000 }]);
      const start = t.clock.now().getTime();
      for (let s = 0; s < 2; s += 1) {
        const cookie = await portalCookie(t, guardian);
        for (let i = 0; i < 5; i += 1) {
          expect((await correction(t, cookie, i)).statusCode).toBe(204);
        }
        t.clock.advanceMs(HOUR_MS);
      }
      const third = await portalCookie(t, guardian);
      const refused = await correction(t, third, 11);
      expect(refused.statusCode).toBe(429);
      // The oldest of the ten leaves the day 24 hours after it was sent.
      const left = Math.ceil((start + 24 * HOUR_MS - t.clock.now().getTime()) / 1000);
      expect(Number(refused.headers["retry-after"])).toBe(left);
      expect(refused.json().message).toContain("en 22 horas");
      expect(await rowsOf(t, "correction_requests", guardian)).toBe(10);
      // The clock moved past the staff's sign-in: the suite's other tests ran before this one.
      t.clock.advanceMs(left * 1000);
      expect((await correction(t, third, 12)).statusCode).toBe(204);
    });
  },
  { publicUrl: "https://nova.example.cl" },
);
