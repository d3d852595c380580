import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { databaseKinds, scratchDatabase } from "../../test/support/test-app.ts";
import { buildApp } from "../app.ts";
import { migrateToLatest } from "../db/migrate.ts";

// docs/product/engineering.md#concurrency: a unique violation is a 409, never a 500. The services turn the ones they know
// into their own codes (DUPLICATE_WAIVER, DAY_CLOSED…); the error handler catches any other, on
// either engine, so a path nobody raced yet still answers in the contract. The route below is
// this test's own: it makes the database refuse a duplicate row, as a race would.
for (const kind of databaseKinds()) {
  describe(`a unique violation no service expected [${kind}]`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it("is a 409 CONFLICT with a Spanish message and no SQL", async () => {
      const { db, drop } = await scratchDatabase(kind);
      cleanups.push(drop, () => db.destroy());
      await migrateToLatest(db);
      const app = await buildApp({ db, jwtSecret: randomBytes(32) });
      cleanups.push(() => app.close());
      app.post("/api/test-duplicate", { config: { public: true } }, async () => {
        await db.transaction().execute(async (trx) => {
          for (let i = 0; i < 2; i++) {
            await trx.insertInto("settings").values({ key: "twice", value: "{}" }).execute();
          }
        });
        return { ok: true };
      });
      await app.ready();

      const res = await app.inject({ method: "POST", url: "/api/test-duplicate", payload: {} });
      expect(res.statusCode).toBe(409);
      const body = res.json();
      expect(body.details).toEqual({ errorType: "CONFLICT" });
      expect(body.message).toMatch(/al mismo tiempo/);
      expect(res.body).not.toMatch(/settings|duplicate|UNIQUE|constraint/i);
    });
  });
}
