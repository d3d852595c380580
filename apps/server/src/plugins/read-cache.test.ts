import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { addMonths, DEFAULT_TIME_ZONE, todayInZone } from "@nova/domain";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/support/test-app.ts";
import { bumpDataVersion, readDataVersions } from "../db/data-version.ts";

describeEachDatabase("read cache", (t) => {
  /** A cash payment dated today through the API. */
  const payToday = (
    authorization: string,
    payment: { studentId: number; classId: number; amount: number; paymentMonth?: string },
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: { authorization },
      payload: {
        ...payment,
        paymentDate: todayInZone(t.clock.now(), DEFAULT_TIME_ZONE),
        paymentMethod: "EFECTIVO",
      },
    });

  it("sends a cached answer compressed as the browser asks, compressed once per encoding", async () => {
    const authorization = await t.authHeader();
    for (let i = 0; i < 30; i++)
      await t.seed.student({ firstName: `Alumna${i}`, lastName: "Larga" });
    const get = (encoding?: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/students",
        headers: { authorization, ...(encoding ? { "accept-encoding": encoding } : {}) },
      });
    const plain = await get();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brFirst = await get("gzip, deflate, br");
    const brAgain = await get("gzip, deflate, br");
    for (const hit of [brFirst, brAgain]) {
      expect(hit.headers["x-cache"]).toBe("hit");
      expect(hit.headers["content-encoding"]).toBe("br");
      expect(hit.headers.vary).toContain("accept-encoding");
      expect(Number(hit.headers["content-length"])).toBe(hit.rawPayload.length);
      expect(brotliDecompressSync(hit.rawPayload).toString("utf8")).toBe(plain.body);
    }
    // The same bytes: the second was not compressed again.
    expect(brAgain.rawPayload.equals(brFirst.rawPayload)).toBe(true);
    const gz = await get("gzip;q=1, br;q=0");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain.body);
    const none = await get("identity");
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it("compresses a computed answer once, as plain HTTP browsers ask (gzip), and sends its first hit the same bytes", async () => {
    const authorization = await t.authHeader();
    for (let i = 0; i < 30; i++)
      await t.seed.student({ firstName: `Comprimida${i}`, lastName: "Vidal" });
    const get = () =>
      t.app.inject({
        method: "GET",
        url: "/api/students",
        headers: { authorization, "accept-encoding": "gzip, deflate" },
      });
    const miss = await get();
    const hit = await get();
    expect(miss.headers["x-cache"]).toBeUndefined();
    expect(hit.headers["x-cache"]).toBe("hit");
    for (const res of [miss, hit]) {
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers.vary).toContain("accept-encoding");
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    }
    expect(gunzipSync(miss.rawPayload).toString("utf8")).toContain("Comprimida");
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
  });

  it("keeps an answer of several megabytes, as a large studio's whole reports are", async () => {
    const authorization = await t.authHeader();
    // 6,000 students with long addresses: the whole list (no page) passes 3 MB, over the old
    // 2 MB bound under which such answers were computed again at every view.
    const now = t.clock.now().toISOString();
    const rows = Array.from({ length: 6_000 }, (_, i) => ({
      first_name: `Alumna${i}`,
      last_name: "Grande",
      address:
        `Pasaje de las Camelias ${i}, departamento ${i % 40}, Ñuñoa, Región Metropolitana`.repeat(
          4,
        ),
      status: "active" as const,
      search_text: `alumna${i} grande`,
      sort_key: `grande alumna${String(i).padStart(5, "0")}`,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto("students")
        .values(rows.slice(i, i + 500))
        .execute();
    await bumpDataVersion(t.db);
    const first = await t.injectAs(authorization, "GET", "/api/students");
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.length).toBeGreaterThan(3_000_000);
    expect(first.headers["x-cache"]).toBeUndefined();
    const again = await t.injectAs(authorization, "GET", "/api/students");
    expect(again.headers["x-cache"]).toBe("hit");
    expect(again.body).toBe(first.body);
  });

  it("caches only the routes that opt in: a GET route that declares nothing is computed every time", async () => {
    const authorization = await t.authHeader();
    const get = (url: string) => t.injectAs(authorization, "GET", url);
    // /api/users declares no cache policy (an account list must never be served stale).
    await get("/api/users");
    const again = await get("/api/users");
    expect(again.statusCode).toBe(200);
    expect(again.headers["x-cache"]).toBeUndefined();
    // /api/students opts in with its topics.
    await get("/api/students");
    expect((await get("/api/students")).headers["x-cache"]).toBe("hit");
  });

  it("serves a repeated read from the cache and a write through the API invalidates it", async () => {
    const authorization = await t.authHeader();
    await t.seed.class({ name: "Salsa Casino", price: 25000 });
    const get = () => t.injectAs(authorization, "GET", "/api/classes");
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
    await t.seed.settings("payments", { dueDay: 31 });
    const classId = await t.seed.class({ name: "Jazz", price: 30_000 });
    const studentId = await t.seed.enrolledStudent(
      classId,
      { firstName: "Rosa", lastName: "Díaz" },
      "2025-01-01",
    );
    const get = (url: string) => t.injectAs(authorization, "GET", url);
    const students = "/api/students?page=1&size=12";
    const payments = "/api/payments";
    for (const url of [students, payments]) {
      await get(url);
      expect((await get(url)).headers["x-cache"]).toBe("hit");
    }

    const paid = await payToday(authorization, { studentId, classId, amount: 30_000 });
    expect(paid.statusCode).toBe(201);
    expect((await get(students)).headers["x-cache"]).toBe("hit");
    const listed = await get(payments);
    expect(listed.headers["x-cache"]).toBeUndefined();
    expect(listed.json()).toHaveLength(1);

    const edited = await t.injectAs(authorization, "PUT", `/api/students/${studentId}`, {
      firstName: "Rosita",
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

  it("keeps a month's reports cached through payments of other months, not of its own", async () => {
    const authorization = await t.authHeader();
    await t.seed.settings("payments", { dueDay: 31 });
    const teacherId = await t.seed.teacher({ firstName: "Ana", lastName: "Soto" });
    const classId = await t.seed.class({ name: "Jazz", price: 30_000 });
    await t.seed.assignTeacher(teacherId, classId, "2025-01-01");
    const studentId = await t.seed.enrolledStudent(
      classId,
      { firstName: "Rosa", lastName: "Díaz" },
      "2025-01-01",
    );
    const today = todayInZone(t.clock.now(), DEFAULT_TIME_ZONE);
    const month = today.slice(0, 7);
    const before = addMonths(month, -1);
    const get = (url: string) => t.injectAs(authorization, "GET", url);
    const pay = (paymentMonth: string) =>
      payToday(authorization, { studentId, classId, amount: 30_000, paymentMonth });
    const reports = [
      `/api/reports/teacher-compensation/${month}`,
      `/api/reports/teacher-compensation/${teacherId}/${month}`,
      `/api/reports/outstanding-payments/${month}`,
      `/api/reports/financial/${month}`,
      `/api/reports/class/${classId}/${month}/students-payment-status`,
    ];
    for (const url of reports) {
      await get(url);
      expect((await get(url)).headers["x-cache"], url).toBe("hit");
    }

    expect((await pay(before)).statusCode).toBe(201);
    for (const url of reports) expect((await get(url)).headers["x-cache"], url).toBe("hit");
    // What reads every month's money was invalidated by it.
    const range = await get(`/api/reports/financial?from=${before}&to=${month}`);
    expect(range.json().months[0].totalRevenue).toBe(30_000);

    expect((await pay(month)).statusCode).toBe(201);
    for (const url of reports) expect((await get(url)).headers["x-cache"], url).toBeUndefined();
    const compensation = await get(`/api/reports/teacher-compensation/${month}`);
    expect(compensation.json().teachers[0].totalCompensation).toBe(15_000);
    const outstanding = await get(`/api/reports/outstanding-payments/${month}`);
    expect(outstanding.json().studentsWithOutstandingPayments).toBe(0);
  });

  it("moves a month's money version on every write of a payment of it, API or not", async () => {
    const classId = await t.seed.class({ name: "Salsa", price: 20_000 });
    const studentId = await t.seed.student({ firstName: "Eva", lastName: "Paz" });
    const version = async (month: string) => (await readDataVersions(t.db, month)).month;
    expect(await version("2026-03")).toBe(0);
    const id = await t.seed.paidMonth(studentId, classId, 20_000, "2026-03");
    expect(await version("2026-03")).toBe(1);
    // Moved to another month: both months' answers change.
    await t.db
      .updateTable("payments")
      .set({ payment_month: "2026-04" })
      .where("id", "=", id)
      .execute();
    expect(await version("2026-03")).toBeGreaterThan(1);
    const april = await version("2026-04");
    expect(april).toBeGreaterThan(0);
    await t.db.deleteFrom("payments").where("id", "=", id).execute();
    expect(await version("2026-04")).toBeGreaterThan(april ?? 0);
    expect(await version("2026-05")).toBe(0);
  });

  it("sees a write made by another instance through the shared data version", async () => {
    const authorization = await t.authHeader();
    const get = () => t.injectAs(authorization, "GET", "/api/classes");
    await get();
    expect((await get()).headers["x-cache"]).toBe("hit");
    // Another instance commits a change and bumps the version in the same database.
    await bumpDataVersion(t.db);
    expect((await get()).headers["x-cache"]).toBeUndefined();
  });

  it("keeps each role's answers apart: a staff member never gets an admin's cached answer", async () => {
    const admin = await t.authHeader();
    const staff = await t.loginStaff("recepcion-cache", "clave-recepcion-1");
    const get = (authorization: string) => t.injectAs(authorization, "GET", "/api/classes");
    await get(admin);
    expect((await get(admin)).headers["x-cache"]).toBe("hit");
    expect((await get(staff)).headers["x-cache"]).toBeUndefined();
    expect((await get(staff)).headers["x-cache"]).toBe("hit");
  });

  it("keeps a costly report through a flood of another route's URLs", async () => {
    const authorization = await t.authHeader();
    const dashboard = () => t.injectAs(authorization, "GET", "/api/dashboard?period=year");
    await dashboard();
    expect((await dashboard()).headers["x-cache"]).toBe("hit");
    // More distinct answers of one route than the old single list of 500 entries held.
    for (let i = 0; i < 600; i++) {
      const res = await t.injectAs(authorization, "GET", `/api/students?search=nadie${i}`);
      expect(res.statusCode).toBe(200);
    }
    expect((await dashboard()).headers["x-cache"]).toBe("hit");
  });

  it("never serves a cached answer to a session closed since, by the API or behind it", async () => {
    for (const close of ["api", "database"] as const) {
      const username = `cierre-${close}`;
      const authorization = await t.loginStaff(username, "clave-cierre-123");
      const get = () => t.injectAs(authorization, "GET", "/api/classes");
      await get();
      expect((await get()).headers["x-cache"]).toBe("hit");
      if (close === "api") {
        const out = await t.injectAs(authorization, "POST", "/api/auth/logout");
        expect(out.statusCode).toBeLessThan(300);
      } else {
        const user = await t.db
          .selectFrom("users")
          .select("id")
          .where("username", "=", username)
          .executeTakeFirstOrThrow();
        await t.db
          .updateTable("sessions")
          .set({ revoked_at: t.clock.now().toISOString() })
          .where("user_id", "=", user.id)
          .execute();
      }
      const after = await get();
      expect(after.statusCode).toBe(401);
      expect(after.headers["x-cache"]).toBeUndefined();
    }
  });

  it("does not serve a cached answer once the quarter hour changes", async () => {
    const authorization = await t.authHeader();
    const get = () => t.injectAs(authorization, "GET", "/api/classes");
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
    const get = () => t.injectAs(authorization, "GET", "/api/dashboard?period=year");
    await bumpDataVersion(t.db);
    t.resetQueryCount();
    await get();
    const single = t.queryCount();

    await bumpDataVersion(t.db);
    t.resetQueryCount();
    const answers = await Promise.all([get(), get(), get(), get(), get()]);
    // The leader computes; each follower only authenticates, reading the versions with the
    // session in one statement.
    expect(t.queryCount()).toBe(single + 4);
    expect(answers.filter((a) => a.headers["x-cache"] === "hit")).toHaveLength(4);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});
