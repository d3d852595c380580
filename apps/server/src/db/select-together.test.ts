import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/support/test-app.ts";
import { selectTogether } from "./select-together.ts";

describeEachDatabase("reads run together", (t) => {
  it("gives each read the rows, order and types it gives alone, empty reads included", async () => {
    const a = await t.seed.student({
      firstName: "Ana",
      lastName: "Rojas",
      birthDate: "2010-03-04",
    });
    const b = await t.seed.student({ firstName: "Bea", lastName: "Soto" });
    const cls = await t.seed.class({ name: "Jazz", price: 32_000 });
    await t.seed.enroll(b, cls, "2026-03-02");
    await t.seed.enroll(a, cls, "2026-01-05");
    await t.seed.payment({
      studentId: a,
      classId: cls,
      amount: 32_000,
      month: "2026-02",
      date: "2026-02-03",
    });
    await t.seed.payment({
      studentId: a,
      classId: cls,
      amount: 15_500,
      month: "2026-03",
      date: "2026-03-09",
    });

    const reads = () => ({
      // Ordered by something other than the key, with a null and a date kept as text.
      students: t.db
        .selectFrom("students")
        .select(["id", "first_name", "birth_date", sql<string>`'fijo'`.as("constant")])
        .orderBy("first_name", "desc"),
      enrolled: t.db
        .selectFrom("enrollments")
        .select(["student_id", "class_id", "enrollment_date", "ended_on"])
        .orderBy("enrollment_date"),
      // Sums come back as numbers, as db/database.ts parses them alone.
      totals: t.db
        .selectFrom("payments")
        .select((eb) => [
          "student_id",
          eb.fn.sum<number>("amount").as("paid"),
          eb.fn.countAll<number>().as("n"),
        ])
        .groupBy("student_id"),
      lines: t.db
        .selectFrom("payments")
        .select([sql<number>`0`.as("waiver"), "id", "amount", "payment_month"])
        .unionAll(
          t.db
            .selectFrom("fee_waivers")
            .select([
              sql<number>`1`.as("waiver"),
              sql<number>`0`.as("id"),
              sql<number>`0`.as("amount"),
              "payment_month",
            ]),
        )
        .orderBy("waiver")
        .orderBy("id", "desc"),
      none: t.db.selectFrom("students").select("id").where("id", "=", 0),
    });
    const together = await selectTogether(t.db, reads());
    const alone = reads();
    expect(together).toEqual({
      students: await alone.students.execute(),
      enrolled: await alone.enrolled.execute(),
      totals: await alone.totals.execute(),
      lines: await alone.lines.execute(),
      none: [],
    });
    expect(together.students.map((s) => s.id)).toEqual([b, a]);
    expect(together.enrolled.map((e) => e.student_id)).toEqual([a, b]);
    expect(together.totals).toEqual([{ student_id: a, paid: 47_500, n: 2 }]);
  });
});
