import { expect, it } from "vitest";
import { atMigration, insertOld } from "../../test/support/migrations.ts";
import { databaseKinds } from "../../test/support/test-app.ts";
import { migrateToLatest } from "./migrate.ts";

// Issue 35 finding 6: guardians erased before `guardians.anonymized_at` existed are found by
// their placeholder name and marked, so the portal refuses them too; others stay unmarked.

for (const kind of databaseKinds()) {
  it(`marks the guardians erased before the column existed [${kind}]`, async () => {
    await atMigration(kind, "2026-12-01-030-2-family-inbox", async ({ db, old }) => {
      const guardian = async (name: (id: number) => string, updatedAt: string) => {
        const id = await insertOld(old, "guardians", {
          full_name: "provisional",
          rut: null,
          phone: "",
          email: null,
          address: null,
          search_text: "",
          sort_key: "",
          created_at: "2026-11-01T12:00:00.000Z",
          updated_at: updatedAt,
          deleted_at: null,
        });
        await old
          .updateTable("guardians")
          .set({ full_name: name(id) })
          .where("id", "=", id)
          .execute();
        return id;
      };
      const erased = await guardian((id) => `Persona eliminada #${id}`, "2026-11-20T10:00:00.000Z");
      const live = await guardian(() => "Marta Lillo", "2026-11-21T10:00:00.000Z");
      // Someone else's placeholder is not hers.
      const other = await guardian(
        (id) => `Persona eliminada #${id + 1}`,
        "2026-11-22T10:00:00.000Z",
      );
      await migrateToLatest(db);
      const rows = await db
        .selectFrom("guardians")
        .select(["id", "anonymized_at"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { id: erased, anonymized_at: "2026-11-20T10:00:00.000Z" },
        { id: live, anonymized_at: null },
        { id: other, anonymized_at: null },
      ]);
    });
  });
}
