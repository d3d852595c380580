import { type Migration, sql } from "kysely";
import { isPostgres } from "../database.ts";
import { column } from "../migration-helpers.ts";

// A version per payment month (issue 14): a report of one month (its compensation, outstanding
// payments, financial figures, a class's payment status) reads only that month's payments, so
// its cached answer stays good when a payment of another month is recorded. Triggers move the
// month's version in the transaction of every write of a payment, whoever makes it, for the
// month it leaves and the month it enters. plugins/read-cache.ts explains the reads.

const sqliteBump = (row: "new" | "old") => `
  insert into month_money_versions (payment_month, version) values (${row}.payment_month, 1)
  on conflict (payment_month) do update set version = version + 1;`;

const postgresFunction = sql`
  create function month_money_versions_follow() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      insert into month_money_versions (payment_month, version) values (old.payment_month, 1)
      on conflict (payment_month) do update set version = month_money_versions.version + 1;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into month_money_versions (payment_month, version) values (new.payment_month, 1)
      on conflict (payment_month) do update set version = month_money_versions.version + 1;
    end if;
    return null;
  end $$`;

export const monthMoneyVersions: Migration = {
  async up(db) {
    await db.schema
      .createTable("month_money_versions")
      .addColumn("payment_month", "text", (c) => c.primaryKey())
      .addColumn("version", "integer", column.notNull)
      .execute();
    if (isPostgres(db)) {
      await postgresFunction.execute(db);
      await sql`
        create trigger month_money_versions_follow after insert or update or delete on payments
        for each row execute function month_money_versions_follow()`.execute(db);
      return;
    }
    for (const [name, event, body] of [
      ["month_money_versions_insert", "insert", sqliteBump("new")],
      ["month_money_versions_update", "update", sqliteBump("old") + sqliteBump("new")],
      ["month_money_versions_delete", "delete", sqliteBump("old")],
    ] as const) {
      await sql
        .raw(`create trigger ${name} after ${event} on payments begin ${body} end`)
        .execute(db);
    }
  },
};
