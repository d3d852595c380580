import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_TIME_ZONE, todayInZone } from "@nova/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.ts";
import { bumpDataVersion } from "../../src/db/data-version.ts";
import { createDatabase, type Database } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { createPostgresDatabase } from "../../src/db/scratch-postgres-database.ts";
import { loadJwtSecret } from "../../src/modules/auth/secret.ts";
import {
  enroll,
  insertClass,
  insertPayment,
  insertStudent,
  setSettingsSection,
} from "../support/fixtures.ts";
import { call, freePort, type ServerProcess, startServer } from "../support/server-process.ts";
import { ADMIN, adminAuthorization, seedAdmin } from "../support/test-app.ts";

// Several instances behind a load balancer on one PostgreSQL must behave as one. Runs only
// with TEST_DATABASE_URL (SQLite is one instance by nature).
const baseUrl = process.env.TEST_DATABASE_URL;
const today = () => todayInZone(new Date(), DEFAULT_TIME_ZONE);

/** A student enrolled in a $30.000 class, with a due day that keeps this month on time. */
async function studio(db: Database) {
  await setSettingsSection(db, "payments", { dueDay: 31 });
  const classId = await insertClass(db, { name: "Ballet", price: 30_000 });
  const studentId = await insertStudent(db, { firstName: "Ana", lastName: "Pérez" });
  await enroll(db, studentId, classId, "2025-01-01");
  return { classId, studentId };
}

function paymentBody(ids: { classId: number; studentId: number }) {
  return {
    studentId: ids.studentId,
    classId: ids.classId,
    amount: 30_000,
    paymentDate: today(),
    paymentMethod: "EFECTIVO",
  };
}

describe.skipIf(!baseUrl)("two server processes on one PostgreSQL database", () => {
  let drop: () => Promise<void>;
  let db: Database;
  const servers: ServerProcess[] = [];
  let ids: { classId: number; studentId: number };

  beforeAll(async () => {
    const created = await createPostgresDatabase(baseUrl as string, "nova_two");
    drop = created.drop;
    db = createDatabase({ databaseUrl: created.url });
    // Both start at once on the new database: migrations, secret and first admin race.
    const env = (dir: string) => ({
      DATABASE_URL: created.url,
      DATA_DIR: dir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
    });
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "nova-two-")));
    for (const dir of dirs) servers.push(startServer(env(dir), await freePort()));
    await Promise.all(servers.map((s) => s.healthy()));
    ids = await studio(db);
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.destroy();
    await drop?.();
  });

  it("accepts on one instance a token issued by the other", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const login = await call(a.url, "POST", "/api/auth/login", { body: ADMIN });
    expect(login.status).toBe(200);
    const onB = await call(b.url, "GET", "/api/students", { token: login.body.token });
    expect(onB.status).toBe(200);
  });

  it("lists on one instance, at the next request, a payment just created through the other", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = (await call(a.url, "POST", "/api/auth/login", { body: ADMIN })).body.token;
    const before = await call(b.url, "GET", "/api/payments", { token }); // now cached on B
    const created = await call(a.url, "POST", "/api/payments", { token, body: paymentBody(ids) });
    expect(created.status).toBe(201);
    const after = await call(b.url, "GET", "/api/payments", { token });
    expect(after.body.map((p: { id: number }) => p.id)).toEqual([
      created.body.id,
      ...before.body.map((p: { id: number }) => p.id),
    ]);
  });

  it("locks a username after five failed logins spread over both instances", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const wrong = { username: "Admin", password: "no-es-la-clave" };
    for (const server of [a, b, a, b, a]) {
      expect((await call(server.url, "POST", "/api/auth/login", { body: wrong })).status).toBe(401);
    }
    for (const server of [a, b]) {
      const locked = await call(server.url, "POST", "/api/auth/login", { body: ADMIN });
      expect(locked.status).toBe(429);
      expect(locked.body.details.errorType).toBe("TOO_MANY_LOGIN_ATTEMPTS");
    }
  });
});

describe.skipIf(!baseUrl)("the read cache of two instances under concurrent commits", () => {
  let drop: () => Promise<void>;
  const dbs: Database[] = [];
  let apps: [App, App];

  beforeAll(async () => {
    const created = await createPostgresDatabase(baseUrl as string, "nova_cache");
    drop = created.drop;
    for (let i = 0; i < 3; i++) dbs.push(createDatabase({ databaseUrl: created.url }));
    await migrateToLatest(dbs[0] as Database);
    const built = [];
    // Two apps with their own pools and caches, as two processes would have.
    for (const db of dbs.slice(0, 2)) {
      const secret = await loadJwtSecret(db, { dataDir: os.tmpdir() });
      built.push(await buildApp({ db, jwtSecret: secret }));
    }
    apps = built as [App, App];
  });

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    for (const db of dbs) await db.destroy();
    await drop?.();
  });

  it("sees a write that started first and committed after a later one", async () => {
    const [a, b] = apps;
    const [, , other] = dbs as [Database, Database, Database];
    const ids = await studio(other);
    await seedAdmin(other, new Date());
    const authorization = await adminAuthorization(a);
    const list = async () =>
      (await b.inject({ method: "GET", url: "/api/payments", headers: { authorization } }))
        .json()
        .map((p: { paymentMonth: string }) => p.paymentMonth);

    // An earlier payment, listed by both instances.
    const earlier = await insertPayment(other, {
      studentId: ids.studentId,
      classId: ids.classId,
      amount: 30_000,
      month: "2025-06",
      date: "2025-06-05",
    });
    expect(await list()).toEqual(["2025-06"]);

    // Write 1, a script writing behind the API, deletes it and is slow to commit. (Writes made
    // through the API cannot commit out of order on PostgreSQL: the audit chain's lock orders
    // them. A script takes no such lock and bumps the data version after committing.)
    let commit = () => {};
    const slowCommit = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let recorded = () => {};
    const inTransaction = new Promise<void>((resolve) => {
      recorded = resolve;
    });
    const first = other.transaction().execute(async (trx) => {
      await trx
        .updateTable("payments")
        .set({ deleted_at: new Date().toISOString() })
        .where("id", "=", earlier)
        .execute();
      recorded();
      await slowCommit;
    });
    await inTransaction;

    // Write 2 goes through instance A meanwhile and commits first; instance B is read while
    // write 1 is still open.
    const second = await a.inject({
      method: "POST",
      url: "/api/payments",
      headers: { authorization },
      payload: paymentBody(ids),
    });
    expect(second.statusCode).toBe(201);
    expect((await list()).sort()).toEqual(["2025-06", today().slice(0, 7)]);

    // Write 1 commits, and announces itself as every write does before it is acknowledged.
    commit();
    await first;
    await bumpDataVersion(other);
    expect(await list()).toEqual([today().slice(0, 7)]);
  });
});
