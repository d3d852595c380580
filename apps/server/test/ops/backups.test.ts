import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.ts";
import { createDatabase, type Database } from "../../src/db/database.ts";
import { createPostgresDatabase } from "../../src/db/scratch-postgres-database.ts";
import { ensureAdminUser } from "../../src/modules/auth/bootstrap-admin.ts";
import { backupIfDue, isBackupDue } from "../../src/modules/backups/backup-schedule.ts";
import { countRows } from "../../src/modules/backups/backups.repository.ts";
import {
  backupsDir,
  createBackup,
  restoreBackup,
} from "../../src/modules/backups/backups.service.ts";
import { openDatabase, sqliteFileOf } from "../../src/open-database.ts";
import { writeServerPidFile } from "../../src/server-pid.ts";
import { enroll, insertClass, insertStudent, setSettingsSection } from "../support/fixtures.ts";

const ADMIN = { username: "admin", password: "clave-de-prueba-123" };
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
  const dataDir = tempDir();
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (engine === "postgres") {
    const created = await createPostgresDatabase(
      process.env.TEST_DATABASE_URL as string,
      "nova_bk",
    );
    databaseUrl = created.url;
    drop = created.drop;
  }
  const db = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  await ensureAdminUser(db, ADMIN, new Date());
  const app = await buildApp({ db, jwtSecret: randomBytes(32) });
  const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
  const classId = await insertClass(db, { name: "Ballet", price: 30_000 });
  const students: number[] = [];
  for (let i = 0; i < 6; i++) {
    const id = await insertStudent(db, { firstName: `Alumna${i}`, lastName: "Backup" });
    await enroll(db, id, classId, "2022-01-01");
    students.push(id);
  }
  return {
    dataDir,
    databaseUrl,
    db,
    app,
    authorization: `Bearer ${login.json().token}`,
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
      const fresh = tempDir();
      let freshUrl: string | undefined;
      let dropFresh = async () => {};
      if (engine === "postgres") {
        const created = await createPostgresDatabase(
          process.env.TEST_DATABASE_URL as string,
          "nova_rs",
        );
        freshUrl = created.url;
        dropFresh = created.drop;
      }
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
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
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
