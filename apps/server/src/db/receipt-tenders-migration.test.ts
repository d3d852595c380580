import { expect, it } from "vitest";
import { atMigration, insertOld } from "../../test/support/migrations.ts";
import { databaseKinds } from "../../test/support/test-app.ts";
import { migrateToLatest } from "./migrate.ts";

// Issue 36: every receipt written before tenders gets one, its method for its whole total, so
// no close, receipt or report reads differently after the migration.

for (const kind of databaseKinds()) {
  it(`gives every existing receipt one tender: its method, its total [${kind}]`, async () => {
    await atMigration(kind, "2026-12-01-030-2-family-inbox", async ({ db, old }) => {
      const receipts = [
        [1, "EFECTIVO", 44_889],
        [2, "TRANSFERENCIA", 30_000],
        [3, "TARJETA", 12_500],
      ] as const;
      for (const [number, method, total] of receipts) {
        await insertOld(old, "receipts", {
          number,
          payment_date: "2026-12-05",
          payment_method: method,
          total,
          notes: null,
          tax_document_number: null,
          created_by: null,
          created_at: "2026-12-05T15:00:00.000Z",
        });
      }
      await migrateToLatest(db);
      const tenders = await db
        .selectFrom("receipt_tenders")
        .innerJoin("receipts", "receipts.id", "receipt_tenders.receipt_id")
        .select(["receipts.number", "method", "amount", "position"])
        .orderBy("receipts.number")
        .execute();
      expect(tenders.map((r) => [r.number, r.method, Number(r.amount), r.position])).toEqual(
        receipts.map(([number, method, total]) => [number, method, total, 1]),
      );
    });
  });
}
