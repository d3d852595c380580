// `npm run bench` counts a payment's and the dashboard's SQL statements from the server's own
// answers (issue 37): with a RequestQueryCounter (BENCH_QUERY_COUNT=1) each answer says how many
// it ran in X-Nova-Queries, counted per request even when requests overlap; without one
// (production) the header is never sent.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.ts";
import type { Database } from "../src/db/database.ts";
import { QUERY_COUNT_HEADER, RequestQueryCounter } from "../src/plugins/query-count-header.ts";
import { ADMIN, adminDatabase, databaseKinds } from "./support/test-app.ts";

for (const kind of databaseKinds()) {
  describe(`query count header [${kind}]`, () => {
    const counter = new RequestQueryCounter();
    let total = 0;
    let db: Database;
    let counting: App;
    let plain: App;
    let drop: (() => Promise<void>) | undefined;
    let authorization = "";

    beforeAll(async () => {
      const onQuery = () => {
        total += 1;
        counter.onQuery();
      };
      ({ db, drop } = await adminDatabase(kind, { onQuery }));
      const jwtSecret = randomBytes(32);
      counting = await buildApp({ db, jwtSecret, queryCounter: counter });
      plain = await buildApp({ db, jwtSecret });
      const login = await counting.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: ADMIN,
      });
      authorization = `Bearer ${login.json().token}`;
    });
    afterAll(async () => {
      await counting.close();
      await plain.close();
      await db.destroy();
      await drop?.();
    });

    it("says how many statements each answer ran, also for requests at the same time", async () => {
      const before = total;
      const answers = await Promise.all(
        ["/api/students?page=1&size=12", "/api/dashboard?period=month", "/api/classes"].map((url) =>
          counting.inject({ method: "GET", url, headers: { authorization } }),
        ),
      );
      const counts = answers.map((res) => {
        expect(res.statusCode).toBe(200);
        return Number(res.headers[QUERY_COUNT_HEADER]);
      });
      for (const n of counts) expect(n).toBeGreaterThan(0);
      // Each statement counted once, for the request that ran it.
      expect(counts.reduce((a, b) => a + b, 0)).toBe(total - before);
    });

    it("sends no such header without a counter (production)", async () => {
      const res = await plain.inject({
        method: "GET",
        url: "/api/students?page=1&size=12",
        headers: { authorization },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers[QUERY_COUNT_HEADER]).toBeUndefined();
    });
  });
}
