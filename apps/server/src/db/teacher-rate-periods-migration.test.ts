import { expect, it } from "vitest";
import {
  atMigration,
  insertOld,
  insertOldClass,
  insertOldTeacher,
} from "../../test/support/migrations.ts";
import { databaseKinds } from "../../test/support/test-app.ts";
import { migrateToLatest } from "./migrate.ts";

// Issue 25, finding 9: teachers recorded before rates get their status history as rate history
// (each status at its date, its role's default), so no month's pay changes; a teacher without
// status rows gets her role's default from her first assignment.

for (const kind of databaseKinds()) {
  it(`seeds every teacher's rate periods from her status history [${kind}]`, async () => {
    await atMigration(kind, "2026-11-30-025-8-cash-close-float", async ({ db, old }) => {
      const teacher = (first: string, owner: 0 | 1) =>
        insertOldTeacher(old, {
          first,
          last: "Tasa",
          owner,
          createdAt: "2025-03-04T12:00:00.000Z",
          sortKey: `tasa ${first}`,
        });
      const promoted = await teacher("ines", 1);
      const bare = await teacher("vale", 0);
      for (const [from, owner] of [
        ["2025-03-04", 0],
        ["2026-02-10", 1],
      ] as const) {
        await insertOld(old, "teacher_status_changes", {
          teacher_id: promoted,
          effective_from: from,
          is_studio_owner: owner,
          recorded_at: `${from}T12:00:00.000Z`,
        });
      }
      const klass = await insertOldClass(old, "Salsa", "2025-01-01T00:00:00.000Z");
      await insertOld(old, "teacher_assignments", {
        class_id: klass,
        teacher_id: bare,
        assigned_from: "2025-09-01",
        ended_on: null,
        assigned_at: "2025-09-01T12:00:00.000Z",
      });

      await migrateToLatest(db);
      const rows = await db
        .selectFrom("teacher_rate_periods")
        .select(["teacher_id", "effective_from", "percent"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { teacher_id: promoted, effective_from: "2025-03-04", percent: 50 },
        { teacher_id: promoted, effective_from: "2026-02-10", percent: 100 },
        { teacher_id: bare, effective_from: "2025-09-01", percent: 50 },
      ]);
    });
  });
}
