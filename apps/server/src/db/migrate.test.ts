import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestContext, databaseKinds } from "../../test/support/test-app.ts";
import { createDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

const TABLES = [
  "users",
  "sessions",
  "students",
  "teachers",
  "classes",
  "class_schedules",
  "teacher_assignments",
  "teacher_status_changes",
  "enrollments",
  "payments",
  "settings",
  "audit_log",
  "idempotency_keys",
];

describe("migrations", () => {
  it("create every table on a fresh SQLite file, with WAL and foreign keys on, and run twice safely", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-migrate-"));
    const file = path.join(dir, "nova.sqlite");
    const db = createDatabase({ sqliteFile: file });
    try {
      await migrateToLatest(db);
      await migrateToLatest(db);
      const tables = await db.introspection.getTables();
      expect(tables.map((x) => x.name)).toEqual(expect.arrayContaining(TABLES));
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(mode.rows[0]?.journal_mode).toBe("wal");
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  for (const kind of databaseKinds()) {
    it(`let partial payments of a month add up, voided ones kept [${kind}]`, async () => {
      const t = await createTestContext(kind);
      try {
        const tables = await t.db.introspection.getTables();
        expect(tables.map((x) => x.name)).toEqual(expect.arrayContaining(TABLES));
        const now = new Date().toISOString();
        // The rows a payment needs, as the fixtures write them (the payments are the point).
        const student = await t.seed.student({ firstName: "Ana", lastName: "Rojas" });
        const cls = await t.seed.class({ name: "Jazz", type: "JAZZ", price: 25000 });
        const payment = {
          student_id: student,
          class_id: cls,
          amount: 25000,
          payment_month: "2026-08",
          payment_date: "2026-08-05",
          payment_method: "EFECTIVO",
          notes: null,
          is_late_payment: 0 as const,
          created_by: null,
          created_at: now,
          deleted_at: null,
          deleted_by: null,
        };
        const insert = (receiptNumber: number) =>
          t.db.insertInto("payments").values({ ...payment, receipt_number: receiptNumber });
        const first = await insert(1).returning("id").executeTakeFirstOrThrow();
        // Issue 25: partial payments of one month add up, so a second live row is accepted
        // (the payments service serialises a student's payments and checks what remains).
        await expect(insert(2).execute()).resolves.toBeDefined();
        // A deleted payment no longer blocks a new one for the same month.
        await t.db
          .updateTable("payments")
          .set({ deleted_at: now })
          .where("id", "=", first.id)
          .execute();
        await expect(insert(3).execute()).resolves.toBeDefined();
      } finally {
        await t.close();
      }
    });
  }
});
