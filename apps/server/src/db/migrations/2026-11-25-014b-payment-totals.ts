import { type Migration, sql } from "kysely";
import { isPostgres } from "../database.ts";
import { column } from "../migration-helpers.ts";

// The live payments added up (issue 14), so reports read a few rows per month or day instead
// of every payment of a range:
// - payment_totals, per payment month, class and lateness: the financial report, the revenue
//   chart, the classes' and teachers' monthly revenue;
// - payment_day_totals, per payment date: the dashboard's money received in a period.
// Triggers keep them, inside the transaction of whatever writes a payment (the API, test
// fixtures, scripts, the copy to PostgreSQL): a payment counts while it is live, so a soft
// delete takes it out, and an edit moves it from its old group to its new one. A group whose
// payments were all deleted stays with zero payments; readers skip it. pg_restore loads table
// data before it creates triggers, so a restored dump is not counted twice.
// docs/decisions/0039-reads-that-are-cheap-without-a-cache.md explains why a summary and why triggers.

const sqliteAdd = `
  insert into payment_totals (payment_month, class_id, is_late_payment, amount, payments)
  values (new.payment_month, new.class_id, new.is_late_payment, new.amount, 1)
  on conflict (payment_month, class_id, is_late_payment)
  do update set amount = amount + excluded.amount, payments = payments + 1;
  insert into payment_day_totals (payment_date, amount, payments)
  values (new.payment_date, new.amount, 1)
  on conflict (payment_date)
  do update set amount = amount + excluded.amount, payments = payments + 1;`;
const sqliteRemove = `
  update payment_totals set amount = amount - old.amount, payments = payments - 1
  where payment_month = old.payment_month and class_id = old.class_id
    and is_late_payment = old.is_late_payment;
  update payment_day_totals set amount = amount - old.amount, payments = payments - 1
  where payment_date = old.payment_date;`;

const postgresFunction = sql`
  create function payment_totals_follow() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null then
      update payment_totals set amount = amount - old.amount, payments = payments - 1
      where payment_month = old.payment_month and class_id = old.class_id
        and is_late_payment = old.is_late_payment;
      update payment_day_totals set amount = amount - old.amount, payments = payments - 1
      where payment_date = old.payment_date;
    end if;
    if tg_op in ('INSERT', 'UPDATE') and new.deleted_at is null then
      insert into payment_totals (payment_month, class_id, is_late_payment, amount, payments)
      values (new.payment_month, new.class_id, new.is_late_payment, new.amount, 1)
      on conflict (payment_month, class_id, is_late_payment)
      do update set amount = payment_totals.amount + excluded.amount,
                    payments = payment_totals.payments + 1;
      insert into payment_day_totals (payment_date, amount, payments)
      values (new.payment_date, new.amount, 1)
      on conflict (payment_date)
      do update set amount = payment_day_totals.amount + excluded.amount,
                    payments = payment_day_totals.payments + 1;
    end if;
    return null;
  end $$`;

export const paymentTotals: Migration = {
  async up(db) {
    const postgres = isPostgres(db);
    // SQLite: the rows stored in key order, so a range is read without a lookup per row.
    const clustered = <T extends { modifyEnd(s: ReturnType<typeof sql>): T }>(table: T) =>
      postgres ? table : table.modifyEnd(sql`without rowid`);
    await db.schema
      .createTable("payment_totals")
      .addColumn("payment_month", "text", column.notNull)
      .addColumn("class_id", "integer", column.notNull)
      .addColumn("is_late_payment", "integer", column.notNull)
      .addColumn("amount", postgres ? "bigint" : "integer", column.notNull)
      .addColumn("payments", "integer", column.notNull)
      .addPrimaryKeyConstraint("payment_totals_pk", [
        "payment_month",
        "class_id",
        "is_late_payment",
      ])
      .$call(clustered)
      .execute();
    await db.schema
      .createTable("payment_day_totals")
      .addColumn("payment_date", "text", (c) => c.primaryKey())
      .addColumn("amount", postgres ? "bigint" : "integer", column.notNull)
      .addColumn("payments", "integer", column.notNull)
      .$call(clustered)
      .execute();
    await sql`
      insert into payment_totals (payment_month, class_id, is_late_payment, amount, payments)
      select payment_month, class_id, is_late_payment, sum(amount), count(*)
      from payments where deleted_at is null
      group by payment_month, class_id, is_late_payment`.execute(db);
    await sql`
      insert into payment_day_totals (payment_date, amount, payments)
      select payment_date, sum(amount), count(*)
      from payments where deleted_at is null
      group by payment_date`.execute(db);

    if (postgres) {
      await postgresFunction.execute(db);
      await sql`
        create trigger payment_totals_follow after insert or update or delete on payments
        for each row execute function payment_totals_follow()`.execute(db);
      return;
    }
    // An edit fires both update triggers; in either order, as taking out and adding commute.
    for (const [name, event, when, body] of [
      ["payment_totals_insert", "insert", "new", sqliteAdd],
      ["payment_totals_update_old", "update", "old", sqliteRemove],
      ["payment_totals_update_new", "update", "new", sqliteAdd],
      ["payment_totals_delete", "delete", "old", sqliteRemove],
    ] as const) {
      await sql
        .raw(`create trigger ${name} after ${event} on payments
          when ${when}.deleted_at is null begin ${body} end`)
        .execute(db);
    }
  },
};
