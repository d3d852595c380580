import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatRut, rutCheckDigit } from "@nova/domain";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.ts";
import { createDatabase, type Database } from "../../src/db/database.ts";
import { openDatabase, sqliteFileOf } from "../../src/db/open-database.ts";
import { createPostgresDatabase } from "../../src/db/scratch-postgres-database.ts";
import { loadJwtSecret } from "../../src/modules/auth/secret.ts";
import { backupIfDue, isBackupDue } from "../../src/modules/backups/backup-schedule.ts";
import { COUNTED_TABLES, countRows } from "../../src/modules/backups/backups.repository.ts";
import {
  backupsDir,
  createBackup,
  restoreBackup,
} from "../../src/modules/backups/backups.service.ts";
import { writeServerPidFile } from "../../src/process/server-pid.ts";
import { externalAnchors } from "../../src/records/audit/audit-anchor.ts";
import { checkAuditChain } from "../../src/records/audit/audit-check.ts";
import { loadAuditKey } from "../../src/records/audit/audit-key.ts";
import { expectExactAnswer } from "../support/answer.ts";
import {
  enrolledStudent,
  insertClass,
  insertStudent,
  setSettingsSection,
} from "../support/fixtures.ts";
import { ADMIN, adminAuthorization, seedAdmin } from "../support/test-app.ts";

const hasPgDump = fs.existsSync("/usr/bin/pg_dump") || fs.existsSync("/usr/local/bin/pg_dump");
type Engine = "sqlite" | "postgres";
const engines: Engine[] =
  process.env.TEST_DATABASE_URL && hasPgDump ? ["sqlite", "postgres"] : ["sqlite"];

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "nova-backup-"));
}

// Months a student can pay, each paid on its first day (on time, so the amount is the price).
const MONTHS = Array.from({ length: 48 }, (_, i) => {
  const d = new Date(Date.UTC(2022, i, 1));
  return d.toISOString().slice(0, 7);
});

interface Studio {
  dataDir: string;
  databaseUrl?: string;
  db: Database;
  app: App;
  authorization: string;
  students: number[];
  classId: number;
  close: () => Promise<void>;
}

async function openStudio(engine: Engine): Promise<Studio> {
  const { dataDir, databaseUrl, drop } = await freshPlace(engine, "nova_bk");
  const db = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  await seedAdmin(db, new Date());
  // The data folder, as the server has it: an erasure folds the SQLite WAL there.
  const app = await buildApp({ db, jwtSecret: randomBytes(32), dataDir });
  const authorization = await adminAuthorization(app);
  const classId = await insertClass(db, { name: "Ballet", price: 30_000 });
  const students: number[] = [];
  for (let i = 0; i < 6; i++) {
    const name = { firstName: `Alumna${i}`, lastName: "Backup" };
    students.push(await enrolledStudent(db, classId, name, "2022-01-01"));
  }
  return {
    dataDir,
    databaseUrl,
    db,
    app,
    authorization,
    students,
    classId,
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

/** Records payments one after another until stopped; returns the ids acknowledged and when. */
function writePayments(s: Studio, studentIndex: number) {
  const acknowledged: { id: number; at: number }[] = [];
  let stopped = false;
  const done = (async () => {
    for (const month of MONTHS) {
      if (stopped) break;
      const res = await s.app.inject({
        method: "POST",
        url: "/api/payments",
        headers: { authorization: s.authorization },
        payload: {
          studentId: s.students[studentIndex],
          classId: s.classId,
          amount: 30_000,
          paymentMonth: month,
          paymentDate: `${month}-01`,
          paymentMethod: "EFECTIVO",
        },
      });
      if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
      acknowledged.push({ id: res.json().id, at: performance.now() });
    }
  })();
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/**
 * A fresh place for a studio or a restore: a data folder and, on PostgreSQL, an empty database
 * whose name starts with `prefix`.
 */
async function freshPlace(engine: Engine, prefix = "nova_rs") {
  const dataDir = tempDir();
  if (engine === "sqlite") return { dataDir, databaseUrl: undefined, drop: async () => {} };
  const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string, prefix);
  return { dataDir, databaseUrl: created.url, drop: created.drop };
}

/** Restores `backup` into `place` and opens the restored database. */
async function restoreInto(
  place: { dataDir: string; databaseUrl?: string | undefined },
  backup: string,
) {
  const cli = place.databaseUrl
    ? createDatabase({ databaseUrl: place.databaseUrl, applicationName: "nova-cli" })
    : undefined;
  try {
    await restoreBackup(place, backup, new Date(), cli);
  } finally {
    await cli?.destroy();
  }
  return createDatabase(
    place.databaseUrl
      ? { databaseUrl: place.databaseUrl }
      : { sqliteFile: sqliteFileOf(place.dataDir) },
  );
}

for (const engine of engines) {
  describe(`backups [${engine}]`, () => {
    let s: Studio;
    beforeAll(async () => {
      s = await openStudio(engine);
    });
    afterAll(async () => {
      await s?.close();
    });

    it("takes a verified backup while payments are being written; restored into a fresh place it holds every payment acknowledged before it", async () => {
      const writers = [0, 1, 2].map((i) => writePayments(s, i));
      while (writers.some((w) => w.acknowledged.length < 8))
        await new Promise((r) => setTimeout(r, 10));
      const startedAt = performance.now();
      const backup = await createBackup(s.db, s, new Date());
      for (const w of writers) await w.stop();

      const before = writers.flatMap((w) => w.acknowledged.filter((a) => a.at < startedAt));
      const during = writers.flatMap((w) => w.acknowledged.filter((a) => a.at >= startedAt));
      expect(before.length).toBeGreaterThanOrEqual(24);
      expect(during.length).toBeGreaterThan(0); // writes really ran while it was taken
      expect(path.dirname(backup.file)).toBe(backupsDir(s.dataDir));
      expect(backup.sizeBytes).toBe(fs.statSync(backup.file).size);

      // Restore into a fresh folder (and, on PostgreSQL, a fresh database).
      const { dataDir: fresh, databaseUrl: freshUrl, drop: dropFresh } = await freshPlace(engine);
      const cli = freshUrl
        ? createDatabase({ databaseUrl: freshUrl, applicationName: "nova-cli" })
        : undefined;
      try {
        const restored = await restoreBackup(
          { dataDir: fresh, databaseUrl: freshUrl },
          backup.file,
          new Date(),
          cli,
        );
        expect(restored.takenAt).toBe(backup.at);
        expect(restored.counts).toEqual(backup.counts);
        const db = createDatabase(
          freshUrl ? { databaseUrl: freshUrl } : { sqliteFile: sqliteFileOf(fresh) },
        );
        try {
          const ids = new Set(
            (await db.selectFrom("payments").select("id").execute()).map((r) => r.id),
          );
          for (const { id } of before) expect(ids.has(id)).toBe(true);
          expect(ids.size).toBe(backup.counts.payments);
          if (engine === "sqlite") {
            const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
              db,
            );
            expect(check.rows).toEqual([{ integrity_check: "ok" }]);
          }
          expect(await countRows(db)).toEqual(backup.counts);
        } finally {
          await db.destroy();
        }
      } finally {
        await cli?.destroy();
        await dropFresh();
      }
    });

    it("shows the newest backup's time and size in the settings API", async () => {
      const at = new Date("2030-01-02T03:04:05.678Z");
      const backup = await createBackup(s.db, s, at);
      const res = await s.app.inject({
        method: "GET",
        url: "/api/settings/backups",
        headers: { authorization: s.authorization },
      });
      expectExactAnswer(res, 200, {
        lastBackup: {
          at: "2030-01-02T03:04:05.678Z",
          file: `nova-2030-01-02T03-04-05-678Z.${engine === "sqlite" ? "sqlite" : "dump"}`,
          sizeBytes: backup.sizeBytes,
        },
      });
      const anonymous = await s.app.inject({ method: "GET", url: "/api/settings/backups" });
      expect(anonymous.statusCode).toBe(401);
    });

    it("keeps only the newest backupsToKeep backups", async () => {
      await setSettingsSection(s.db, "system", { backupsToKeep: 2 });
      for (const day of ["10", "11", "12"]) {
        await createBackup(s.db, s, new Date(`2031-03-${day}T04:00:00.000Z`));
      }
      expect(fs.readdirSync(backupsDir(s.dataDir)).sort()).toEqual([
        `nova-2031-03-11T04-00-00-000Z.${engine === "sqlite" ? "sqlite" : "dump"}`,
        `nova-2031-03-12T04-00-00-000Z.${engine === "sqlite" ? "sqlite" : "dump"}`,
      ]);
    });

    it("backs up on the schedule of backupFrequency", async () => {
      const last = new Date("2031-03-12T04:00:00.000Z").getTime();
      const at = (hours: number) => new Date(last + hours * 3_600_000);
      await setSettingsSection(s.db, "system", { backupFrequency: "daily", backupsToKeep: 2 });
      expect(await isBackupDue(s.db, at(23))).toBe(false);
      expect(await isBackupDue(s.db, at(24))).toBe(true);
      await setSettingsSection(s.db, "system", { backupFrequency: "weekly", backupsToKeep: 2 });
      expect(await backupIfDue(s.db, s, at(6 * 24))).toBeNull();
      const taken = await backupIfDue(s.db, s, at(7 * 24));
      expect(taken?.at).toBe(at(7 * 24).toISOString());
      expect(await isBackupDue(s.db, at(7 * 24 + 1))).toBe(false);
    });

    it("carries no session and no signing secret; a token from before the backup is refused after restoring it", async () => {
      // The server's own secret: in the database on PostgreSQL, DATA_DIR/jwt-secret on SQLite.
      const secret = await loadJwtSecret(s.db, { dataDir: s.dataDir });
      const server = await buildApp({ db: s.db, jwtSecret: secret });
      const login = await server.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
      const token = `Bearer ${login.json().token}`;
      const sessionId = JSON.parse(
        Buffer.from(login.json().token.split(".")[1], "base64url").toString(),
      ).jti as string;
      await server.close();
      // Later than the backups before it: backupsToKeep (2) would prune an older one at once.
      const backup = await createBackup(s.db, s, new Date("2032-02-02T00:00:00.000Z"));

      if (engine === "sqlite") {
        expect(fs.readFileSync(backup.file).includes(sessionId)).toBe(false);
      } else {
        const list = execFileSync("pg_restore", ["--list", backup.file], { encoding: "utf8" });
        expect(list).toMatch(/TABLE DATA public payments /);
        expect(list).not.toMatch(/TABLE DATA public (sessions|server_secrets) /);
      }

      const place = await freshPlace(engine);
      // Restored by the same server: on SQLite its DATA_DIR keeps its jwt-secret file.
      if (engine === "sqlite") {
        fs.copyFileSync(path.join(s.dataDir, "jwt-secret"), path.join(place.dataDir, "jwt-secret"));
      }
      const restored = await restoreInto(place, backup.file);
      try {
        expect((await restored.selectFrom("sessions").selectAll().execute()).length).toBe(0);
        expect((await restored.selectFrom("server_secrets").selectAll().execute()).length).toBe(0);
        const after = await buildApp({
          db: restored,
          jwtSecret: await loadJwtSecret(restored, { dataDir: place.dataDir }),
        });
        const users = await after.inject({
          method: "GET",
          url: "/api/users",
          headers: { authorization: token },
        });
        expect(users.statusCode).toBe(401);
        await after.close();
      } finally {
        await restored.destroy();
        await place.drop();
      }
    });

    it("writes a manifest with the audit chain's sealed end; the check finds a tail deleted after it", async () => {
      for (let i = 0; i < 3; i++) {
        await s.app.inject({
          method: "POST",
          url: "/api/students",
          headers: { authorization: s.authorization },
          payload: { firstName: "Ancla", lastName: `Manifiesto${i}`, birthDate: "1992-01-01" },
        });
      }
      const backup = await createBackup(s.db, s, new Date("2033-01-01T00:00:00.000Z"));
      const manifest = JSON.parse(
        fs.readFileSync(
          path.join(s.dataDir, "backup-manifests", `${path.basename(backup.file)}.json`),
          "utf8",
        ),
      );
      expect(manifest).toMatchObject({
        file: path.basename(backup.file),
        sizeBytes: backup.sizeBytes,
        excludedTableData: ["sessions", "server_secrets"],
      });
      expect(manifest.audit.rowCount).toBe(backup.counts.audit_log);
      const key = loadAuditKey(s.dataDir);
      const check = () => checkAuditChain(s.db, { key, anchors: externalAnchors(s.dataDir) });
      expect(await check()).toMatchObject({ intact: true });

      // The newest rows deleted and the end moved back: the chain links up, but is short of
      // what the backup's manifest recorded.
      fs.rmSync(path.join(s.dataDir, "audit-anchor.json"));
      const rows = await s.db
        .selectFrom("audit_log")
        .select(["id", "hash"])
        .orderBy("id", "desc")
        .limit(3)
        .execute();
      const keep = rows[2] as { id: number; hash: string | null };
      await s.db.deleteFrom("audit_log").where("id", ">", keep.id).execute();
      await s.db
        .updateTable("audit_chain_head")
        .set((eb) => ({
          last_id: keep.id,
          last_hash: keep.hash ?? "",
          row_count: eb("row_count", "-", 2),
        }))
        .execute();
      const cut = await check();
      expect(cut.intact).toBe(false);
      expect(cut.message).toMatch(/manifiesto del respaldo/);
    });

    it("refuses to restore while the server runs on the database", async () => {
      const backup = fs.readdirSync(backupsDir(s.dataDir)).at(-1) as string;
      const cli = s.databaseUrl
        ? createDatabase({ databaseUrl: s.databaseUrl, applicationName: "nova-cli" })
        : undefined;
      // SQLite: the server's pid file; PostgreSQL: the app's own pool is connected.
      if (!cli) writeServerPidFile(s.dataDir);
      await expect(restoreBackup(s, backup, new Date(), cli)).rejects.toThrow(
        cli ? /conexiones del servidor NOVA abiertas/ : /El servidor está en marcha/,
      );
      await cli?.destroy();
      expect(await countRows(s.db)).toMatchObject({ users: 1 });
    });
  });
}

describe("restore [sqlite]", () => {
  it("keeps the replaced database aside and reports what it restored", async () => {
    const s = await openStudio("sqlite");
    try {
      const backup = await createBackup(s.db, s, new Date("2032-05-06T07:08:09.000Z"));
      await insertStudent(s.db, { firstName: "Después", lastName: "Del Respaldo" });
      await s.app.close();
      await s.db.destroy();

      const restored = await restoreBackup(s, path.basename(backup.file), new Date());
      expect(restored.takenAt).toBe("2032-05-06T07:08:09.000Z");
      expect(restored.counts.students).toBe(6);
      const aside = createDatabase({ sqliteFile: restored.keptAside as string });
      expect((await countRows(aside)).students).toBe(7);
      await aside.destroy();
      const now = createDatabase({ sqliteFile: sqliteFileOf(s.dataDir) });
      expect((await countRows(now)).students).toBe(6);
      await now.destroy();
    } finally {
      await s.close().catch(() => {});
    }
  });
});

// Issue 35, finding 4: a backup taken after an erasure held the person's old values in its free
// pages (grep -a found them, .dump did not); so did the live file. PostgreSQL dumps are logical.
describe("erased values leave no bytes behind [sqlite]", () => {
  it("neither in a backup taken after the erasure nor in the live file and its WAL once checkpointed", async () => {
    const s = await openStudio("sqlite");
    try {
      const rut = formatRut(`17394256${rutCheckDigit("17394256")}`);
      const person = {
        firstName: "Clementina",
        lastName: "Urquieta-Bascuñán",
        birthDate: "1990-02-14",
        dni: rut,
        email: "clementina.urquieta@correo.cl",
        phone: "+56 9 7312 4455",
        address: "Pasaje Los Aromos 4321, Ñuñoa",
        emergencyContactName: "Rosendo Urquieta",
        emergencyContactPhone: "+56 9 6021 3377",
      };
      const api = (method: "POST" | "PUT", url: string, payload: object) =>
        s.app.inject({ method, url, headers: { authorization: s.authorization }, payload });
      const created = await api("POST", "/api/students", person);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      // Her values rewritten once, as a real record is: more old copies to leave behind.
      const edited = await api("PUT", `/api/students/${id}`, {
        ...person,
        phone: "+56 9 7312 4456",
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const erased = await api("POST", `/api/students/${id}/anonymize`, {
        reason: "Solicitud de supresión",
      });
      expect(erased.statusCode, erased.body).toBe(200);
      const values = [
        person.firstName,
        "Urquieta",
        rut,
        "17394256",
        "17.394.256",
        person.email,
        "7312 4455",
        "7312 4456",
        "Los Aromos",
        "6021 3377",
      ];
      const leftIn = (file: string) => {
        const bytes = fs.readFileSync(file);
        return values.filter((v) => bytes.includes(Buffer.from(v, "utf8")));
      };

      // The erasure itself folds the WAL into the file (no reader held it back here): right
      // after it, neither the live file nor its WAL holds a byte of hers.
      const liveFile = sqliteFileOf(s.dataDir);
      expect(leftIn(liveFile)).toEqual([]);
      expect(fs.existsSync(`${liveFile}-wal`) ? leftIn(`${liveFile}-wal`) : []).toEqual([]);

      const backup = await createBackup(s.db, s, new Date("2032-07-08T09:10:11.000Z"));
      expect(leftIn(backup.file)).toEqual([]);
      // The backup is still the whole studio: her placeholder, the other students.
      const copy = new SQLite(backup.file, { readonly: true });
      const names = copy.prepare("select first_name from students order by id").pluck().all();
      copy.close();
      expect(names).toHaveLength(7);
      expect(names).toContain("Persona eliminada");

      // The live database: once SQLite has checkpointed (on its own every 1000 pages; here at
      // once), the next write starts the WAL over and cuts it back. Nothing of hers is left in
      // the file or in the WAL.
      const live = sqliteFileOf(s.dataDir);
      const other = new SQLite(live);
      const [done] = other.pragma("wal_checkpoint(PASSIVE)") as {
        log: number;
        checkpointed: number;
      }[];
      expect(done?.checkpointed).toBe(done?.log);
      other.close();
      await insertStudent(s.db, { firstName: "Otra", lastName: "Alumna" });
      expect(leftIn(live)).toEqual([]);
      expect(leftIn(`${live}-wal`)).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe("restore refuses a file that is not a NOVA backup [sqlite]", () => {
  it("names the refused file and leaves the live database as it was", async () => {
    const dataDir = tempDir();
    const live = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    await seedAdmin(live, new Date());
    await live.destroy();
    const liveBytes = fs.readFileSync(sqliteFileOf(dataDir));

    // Empty tables with the names a backup counts, and nothing else.
    const foreign = path.join(tempDir(), "ajeno.sqlite");
    const other = createDatabase({ sqliteFile: foreign });
    for (const table of COUNTED_TABLES) {
      await sql`create table ${sql.table(table)} (id integer primary key)`.execute(other);
    }
    await other.destroy();
    const refused = restoreBackup({ dataDir }, foreign, new Date());
    await expect(refused).rejects.toThrow(/ajeno\.sqlite no es un respaldo de NOVA/);
    await expect(restoreBackup({ dataDir }, foreign, new Date())).rejects.not.toThrow(
      /nova\.sqlite/,
    );
    expect(fs.readFileSync(sqliteFileOf(dataDir)).equals(liveBytes)).toBe(true);
    expect(fs.existsSync(`${sqliteFileOf(dataDir)}.restoring`)).toBe(false);

    // A NOVA backup from a newer version (a migration this one does not know) is refused too.
    const newer = path.join(tempDir(), "nova-futuro.sqlite");
    fs.copyFileSync(sqliteFileOf(dataDir), newer);
    const future = createDatabase({ sqliteFile: newer });
    await sql`insert into kysely_migration (name, timestamp) values ('2099-01-01-001-futuro', '2099-01-01')`.execute(
      future,
    );
    await future.destroy();
    await expect(restoreBackup({ dataDir }, newer, new Date())).rejects.toThrow(
      /nova-futuro\.sqlite no se puede restaurar con esta versión de NOVA: tiene la migración 2099-01-01-001-futuro/,
    );
    expect(fs.readFileSync(sqliteFileOf(dataDir)).equals(liveBytes)).toBe(true);
  });
});

describe.skipIf(!engines.includes("postgres"))("PostgreSQL client credentials", () => {
  it("passes the password to pg_dump and pg_restore through the environment, never on their command line", async () => {
    // Wrappers first on PATH record each call's arguments and whether PGPASSWORD reached it,
    // then run the real tool.
    const bin = tempDir();
    const log = path.join(bin, "calls.log");
    for (const tool of ["pg_dump", "pg_restore"]) {
      const real = execFileSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).trim();
      fs.writeFileSync(
        path.join(bin, tool),
        `#!/bin/sh\necho "${tool} $* PGPASSWORD=\${PGPASSWORD:-none}" >> ${log}\nexec ${real} "$@"\n`,
        { mode: 0o700 },
      );
    }
    const password = "clave-pg-que-no-se-ve";
    const withPassword = (url: string) => {
      const u = new URL(url);
      u.password = password; // the test server trusts local connections, so any password works
      return u.toString();
    };
    const s = await openStudio("postgres");
    const place = await freshPlace("postgres");
    const path0 = process.env.PATH;
    process.env.PATH = `${bin}:${path0}`;
    try {
      const backup = await createBackup(
        s.db,
        { dataDir: s.dataDir, databaseUrl: withPassword(s.databaseUrl as string) },
        new Date(),
      );
      const restored = await restoreInto(
        { dataDir: place.dataDir, databaseUrl: withPassword(place.databaseUrl as string) },
        backup.file,
      );
      await restored.destroy();
    } finally {
      process.env.PATH = path0;
      await s.close();
      await place.drop();
    }
    const calls = fs.readFileSync(log, "utf8").trim().split("\n");
    expect(calls.filter((c) => c.includes("--dbname=")).length).toBeGreaterThanOrEqual(3);
    for (const call of calls) expect(call.replace(/PGPASSWORD=.*$/, "")).not.toContain(password);
    for (const call of calls.filter((c) => c.includes("--dbname="))) {
      expect(call).toContain(`PGPASSWORD=${password}`);
    }
  });
});
