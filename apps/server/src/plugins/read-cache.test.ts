import { DEFAULT_TIME_ZONE, todayInZone } from "@nova/domain";
import { expect, it } from "vitest";
import {
  enroll,
  insertClass,
  insertStudent,
  loginAs,
  setSettingsSection,
} from "../../test/support/fixtures.ts";
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

  it("a payment invalidates what reads payments and keeps the students list; a student edit invalidates both", async () => {
    const authorization = await t.authHeader();
    await setSettingsSection(t.db, "payments", { dueDay: 31 });
    const classId = await insertClass(t.db, { name: "Jazz", price: 30_000 });
    const studentId = await insertStudent(t.db, { firstName: "Rosa", lastName: "Díaz" });
    await enroll(t.db, studentId, classId, "2025-01-01");
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { authorization } });
    const students = "/api/students?page=1&size=12";
    const payments = "/api/payments";
    for (const url of [students, payments]) {
      await get(url);
      expect((await get(url)).headers["x-cache"]).toBe("hit");
    }

    const paid = await t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: { authorization },
      payload: {
        studentId,
        classId,
        amount: 30_000,
        paymentDate: todayInZone(t.clock.now(), DEFAULT_TIME_ZONE),
        paymentMethod: "EFECTIVO",
      },
    });
    expect(paid.statusCode).toBe(201);
    expect((await get(students)).headers["x-cache"]).toBe("hit");
    const listed = await get(payments);
    expect(listed.headers["x-cache"]).toBeUndefined();
    expect(listed.json()).toHaveLength(1);

    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/students/${studentId}`,
      headers: { authorization },
      payload: { firstName: "Rosita" },
    });
    expect(edited.statusCode).toBe(200);
    const renamed = await get(students);
    expect(renamed.headers["x-cache"]).toBeUndefined();
    expect(renamed.json()[0].firstName).toBe("Rosita");
    // The payments list shows the student's name: it was invalidated too.
    const relisted = await get(payments);
    expect(relisted.headers["x-cache"]).toBeUndefined();
    expect(JSON.stringify(relisted.json())).toContain("Rosita");
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
