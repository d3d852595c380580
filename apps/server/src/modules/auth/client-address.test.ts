import { expect, it } from "vitest";
import { expectProblem } from "../../../test/support/problem.ts";
import { ADMIN, describeEachDatabase, type TestContext } from "../../../test/support/test-app.ts";

// The login throttle (5 failures per username and address) and the login rate limit (60 a
// minute per address) key on the client's address. Only a proxy the operator trusts may say
// what that address is; anyone else can put anything in X-Forwarded-For.

const wrong = { username: ADMIN.username, password: "no-es-la-clave" };

function login(t: TestContext, forwardedFor: string, body: object = wrong) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { "x-forwarded-for": forwardedFor },
    payload: body,
  });
}

/** `count` wrong passwords, the i-th from `address(i)`: each an ordinary 401. */
async function failLogins(t: TestContext, count: number, address: (i: number) => string) {
  for (let i = 0; i < count; i++) expect((await login(t, address(i))).statusCode).toBe(401);
}

describeEachDatabase(
  "client address with TRUST_PROXY off",
  (t) => {
    it("keeps the throttle when X-Forwarded-For changes on every attempt", async () => {
      await failLogins(t, 5, (i) => `203.0.113.${i}`);
      const locked = await login(t, "198.51.100.7");
      expectProblem(locked, 429, "TOO_MANY_LOGIN_ATTEMPTS");
      // The right password from a "new" address is refused too while the lock lasts.
      const right = await login(t, "198.51.100.8", ADMIN);
      expect(right.statusCode).toBe(429);
      expect(right.json()).not.toHaveProperty("token");
    });

    it("keeps the rate limit when X-Forwarded-For changes on every request", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 70; i++) {
        const res = await login(t, `192.0.2.${i}`, { username: "nadie", password: "x" });
        statuses.push(res.statusCode);
        if (res.statusCode === 429 && res.json().details.errorType === "RATE_LIMITED") break;
      }
      // 60 a minute from one address; the earlier tests of this file spent 7 of them.
      expect(statuses.length).toBeLessThanOrEqual(61);
      expect(statuses.at(-1)).toBe(429);
    });
  },
  { trustProxy: false },
);

describeEachDatabase(
  "client address with TRUST_PROXY=1",
  (t) => {
    it("counts failures per forwarded address when one proxy hop is trusted", async () => {
      await failLogins(t, 8, (i) => `203.0.113.${i}`);
      await failLogins(t, 5, () => "198.51.100.7");
      expect((await login(t, "198.51.100.7")).statusCode).toBe(429);
      // Another address behind the proxy still signs in.
      const other = await login(t, "198.51.100.9", ADMIN);
      expect(other.statusCode).toBe(200);
    });

    it("takes the address the trusted proxy saw, not one the client put before it", async () => {
      // With one hop trusted, only the last entry (written by the proxy) counts.
      await failLogins(t, 5, (i) => `10.9.9.${i}, 198.51.100.20`);
      expect((await login(t, "10.9.9.99, 198.51.100.20")).statusCode).toBe(429);
    });
  },
  { trustProxy: 1 },
);
