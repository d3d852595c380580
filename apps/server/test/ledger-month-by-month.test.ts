// Issue 37: on SQLite a statement holds its process to the end, so once a whole read of several
// months took too long (1.3 s for the debts' twelve months of 20,000 students), the ledger is
// read a month at a time with a turn of the event loop between (records/ledger/month-ledger.ts).
// The rows must be the same either way, and the split must never reach PostgreSQL (whose
// statements do not hold the process), a transaction or a few students' read.
import { groupBy, type YearMonth } from "@nova/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../src/db/database.ts";
import { readLedgerRows } from "../src/records/ledger/month-ledger.ts";
import { loadStudio } from "../src/records/system/settings.ts";
import { enroll, insertClass, insertPayment, insertStudent } from "./support/fixtures.ts";
import { adminDatabase, databaseKinds, TestClock } from "./support/test-app.ts";

const MONTHS: YearMonth[] = ["2026-05", "2026-06", "2026-07", "2026-08"];

for (const kind of databaseKinds()) {
  describe(`the ledger read a month at a time [${kind}]`, () => {
    let db: Database;
    let drop: (() => Promise<void>) | undefined;
    let statements = 0;
    const clock = new TestClock();
    const rules = async () => (await loadStudio(db, clock.now())).rules;

    beforeAll(async () => {
      ({ db, drop } = await adminDatabase(kind, {
        now: clock.now(),
        onQuery: () => {
          statements += 1;
        },
      }));
      const salsa = await insertClass(db, { name: "Salsa", price: 25_000 });
      const tango = await insertClass(db, { name: "Tango", price: 30_000 });
      const names = ["Zoe", "Ana", "Marta", "Beatriz", "Lucía", "Carla"];
      for (const [i, name] of names.entries()) {
        const id = await insertStudent(db, { firstName: name, lastName: "Mes" });
        await enroll(db, id, salsa, "2026-04-01");
        if (i % 2 === 0) await enroll(db, id, tango, "2026-06-15");
        // Some months paid whole, one partly, one late, the rest owed.
        if (i % 3 !== 0) {
          const amount = i % 3 === 1 ? 25_000 : 10_000;
          await insertPayment(db, {
            studentId: id,
            classId: salsa,
            amount,
            month: "2026-06",
            date: "2026-06-05",
          });
        }
        await insertPayment(db, {
          studentId: id,
          classId: salsa,
          amount: 25_000,
          month: "2026-07",
          date: i === 4 ? "2026-07-25" : "2026-07-03",
        });
      }
    });

    afterAll(async () => {
      await db?.destroy();
      await drop?.();
    });

    /**
     * Each month's rows, students in the order read (what loadMonthsLedger takes from them); a
     * student's own rows (classes, lines) come in no set order on either path.
     */
    const byMonth = (rows: readonly { month: string; student_id: number }[]) =>
      Object.fromEntries(
        [...groupBy(rows, (r) => r.month)].map(([month, ofMonth]) => [
          month,
          [...groupBy(ofMonth, (r) => r.student_id)].map(([id, own]) => [
            id,
            own.map((r) => JSON.stringify(r)).sort(),
          ]),
        ]),
      );

    it("reads the same rows of each month as the single statement, owing or whole", async () => {
      for (const owingOnly of [false, true]) {
        const together = await readLedgerRows(db, MONTHS, await rules(), { owingOnly }, false);
        const apart = await readLedgerRows(db, MONTHS, await rules(), { owingOnly }, true);
        expect(together.length).toBeGreaterThan(0);
        expect(byMonth(apart)).toEqual(byMonth(together));
      }
    });

    it("after a read that held the process too long, splits the studio's later reads (SQLite only)", async () => {
      const counted = async (read: () => Promise<unknown>) => {
        statements = 0;
        await read();
        return statements;
      };
      const studioRules = await rules();
      const whole = () => readLedgerRows(db, MONTHS, studioRules, { owingOnly: true });
      expect(await counted(whole)).toBe(1);
      // The process's CPU time, which the read is timed with, says it took a second.
      const now = vi
        .spyOn(process, "cpuUsage")
        .mockReturnValueOnce({ user: 0, system: 0 })
        .mockReturnValueOnce({ user: 900_000, system: 100_000 });
      try {
        expect(await counted(whole)).toBe(1);
      } finally {
        now.mockRestore();
      }
      expect(await counted(whole)).toBe(kind === "sqlite" ? MONTHS.length : 1);
      // A few students' read (a patch) and a read inside a transaction stay one statement.
      const few = () =>
        readLedgerRows(db, MONTHS, studioRules, { owingOnly: true, studentIds: new Set([1, 2]) });
      expect(await counted(few)).toBe(1);
      const inTransaction = () =>
        db.transaction().execute((trx) => readLedgerRows(trx, MONTHS, studioRules, {}));
      expect(await counted(inTransaction)).toBeLessThanOrEqual(3);
    });
  });
}
