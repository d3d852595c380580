import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { createDatabase, type Database } from "../../src/db/database.ts";
import { openDatabase } from "../../src/db/open-database.ts";
import { createPostgresDatabase } from "../../src/db/scratch-postgres-database.ts";
import {
  COPIED_TABLES,
  copyToPostgres,
  NOT_COPIED_TABLES,
} from "../../src/process/copy-to-postgres.ts";
import {
  assignTeacher,
  enroll,
  insertClass,
  insertPayment,
  insertStudent,
  insertTeacher,
  setSettingsSection,
} from "../support/fixtures.ts";
import { adminAuthorization, seedAdmin } from "../support/test-app.ts";

const baseUrl = process.env.TEST_DATABASE_URL;

/** The same GET answered by an app on each database, as JSON. */
async function answers(db: Database, urls: string[]) {
  const app = await buildApp({ db, jwtSecret: randomBytes(32) });
  const authorization = await adminAuthorization(app);
  const out = [];
  for (const url of urls)
    out.push((await app.inject({ method: "GET", url, headers: { authorization } })).json());
  await app.close();
  return out;
}

/** A month of a teacher's honorarios as the API records it. */
const honorariosRow = (teacherId: number, month: string) => ({
  teacher_id: teacherId,
  month,
  boleta_number: `B-${month}`,
  paid_on: `${month}-28`,
  gross: 100_000,
  basis_points: 1_525,
  retention: 15_250,
  recorded_by: null,
  recorded_at: `${month}-28T12:00:00.000Z`,
  updated_at: `${month}-28T12:00:00.000Z`,
});
const honorarios = { teacher: 0 };

describe.skipIf(!baseUrl)("copying a SQLite studio to PostgreSQL", () => {
  let source: Database;
  let target: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-copy-"));
    source = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    await seedAdmin(source, new Date());
    await setSettingsSection(source, "studio", { name: "Estudio Ñuñoa" });
    const teacher = await insertTeacher(source, { firstName: "Marta", lastName: "Ríos" });
    const classes = [
      await insertClass(source, {
        name: "Ballet",
        price: 30_000,
        durationHours: 1.5,
        schedules: [{ dayOfWeek: "MONDAY", startHour: 18, startMinute: 30 }],
      }),
      await insertClass(source, { name: "Salsa", price: 22_500 }),
    ];
    await assignTeacher(source, teacher, classes[0] as number);
    honorarios.teacher = teacher;
    await source
      .insertInto("teacher_honorarios")
      .values(honorariosRow(teacher, "2026-01"))
      .execute();
    for (let i = 0; i < 30; i++) {
      const student = await insertStudent(source, { firstName: `Ana${i}`, lastName: "Núñez" });
      const classId = classes[i % 2] as number;
      await enroll(source, student, classId, "2026-01-01", i % 7 === 0 ? "2026-05-31" : null);
      for (const month of ["2026-01", "2026-02", "2026-03"]) {
        await insertPayment(source, {
          studentId: student,
          classId,
          amount: i % 2 ? 22_500 : 34_500,
          month,
          date: `${month}-05`,
          late: i % 2 === 0,
          deleted: i % 10 === 0 && month === "2026-02",
        });
      }
    }
    const created = await createPostgresDatabase(baseUrl as string, "nova_copy");
    drop = created.drop;
    target = createDatabase({ databaseUrl: created.url, applicationName: "nova-cli" });
  });

  afterAll(async () => {
    await source?.destroy();
    await target?.destroy();
    await drop?.();
  });

  it("keeps every row and total, and the API answers the same on both", async () => {
    const copied = await copyToPostgres(source, target);
    expect(copied.rows).toMatchObject({ students: 30, payments: 90, users: 1, teachers: 1 });
    expect(copied.paymentsTotal).toBe(15 * 3 * 34_500 + 15 * 3 * 22_500);
    expect(copied.livePaymentsTotal).toBe(copied.paymentsTotal - 3 * 34_500);

    const urls = [
      "/api/payments",
      "/api/students",
      "/api/classes",
      "/api/teachers",
      "/api/settings",
      "/api/reports/outstanding-payments/2026-02",
      "/api/reports/teacher-compensation/2026-02",
    ];
    expect(await answers(target, urls)).toEqual(await answers(source, urls));
  });

  it("copies or deliberately leaves out every table of the schema", async () => {
    const listed = [...COPIED_TABLES, ...NOT_COPIED_TABLES].sort();
    for (const db of [source, target]) {
      const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
      expect(tables.map((t) => t.name).sort()).toEqual(listed);
    }
  });

  it("continues the receipt numbers after the copied ones", async () => {
    const counter = async (db: Database) =>
      (
        await db
          .selectFrom("counters")
          .select("value")
          .where("name", "=", "receipt")
          .executeTakeFirstOrThrow()
      ).value;
    expect(Number(await counter(target))).toBe(Number(await counter(source)));
    expect(Number(await counter(target))).toBeGreaterThanOrEqual(90);
  });

  it("continues the ids after the copied ones", async () => {
    const next = await insertStudent(target, { firstName: "Nueva", lastName: "Alumna" });
    const max = await source
      .selectFrom("students")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirstOrThrow();
    expect(next).toBe(Number(max.id) + 1);
    // Also the tables whose rows only the API writes (teacher_honorarios' sequence was left
    // behind once: its first new row took a copied id).
    const paid = await target
      .insertInto("teacher_honorarios")
      .values(honorariosRow(honorarios.teacher, "2026-02"))
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(paid.id).toBe(2);
  });

  it("refuses a target that already holds data", async () => {
    await expect(copyToPostgres(source, target)).rejects.toThrow(
      /La base PostgreSQL de destino no está vacía \(users, sessions, students/,
    );
  });
});
