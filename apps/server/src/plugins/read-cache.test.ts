import { expect, it } from "vitest";
import { insertClass, loginAs } from "../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../test/support/test-app.ts";
import { bumpDataVersion } from "../db/data-version.ts";

describeEachDatabase("read cache", (t) => {
  it("serves a repeated read from the cache and a write through the API invalidates it", async () => {
    const authorization = await t.authHeader();
    await insertClass(t.db, { name: "Salsa Casino", price: 25000 });
    const get = () =>
      t.app.inject({ method: "GET", url: "/api/classes", headers: { authorization } });
    const first = await get();
    expect(first.headers["x-cache"]).toBeUndefined();
    const second = await get();
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["x-total-count"]).toBe(first.headers["x-total-count"]);

    const created = await t.app.inject({
      method: "POST",
      url: "/api/classes",
      headers: { authorization },
      payload: {
        name: "Bachata Inicial",
        price: 26000,
        durationHours: 1,
        schedules: [{ dayOfWeek: "MONDAY", startHour: 19, startMinute: 0 }],
      },
    });
    expect(created.statusCode).toBe(201);
    const after = await get();
    expect(after.headers["x-cache"]).toBeUndefined();
    expect(after.json().map((c: { name: string }) => c.name)).toContain("Bachata Inicial");
  });

  it("sees a write made by another instance through the shared data version", async () => {
    const authorization = await t.authHeader();
    const get = () =>
      t.app.inject({ method: "GET", url: "/api/classes", headers: { authorization } });
    await get();
    expect((await get()).headers["x-cache"]).toBe("hit");
    // Another instance commits a change and bumps the version in the same database.
    await bumpDataVersion(t.db);
    expect((await get()).headers["x-cache"]).toBeUndefined();
  });

  it("keeps each role's answers apart: a staff member never gets an admin's cached answer", async () => {
    const admin = await t.authHeader();
    const staff = await loginAs(t, {
      username: "recepcion-cache",
      password: "clave-recepcion-1",
      role: "staff",
    });
    const get = (authorization: string) =>
      t.app.inject({ method: "GET", url: "/api/classes", headers: { authorization } });
    await get(admin);
    expect((await get(admin)).headers["x-cache"]).toBe("hit");
    expect((await get(staff)).headers["x-cache"]).toBeUndefined();
    expect((await get(staff)).headers["x-cache"]).toBe("hit");
  });

  it("does not serve a cached answer once the quarter hour changes", async () => {
    const authorization = await t.authHeader();
    const get = () =>
      t.app.inject({ method: "GET", url: "/api/classes", headers: { authorization } });
    await get();
    expect((await get()).headers["x-cache"]).toBe("hit");
    t.clock.advanceMs(15 * 60_000);
    expect((await get()).headers["x-cache"]).toBeUndefined();
  });

  it("never caches an answer for a request without a valid token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/classes" });
    expect(res.statusCode).toBe(401);
  });

  it("computes a cold answer once when identical requests arrive together", async () => {
    const authorization = await t.authHeader();
    const get = () =>
      t.app.inject({
        method: "GET",
        url: "/api/dashboard?period=year",
        headers: { authorization },
      });
    await bumpDataVersion(t.db);
    t.resetQueryCount();
    await get();
    const single = t.queryCount();

    await bumpDataVersion(t.db);
    t.resetQueryCount();
    const answers = await Promise.all([get(), get(), get(), get(), get()]);
    // The leader computes; each follower only authenticates and reads the version.
    expect(t.queryCount()).toBe(single + 4 * 2);
    expect(answers.filter((a) => a.headers["x-cache"] === "hit")).toHaveLength(4);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});
