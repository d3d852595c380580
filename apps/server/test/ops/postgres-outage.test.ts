import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.ts";
import { createDatabase, type Database } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { createPostgresDatabase } from "../../src/db/scratch-postgres-database.ts";
import { expectExactAnswer } from "../support/answer.ts";
import { freePort } from "../support/server-process.ts";
import { ADMIN, adminAuthorization, seedAdmin } from "../support/test-app.ts";

// PostgreSQL going away (a restart, a killed connection, the network) must never end the
// process: requests meanwhile get a 503 in Spanish, and the app recovers by itself.
const baseUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = {
  message: "La base de datos no responde. Intente nuevamente en unos momentos.",
  details: { errorType: "DATABASE_UNAVAILABLE" },
};

/** A TCP relay to PostgreSQL that the test can cut and restore, like a database restart. */
function relay(target: URL, port: number) {
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", resolve);
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { up, down };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(condition()).toBe(true);
}

describe.skipIf(!baseUrl)("PostgreSQL outages", () => {
  let drop: () => Promise<void>;
  let dbName: string;
  let proxied: URL;
  let link: ReturnType<typeof relay>;
  let db: Database;
  let app: App;
  let lost = 0;
  let authorization = "";

  beforeAll(async () => {
    const created = await createPostgresDatabase(baseUrl as string, "nova_outage");
    drop = created.drop;
    const direct = new URL(created.url);
    dbName = direct.pathname.slice(1);
    proxied = new URL(created.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(await freePort());
    link = relay(direct, Number(proxied.port));
    await link.up();
    db = createDatabase({
      databaseUrl: proxied.toString(),
      onConnectionLost: () => {
        lost += 1;
      },
    });
    await migrateToLatest(db);
    await seedAdmin(db, new Date());
    app = await buildApp({ db, jwtSecret: randomBytes(32) });
    authorization = await adminAuthorization(app);
  });

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await link?.down();
    await drop?.();
  });

  const get = (url: string) => app.inject({ method: "GET", url, headers: { authorization } });

  it("survives pg_terminate_backend on its connections and answers the next request", async () => {
    // Several requests at once so the pool holds several connections.
    await Promise.all([1, 2, 3, 4].map(() => get("/api/students?size=5")));
    const killed = await asSuperuser(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'nova-server'",
      [dbName],
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await until(() => lost >= (killed.rowCount ?? 0));

    expect((await get("/api/students")).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({
      status: "ok",
      database: "ok",
    });
  });

  /** Runs a statement as the superuser on another connection, for maintenance the app cannot see. */
  async function asSuperuser(statement: string, params: unknown[] = []) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      return await admin.query(statement, params);
    } finally {
      await admin.end();
    }
  }

  /** Ends the app's sessions and waits until its pool has noticed each of them. */
  async function terminateAppSessions(database: string) {
    const before = lost;
    const killed = await asSuperuser(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    await until(() => lost >= before + (killed.rowCount ?? 0));
  }

  it("answers 503 while the database refuses new connections (ALLOW_CONNECTIONS false), and recovers", async () => {
    await Promise.all([1, 2, 3].map(() => get("/api/students?size=5")));
    await asSuperuser(`alter database "${dbName}" allow_connections false`);
    try {
      await terminateAppSessions(dbName);
      for (const url of ["/api/students", "/api/payments"]) {
        const during = await get(url);
        expectExactAnswer(during, 503, UNAVAILABLE);
      }
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);
    } finally {
      await asSuperuser(`alter database "${dbName}" allow_connections true`);
    }
    expect((await get("/api/students")).statusCode).toBe(200);
  });

  it("answers 503 while the database is not there under its name (renamed during maintenance), and recovers", async () => {
    await get("/api/students?size=5");
    await terminateAppSessions(dbName);
    await asSuperuser(`alter database "${dbName}" rename to "${dbName}_aparte"`);
    try {
      const during = await get("/api/students");
      expectExactAnswer(during, 503, UNAVAILABLE);
    } finally {
      await asSuperuser(`alter database "${dbName}_aparte" rename to "${dbName}"`);
    }
    expect((await get("/api/students")).statusCode).toBe(200);
  });

  it("answers 503 in Spanish while the database is unreachable, and recovers by itself", async () => {
    expect((await get("/api/payments")).statusCode).toBe(200);
    await link.down();

    const during = await get("/api/payments");
    expectExactAnswer(during, 503, UNAVAILABLE);
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expectExactAnswer(health, 503, UNAVAILABLE);
    const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
    expect(login.statusCode).toBe(503);

    await link.up();
    expect((await get("/api/payments")).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
