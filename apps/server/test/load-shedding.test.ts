// Issue 37 (decision 0075): beyond what the server can do in time, the API answers at once with
// a Spanish 503 SERVER_BUSY and Retry-After instead of queueing each request (PostgreSQL without
// statistics made every request wait 5 s for a pool connection, then fail); under normal load
// nothing is refused. Both with the production thresholds (LOAD_SHEDDING_DEFAULTS), as main.ts
// turns it on.

import { ERROR_MESSAGES } from "@nova/domain";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { LOAD_SHEDDING_DEFAULTS } from "../src/plugins/load-shedding.ts";
import { describeEachDatabase } from "./support/test-app.ts";

const BUSY = {
  message: ERROR_MESSAGES.SERVER_BUSY,
  details: {
    errorType: "SERVER_BUSY",
    retryAfterSeconds: LOAD_SHEDDING_DEFAULTS.retryAfterSeconds,
  },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  "load shedding",
  (t) => {
    /** Sends `count` GETs at once and answers each status with how long it took. */
    async function burst(url: string, count: number) {
      const authorization = await t.authHeader();
      return Promise.all(
        Array.from({ length: count }, async () => {
          const start = performance.now();
          const res = await t.injectAs(authorization, "GET", url);
          return { res, ms: performance.now() - start };
        }),
      );
    }

    it("refuses nothing under a normal load", async () => {
      // Over real HTTP, as the bench and browsers ask: 12 connections one request after another
      // for a second and a half.
      const authorization = await t.authHeader();
      const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const statuses = new Map<number, number>();
      const until = performance.now() + 1500;
      await Promise.all(
        Array.from({ length: 12 }, async () => {
          while (performance.now() < until) {
            const res = await fetch(`${base}/api/students?page=1&size=12`, {
              headers: { authorization },
            });
            await res.arrayBuffer();
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          }
        }),
      );
      expect([...statuses.keys()]).toEqual([200]);
      expect(statuses.get(200)).toBeGreaterThan(10);
    });

    it("answers a burst beyond capacity at once with a Spanish 503 and Retry-After, then recovers", async () => {
      await t.authHeader();
      if (t.kind === "postgres") {
        // Every connection of the pool busy for 2.5 s (as with queries planned without
        // statistics), and requests arriving: the first ones wait in the pool's line…
        const holders = Array.from({ length: 10 }, () => sql`select pg_sleep(2.5)`.execute(t.db));
        await pause(50);
        const waiting = burst("/api/students?page=1&size=12", 4);
        // …and once the oldest has waited past the limit, the next are refused at once.
        await pause(LOAD_SHEDDING_DEFAULTS.maxPoolWaitMs + 300);
        const refused = await burst("/api/students?page=1&size=12", 20);
        for (const { res, ms } of refused) {
          expect(res.statusCode).toBe(503);
          expect(res.headers["retry-after"]).toBe(String(LOAD_SHEDDING_DEFAULTS.retryAfterSeconds));
          expect(res.json()).toEqual(BUSY);
          expect(ms).toBeLessThan(250);
        }
        await Promise.all(holders);
        // The admitted ones were served once connections were free, not failed after 5 s.
        expect((await waiting).map((a) => a.res.statusCode)).toEqual([200, 200, 200, 200]);
      } else {
        // SQLite runs queries on the event loop: a server saturated by work that holds the loop
        // (300 ms at a time, as a flood of heavy requests would) lags…
        for (let i = 0; i < 5; i++) {
          const until = performance.now() + 300;
          while (performance.now() < until) {
            // holding the loop
          }
          await new Promise((resolve) => setImmediate(resolve));
        }
        await pause(0);
        // …and requests arriving meanwhile are refused at once; the health check still answers.
        const [refused, health] = await Promise.all([
          burst("/api/students?page=1&size=12", 20),
          t.app.inject({ method: "GET", url: "/api/health" }),
        ]);
        expect(health.statusCode).toBe(200);
        for (const { res, ms } of refused) {
          expect(res.statusCode).toBe(503);
          expect(res.headers["retry-after"]).toBe(String(LOAD_SHEDDING_DEFAULTS.retryAfterSeconds));
          expect(res.json()).toEqual(BUSY);
          expect(ms).toBeLessThan(250);
        }
      }
      // Once the load is gone, within a few samples, everything is answered again.
      await pause(800);
      const after = await burst("/api/students?page=1&size=12", 12);
      expect(after.map((a) => a.res.statusCode)).toEqual(after.map(() => 200));
    });
  },
  { loadShedding: {} },
);
