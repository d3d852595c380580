import { describe, expect, it } from "vitest";
import { rng } from "../../../../scripts/demo-data.ts";
import { insertClass, insertPayment, insertStudent } from "../../test/support/fixtures.ts";
import { atMigration } from "../../test/support/migrations.ts";
import { adminDatabase, databaseKinds, describeEachDatabase } from "../../test/support/test-app.ts";
import { isUniqueViolation } from "../lib/db-helpers.ts";
import type { Database } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";
import { loadPaymentsWithoutTriggers } from "./payment-totals.ts";

// payment_totals and payment_day_totals are kept by triggers (migration 2026-11-25-014b): after
// any mix of writes they must equal the live payments added up again from scratch.

/** Sums and counts as numbers: PostgreSQL answers bigint ones as strings. */
const withNumbers = <R extends { amount: unknown; payments: unknown }>(rows: readonly R[]) =>
  rows.map((r) => ({ ...r, amount: Number(r.amount), payments: Number(r.payments) }));

/** Each totals table with the payment columns its rows add up by. */
const TOTALS_KEYS = {
  payment_totals: ["payment_month", "class_id", "is_late_payment"],
  payment_day_totals: ["payment_date"],
} as const;

type TotalsTable = keyof typeof TOTALS_KEYS;

/** A totals table's rows as the triggers keep them. */
async function kept(db: Database, table: TotalsTable) {
  const keys = TOTALS_KEYS[table];
  const rows = await db
    .selectFrom(table)
    .select([...keys, "amount", "payments"])
    .where("payments", ">", 0)
    .orderBy([...keys])
    .execute();
  return withNumbers(rows);
}

/** The same rows added up again from the live payments. */
async function recomputed(db: Database, table: TotalsTable) {
  const keys = TOTALS_KEYS[table];
  const rows = await db
    .selectFrom("payments")
    .select((eb) => [
      ...keys,
      eb.fn.sum<number>("amount").as("amount"),
      eb.fn.countAll<number>().as("payments"),
    ])
    .where("deleted_at", "is", null)
    .groupBy([...keys])
    .orderBy([...keys])
    .execute();
  return withNumbers(rows);
}

/**
 * A student and two classes with four payments: two months, one late, one deleted (three totals
 * by month and class, two by day).
 */
async function recordFourPayments(db: Database, { receipt }: { receipt: boolean }) {
  const student = await insertStudent(db, { firstName: "Ana", lastName: "Uno" });
  const salsa = await insertClass(db, { name: "Salsa", price: 20_000 });
  const tango = await insertClass(db, { name: "Tango", price: 25_000 });
  for (const [classId, month, amount, late, deleted] of [
    [salsa, "2026-07", 20_000, false, false],
    [salsa, "2026-08", 23_000, true, false],
    [tango, "2026-08", 25_000, false, false],
    [tango, "2026-08", 25_000, false, true],
  ] as const) {
    await insertPayment(db, {
      studentId: student,
      classId,
      amount,
      month,
      date: `${month}-20`,
      late,
      deleted,
      receipt,
    });
  }
  return { student, tango };
}

/** The totals of `recordFourPayments`, as its live payments add up. */
async function expectFourPaymentsAddedUp(db: Database) {
  for (const [table, length] of [
    ["payment_totals", 3],
    ["payment_day_totals", 2],
  ] as const) {
    expect(await kept(db, table)).toEqual(await recomputed(db, table));
    expect(await kept(db, table)).toHaveLength(length);
  }
}

describeEachDatabase("payment totals", (t) => {
  it("equal the live payments added up after inserts, soft deletes, edits and hard deletes", async () => {
    const random = rng(14);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const students = [
      await t.seed.student({ firstName: "Ana", lastName: "Uno" }),
      await t.seed.student({ firstName: "Bea", lastName: "Dos" }),
      await t.seed.student({ firstName: "Cata", lastName: "Tres" }),
    ];
    const classes = [
      await t.seed.class({ name: "Salsa", price: 20_000 }),
      await t.seed.class({ name: "Tango", price: 25_000 }),
    ];
    const months = ["2026-06", "2026-07", "2026-08"];
    const authorization = await t.authHeader();
    const ids = async () =>
      (await t.db.selectFrom("payments").select(["id", "deleted_at"]).execute()).map((r) => ({
        id: r.id,
        live: r.deleted_at === null,
      }));
    let deletedThroughApi = 0;
    for (let step = 0; step < 80; step++) {
      const action = random();
      const existing = await ids();
      try {
        if (action < 0.45 || existing.length === 0) {
          const month = pick(months);
          await t.seed.payment({
            studentId: pick(students),
            classId: pick(classes),
            amount: 1_000 * Math.ceil(random() * 30),
            month,
            date: `${month}-1${Math.floor(random() * 9)}`,
            late: random() < 0.3,
            deleted: random() < 0.1,
          });
        } else if (action < 0.6) {
          const live = existing.filter((p) => p.live);
          if (live.length === 0) continue;
          const res = await t.injectAs(authorization, "DELETE", `/api/payments/${pick(live).id}`);
          expect(res.statusCode, res.body).toBe(204);
          deletedThroughApi += 1;
        } else if (action < 0.9) {
          // An edit behind the API: any column that decides the group, or a restore.
          const target = pick(existing).id;
          const change = pick(["month", "date", "class", "late", "amount", "restore"] as const);
          await t.db
            .updateTable("payments")
            .set(
              change === "month"
                ? { payment_month: pick(months) }
                : change === "date"
                  ? { payment_date: `${pick(months)}-0${1 + Math.floor(random() * 9)}` }
                  : change === "class"
                    ? { class_id: pick(classes) }
                    : change === "late"
                      ? { is_late_payment: random() < 0.5 ? 1 : 0 }
                      : change === "amount"
                        ? { amount: 500 * Math.ceil(random() * 60) }
                        : { deleted_at: null },
            )
            .where("id", "=", target)
            .execute();
        } else {
          await t.db.deleteFrom("payments").where("id", "=", pick(existing).id).execute();
        }
      } catch (error) {
        // A second live payment of a student, class and month: refused, nothing written.
        if (!isUniqueViolation(error)) throw error;
      }
      for (const table of ["payment_totals", "payment_day_totals"] as const) {
        expect(await kept(t.db, table), `${table} step ${step}`).toEqual(
          await recomputed(t.db, table),
        );
      }
    }
    // The walk did reach every kind of write and left something to add up.
    expect(deletedThroughApi).toBeGreaterThan(0);
    expect((await recomputed(t.db, "payment_totals")).length).toBeGreaterThan(3);
  });
});

describe("payment totals migration", () => {
  for (const kind of databaseKinds()) {
    it(`adds up the payments already recorded [${kind}]`, async () => {
      await atMigration(kind, "2026-11-25-014-read-indexes", async ({ db }) => {
        await recordFourPayments(db, { receipt: false });
        await migrateToLatest(db);
        await expectFourPaymentsAddedUp(db);
      });
    });
  }
});

describe("a bulk load with the triggers off (the seed on PostgreSQL)", () => {
  for (const kind of databaseKinds().filter((k) => k === "postgres")) {
    it(`adds up what the triggers would have written, and turns them on again [${kind}]`, async () => {
      const { db, drop } = await adminDatabase(kind);
      try {
        let recorded = { student: 0, tango: 0 };
        await db.transaction().execute((trx) =>
          loadPaymentsWithoutTriggers(trx, async () => {
            recorded = await recordFourPayments(trx, { receipt: true });
          }),
        );
        const { student, tango } = recorded;
        await expectFourPaymentsAddedUp(db);
        const versions = await db.selectFrom("month_money_versions").selectAll().execute();
        expect(versions.map((v) => v.payment_month).sort()).toEqual(["2026-07", "2026-08"]);
        // The triggers are on again: the next payment moves the totals and its month's version.
        await insertPayment(db, {
          studentId: student,
          classId: tango,
          amount: 25_000,
          month: "2026-07",
          date: "2026-07-20",
        });
        expect(await kept(db, "payment_totals")).toEqual(await recomputed(db, "payment_totals"));
        const july = await db
          .selectFrom("month_money_versions")
          .select("version")
          .where("payment_month", "=", "2026-07")
          .executeTakeFirstOrThrow();
        expect(july.version).toBe(2);
      } finally {
        await db.destroy();
        await drop?.();
      }
    });
  }
});
