import { expect, it } from "vitest";
import {
  enroll,
  insertClass,
  insertStudent,
  setSettingsSection,
} from "../../test/support/fixtures.ts";
import { atMigration } from "../../test/support/migrations.ts";
import { databaseKinds } from "../../test/support/test-app.ts";
import { migrateToLatest } from "./migrate.ts";

// Issue 36 (decision 0072): a studio's existing enrollments keep the first-month policy stored
// when the migration runs, in whole pesos, and the new rounding to $10 starts next month.

for (const kind of databaseKinds()) {
  it(`fixes the terms of existing enrollments and starts the rounding next month [${kind}]`, async () => {
    await atMigration(kind, "2026-12-01-030-2-family-inbox", async ({ db }) => {
      const student = await insertStudent(db, { firstName: "Ana", lastName: "Antes" });
      const cls = await insertClass(db, { name: "Ballet Antes", price: 32_000 });
      await enroll(db, student, cls, "2026-11-09");
      await setSettingsSection(db, "payments", { firstMonthPolicy: "prorated", dueDay: 5 });
      await migrateToLatest(db);
      const row = await db
        .selectFrom("enrollments")
        .select(["first_month_policy", "first_month_free_after", "first_month_round_to"])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        first_month_policy: "prorated",
        first_month_free_after: 20,
        first_month_round_to: 1,
      });
      const payments = JSON.parse(
        (
          await db
            .selectFrom("settings")
            .select("value")
            .where("key", "=", "payments")
            .executeTakeFirstOrThrow()
        ).value,
      );
      // The stored settings are kept; the history starts with whole pesos.
      expect(payments).toMatchObject({ firstMonthPolicy: "prorated", dueDay: 5 });
      expect(payments.roundToHistory[0]).toEqual({ from: "2000-01", roundTo: 1 });
      expect(payments.roundToHistory[1]).toMatchObject({ roundTo: 10 });
    });
  });
}
