import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect } from "vitest";
import { type App, type AppOptions, buildApp } from "../../src/app.ts";
import { createDatabase, type Database, type DatabaseOptions } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { createPostgresDatabase } from "../../src/db/scratch-postgres-database.ts";
import { ensureAdminUser } from "../../src/modules/auth/bootstrap-admin.ts";
import { type BoundFixtures, bindFixtures } from "./fixtures.ts";
import { responseProblem } from "./response-contract.ts";

export const ADMIN = { username: "admin", password: "clave-de-prueba-123" };

export type DatabaseKind = "sqlite" | "postgres";

/** The engines this run can test: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

/** A clock the tests move by hand. */
export class TestClock {
  private current: Date;
  constructor(iso = "2026-08-15T15:00:00.000Z") {
    this.current = new Date(iso);
  }
  now = () => new Date(this.current.getTime());
  set(iso: string) {
    this.current = new Date(iso);
  }
  advanceMs(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** One test's app and database, with the fixtures bound to them (`t.seed.student(...)`). */
export interface TestContext extends BoundFixtures {
  kind: DatabaseKind;
  app: App;
  db: Database;
  clock: TestClock;
  /** Number of SQL statements run since the last `resetQueryCount()`. */
  queryCount(): number;
  resetQueryCount(): void;
  /** Logs in as the admin and returns the Authorization header value. */
  authHeader(): Promise<string>;
  /** Responses that did not match their documented schema since the last call (see response-contract.ts). */
  takeResponseViolations(): string[];
}

/**
 * Signs in as the admin on an app and answers the Authorization header of the session: what
 * every test context does once, and what a test does on an app it built itself.
 */
export async function adminAuthorization(app: Pick<App, "inject">): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return `Bearer ${res.json().token}`;
}

/** The admin of a database a test opened itself (a second instance's, issue 39). */
export async function seedAdmin(db: Database, now: Date) {
  await ensureAdminUser(db, ADMIN, now);
}

/**
 * A fresh, empty database of the kind (SQLite in memory, or a scratch PostgreSQL database) and
 * `drop`, which removes the scratch database once the caller has destroyed its handle.
 */
export async function scratchDatabase(
  kind: DatabaseKind,
  onQuery?: DatabaseOptions["onQuery"],
): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (kind === "sqlite") {
    return { db: createDatabase({ sqliteFile: ":memory:", onQuery }), drop: async () => {} };
  }
  const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
  return { db: createDatabase({ databaseUrl: created.url, onQuery }), drop: created.drop };
}

/** A scratch database of the kind, migrated, with the admin user in it. */
export async function adminDatabase(
  kind: DatabaseKind,
  options: { now?: Date; onQuery?: DatabaseOptions["onQuery"] } = {},
) {
  const scratch = await scratchDatabase(kind, options.onQuery);
  await migrateToLatest(scratch.db);
  await ensureAdminUser(scratch.db, ADMIN, options.now ?? new Date());
  return scratch;
}

/** Builds a fresh, migrated database of the given kind with the admin user in it. */
export async function createTestContext(
  kind: DatabaseKind,
  appOptions: Partial<AppOptions> = {},
): Promise<TestContext & { close(): Promise<void> }> {
  let queries = 0;
  const clock = new TestClock();
  const { db, drop } = await adminDatabase(kind, {
    now: clock.now(),
    onQuery: () => {
      queries += 1;
    },
  });
  const app = await buildApp({ db, jwtSecret: randomBytes(32), now: clock.now, ...appOptions });
  const violations: string[] = [];
  app.addHook("onSend", async (request, reply, payload) => {
    const problem = responseProblem(request, reply, payload);
    if (problem) violations.push(problem);
    return payload;
  });
  await app.ready();
  let cachedHeader: Promise<string> | undefined;
  return {
    ...bindFixtures({ db, app }),
    kind,
    app,
    db,
    clock,
    queryCount: () => queries,
    takeResponseViolations: () => violations.splice(0),
    resetQueryCount: () => {
      queries = 0;
    },
    authHeader() {
      // One sign-in shared by every caller, even simultaneous ones: like a browser, the tests
      // log in once (six logins of one name in the same instant are a burst the throttle stops).
      cachedHeader ??= adminAuthorization(app).catch((error: unknown) => {
        cachedHeader = undefined;
        throw error;
      });
      return cachedHeader;
    },
    async close() {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

/**
 * Runs the same suite once per available database engine, each on a fresh database.
 * The context object is filled in `beforeAll`; read it inside tests only.
 */
export function describeEachDatabase(
  name: string,
  suite: (t: TestContext) => void,
  appOptions: Partial<AppOptions> = {},
) {
  for (const kind of databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let inner: (TestContext & { close(): Promise<void> }) | undefined;
      const proxy = new Proxy({} as TestContext, {
        get(_target, prop) {
          if (!inner) throw new Error("test context used before beforeAll");
          return inner[prop as keyof TestContext];
        },
      });
      beforeAll(async () => {
        inner = await createTestContext(kind, appOptions);
      });
      afterEach(() => {
        expect(inner?.takeResponseViolations() ?? []).toEqual([]);
      });
      afterAll(async () => {
        await inner?.close();
      });
      suite(proxy);
    });
  }
}
