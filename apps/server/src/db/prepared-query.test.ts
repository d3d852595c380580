import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/support/test-app.ts";
import { preparedQuery } from "./prepared-query.ts";

describeEachDatabase("prepared query", (t) => {
  let builds = 0;
  // A fixed value (the status) stays as built; the slots take each call's values.
  const studentsNamed = preparedQuery(
    (db, slots: { first: string; last: string }, shape: "first" | "both") => {
      builds += 1;
      return db
        .selectFrom("students")
        .select(["id", "first_name", sql<string>`${"fijo"}`.as("constant")])
        .where("status", "=", "active")
        .where("first_name", "=", slots.first)
        .$if(shape === "both", (q) => q.where("last_name", "=", slots.last))
        .orderBy("id");
    },
  );

  it("builds each shape once and runs it with each call's own values", async () => {
    const ana = await t.seed.student({ firstName: "Ana", lastName: "Rojas" });
    const anaToo = await t.seed.student({ firstName: "Ana", lastName: "Soto" });
    const bea = await t.seed.student({ firstName: "Bea", lastName: "Rojas" });
    const ids = async (shape: "first" | "both", first: string, last = "") =>
      (await studentsNamed(t.db, shape, { first, last })).map((r) => r.id);

    builds = 0;
    expect(await ids("first", "Ana")).toEqual([ana, anaToo]);
    expect(await ids("first", "Bea")).toEqual([bea]);
    expect(await ids("both", "Ana", "Soto")).toEqual([anaToo]);
    expect(await ids("both", "Bea", "Soto")).toEqual([]);
    expect(builds).toBe(2);
    const [row] = await studentsNamed(t.db, "first", { first: "Bea", last: "" });
    expect(row).toMatchObject({ first_name: "Bea", constant: "fijo" });
  });

  it("serves a transaction with what was compiled for its database", async () => {
    const ana = await t.seed.student({ firstName: "Ana", lastName: "Vera" });
    await studentsNamed(t.db, "both", { first: "Ana", last: "Vera" });
    builds = 0;
    const inside = await t.db
      .transaction()
      .execute((trx) => studentsNamed(trx, "both", { first: "Ana", last: "Vera" }));
    expect(inside.map((r) => r.id)).toEqual([ana]);
    expect(builds).toBe(0);
  });
});
