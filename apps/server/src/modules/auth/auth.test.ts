import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { ADMIN, adminAuthorization, describeEachDatabase } from "../../../test/support/test-app.ts";
import { type App, buildApp } from "../../app.ts";

describeEachDatabase("auth", (t) => {
  /**
   * GET /api/auth/me with the token a day and a second after signing in, once its session has
   * expired: a 401 that mentions the token. The clock is wound back after.
   */
  async function meRefusedADayLater(authorization: string) {
    const dayAndASecond = 24 * 3_600_000 + 1_000;
    t.clock.advanceMs(dayAndASecond);
    try {
      const me = await t.injectAs(authorization, "GET", "/api/auth/me");
      expect(me.statusCode).toBe(401);
      expect(me.json().message).toMatch(/token/);
      return me;
    } finally {
      t.clock.advanceMs(-dayAndASecond);
    }
  }

  it("logs in with the right credentials and returns a token and the user", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ username: "admin", role: "admin" });
    expect(body.user.passwordHash).toBeUndefined();
  });

  it("gives the same answer for a wrong username and a wrong password", async () => {
    const wrongUser = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "nadie-aqui", password: ADMIN.password },
      remoteAddress: "10.0.0.1",
    });
    const wrongPass = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: "otra-clave" },
      remoteAddress: "10.0.0.1",
    });
    expect(wrongUser.statusCode).toBe(401);
    expect(wrongPass.statusCode).toBe(401);
    expect(wrongUser.json()).toEqual(wrongPass.json());
    expect(wrongPass.json().message).toBe("Usuario o contraseña incorrectos");
  });

  it("validates the login body with the Spanish messages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "ab", password: "x" },
    });
    expectAnswer(res, 400, {
      message: "El nombre de usuario debe tener al menos 3 caracteres",
      details: { errorType: "VALIDATION_ERROR", field: "username", rejectedValue: "ab" },
    });
  });

  it("rate-limits repeated failed logins per username and IP with a 429", async () => {
    const login = (payload: object, remoteAddress: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress });
    const attempt = () => login({ username: "admin", password: "incorrecta" }, "10.9.9.9");
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Demasiados intentos fallidos/);
    // The right password from the same place is also held back until the window passes…
    const right = await login(ADMIN, "10.9.9.9");
    expect(right.statusCode).toBe(429);
    // …while another IP is not affected.
    const elsewhere = await login(ADMIN, "10.9.9.10");
    expect(elsewhere.statusCode).toBe(200);
  });

  it("checks at most five wrong passwords per username and address under a burst of 100 logins on two instances", async () => {
    // Two instances on one database, each with its own per-address rate limit (60 a minute),
    // take 50 wrong passwords each at once; the count in the database must hold whatever the
    // concurrency. (The right password goes after the burst: inside it, the order the two
    // instances take requests in is not the order they were sent, so it could be checked
    // among the first five.)
    const instances = await Promise.all(
      [0, 1].map(() => buildApp({ db: t.db, jwtSecret: randomBytes(32), now: t.clock.now })),
    );
    try {
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          (instances[i % 2] as App).inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { username: "admin", password: `incorrecta-${i}` },
            remoteAddress: "10.23.4.4",
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      const checkedWrong = statuses.filter((s) => s === 401).length;
      expect(checkedWrong).toBeLessThanOrEqual(5);
      const refused = results.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(100 - checkedWrong);
      for (const r of refused) expect(r.json().details.errorType).toBe("TOO_MANY_LOGIN_ATTEMPTS");
      // The right password, from either instance, is held back too.
      for (const app of instances) {
        const right = await app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: ADMIN,
          remoteAddress: "10.23.4.4",
        });
        expect(right.statusCode).toBe(429);
      }
    } finally {
      await Promise.all(instances.map((app) => app.close()));
    }
  });

  it("lets the right password in after fewer than five failures and starts the count again", async () => {
    const attempt = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "admin", password },
        remoteAddress: "10.23.4.5",
      });
    for (let i = 0; i < 4; i++) expect((await attempt("incorrecta")).statusCode).toBe(401);
    expect((await attempt(ADMIN.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt("incorrecta")).statusCode).toBe(401);
    expect((await attempt(ADMIN.password)).statusCode).toBe(429);
  });

  it("answers /api/auth/me and /auth/me for a valid token", async () => {
    const authorization = await t.authHeader();
    for (const url of ["/api/auth/me", "/auth/me"]) {
      const res = await t.injectAs(authorization, "GET", url);
      expectAnswer(res, 200, { username: "admin" });
    }
  });

  it("revokes the token on logout", async () => {
    const authorization = await adminAuthorization(t.app);
    const out = await t.injectAs(authorization, "POST", "/api/auth/logout");
    expect(out.statusCode).toBe(204);
    const me = await t.injectAs(authorization, "GET", "/api/auth/me");
    expect(me.statusCode).toBe(401);
    expect(me.json().message.toLowerCase()).toContain("token");
  });

  it("refuses an expired token with a 401 that mentions the token", async () => {
    const authorization = await adminAuthorization(t.app);
    const me = await meRefusedADayLater(authorization);
    expect(me.json().message).toMatch(/expired/);
  });

  it("refuses a forged token", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma-falsa" },
    });
    expectAnswer(res, 401, { details: { errorType: "UNAUTHORIZED" } });
    expect(res.json().message).toMatch(/token/);
  });

  it("refuses a token used before once its session expires, even with its signature remembered", async () => {
    const authorization = await adminAuthorization(t.app);
    const ok = await t.injectAs(authorization, "GET", "/api/auth/me");
    expect(ok.statusCode).toBe(200);
    await meRefusedADayLater(authorization);
  });
});
