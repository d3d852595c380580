import { sql } from "kysely";
import type { Database } from "./database.ts";

// The payment totals and the months' money versions are kept by triggers, one payment at a
// time (migrations 2026-11-25-014b and 2026-11-28-014g). PostgreSQL keeps every version of an
// updated row until the transaction that wrote them ends, and each update walks the versions
// before it: a bulk load of thousands of payments in one transaction updated today's and the
// month's totals thousands of times (a 20,000-student seed took 4.5 minutes, its last inserts
// 0.7 s each). Such a load goes in with those triggers off, and the totals are added up once.

/** The PostgreSQL triggers that keep the payment totals and the months' money versions. */
const PAYMENT_TRIGGERS = ["payment_totals_follow", "month_money_versions_follow"];

/**
 * Runs `load` (payments inserted in bulk into an empty ledger, inside the transaction `trx`) with
 * the payment triggers off, then adds up what they would have written. PostgreSQL only.
 */
export async function loadPaymentsWithoutTriggers(trx: Database, load: () => Promise<void>) {
  for (const name of PAYMENT_TRIGGERS) {
    await sql`alter table payments disable trigger ${sql.ref(name)}`.execute(trx);
  }
  await load();
  await sql`
    insert into payment_totals (payment_month, class_id, is_late_payment, amount, payments)
    select payment_month, class_id, is_late_payment, sum(amount), count(*)
    from payments where deleted_at is null
    group by payment_month, class_id, is_late_payment`.execute(trx);
  await sql`
    insert into payment_day_totals (payment_date, amount, payments)
    select payment_date, sum(amount), count(*)
    from payments where deleted_at is null
    group by payment_date`.execute(trx);
  await sql`
    insert into month_money_versions (payment_month, version)
    select distinct payment_month, 1 from payments`.execute(trx);
  for (const name of PAYMENT_TRIGGERS) {
    await sql`alter table payments enable trigger ${sql.ref(name)}`.execute(trx);
  }
}
