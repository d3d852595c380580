import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/support/test-app.ts";

describeEachDatabase("statements prepared once per connection", (t) => {
  it("runs a repeated query as one named statement on PostgreSQL, with its own values each time", async () => {
    if (t.kind !== "postgres") return;
    // One transaction: one connection, whose prepared statements it can list.
    await t.db.transaction().execute(async (trx) => {
      const names = [];
      for (const username of ["admin", "nadie", "admin"]) {
        const row = await trx
          .selectFrom("users")
          .select("username")
          .where("username", "=", username)
          .executeTakeFirst();
        names.push(row?.username ?? null);
      }
      expect(names).toEqual(["admin", null, "admin"]);
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where name like 'nova_%'`.execute(trx);
      const mine = rows.filter(
        (r) => r.statement === 'select "username" from "users" where "username" = $1',
      );
      expect(mine).toHaveLength(1);
    });
  });
});
