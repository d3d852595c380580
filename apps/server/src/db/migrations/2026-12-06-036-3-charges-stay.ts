import type { Migration } from "kysely";
import { addColumn, column, createIndex, tableWithId } from "../migration-helpers.ts";

/** The month after the one of `now` (UTC is close enough for a from-month a month ahead). */
function nextMonthOf(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, "0")}`;
}

// Issue 36, findings 5 and 6 (decision 0072): charges are facts.
// - An enrollment keeps the first-month terms of the day it was made (policy, free-after day,
//   rounding): a later change of the settings applies to enrollments made after it. Existing
//   enrollments get the settings stored now and whole pesos, as they were charged.
// - A class's price from a month on (`class_price_periods`): a price change applies from a
//   month the admin chooses, months before keep the price they were charged.
// - A studio with enrollments already charged in whole pesos keeps them: the new rounding to
//   tens (the default) applies from next month (payments.roundToHistory).
export const chargesStay: Migration = {
  async up(db) {
    await addColumn(db, "enrollments", "first_month_policy", "text");
    await addColumn(db, "enrollments", "first_month_free_after", "integer");
    await addColumn(db, "enrollments", "first_month_round_to", "integer");
    await tableWithId(db, "class_price_periods")
      .addColumn("class_id", "integer", column.references("classes.id"))
      .addColumn("from_month", "text", column.notNull)
      .addColumn("price", "integer", column.notNull)
      .addColumn("recorded_at", "text", column.notNull)
      .addColumn("recorded_by", "integer", column.optionalReference("users.id"))
      .execute();
    await createIndex(
      db,
      "class_price_periods_class_month_uq",
      "class_price_periods",
      ["class_id", "from_month"],
      { unique: true },
    );

    const any = await db.selectFrom("enrollments").select("id").limit(1).executeTakeFirst();
    if (!any) return;
    const row = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "payments")
      .executeTakeFirst();
    let payments: Record<string, unknown> = {};
    try {
      payments = row ? (JSON.parse(row.value) as Record<string, unknown>) : {};
    } catch {
      payments = {};
    }
    const policy = ["full", "prorated", "free"].includes(String(payments.firstMonthPolicy))
      ? String(payments.firstMonthPolicy)
      : "full";
    const freeAfter =
      typeof payments.freeFirstMonthAfterDay === "number" ? payments.freeFirstMonthAfterDay : 20;
    await db
      .updateTable("enrollments")
      .set({
        first_month_policy: policy,
        first_month_free_after: freeAfter,
        first_month_round_to: 1,
      })
      .execute();
    const value = JSON.stringify({
      ...payments,
      roundToHistory: [
        { from: "2000-01", roundTo: 1 },
        { from: nextMonthOf(new Date()), roundTo: 10 },
      ],
    });
    await db
      .insertInto("settings")
      .values({ key: "payments", value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
  },
};
