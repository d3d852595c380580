import { createDatabase } from "./src/db/database.ts";
import * as r from "./src/modules/reports/reports.repository.ts";
import { revenueByClassForMonths } from "./src/modules/classes/classes.repository.ts";
import { sql } from "kysely";
const db = createDatabase({ sqliteFile: "/tmp/prof/nova.sqlite" });
const A: number[] = [], B: number[] = [], C: number[] = [];
for (let i = 0; i < 15; i++) {
  let t0 = performance.now();
  await r.paymentTotalsByMonthClassAndLateness(db, "2024-12", "2026-11");
  A.push(performance.now() - t0);
  t0 = performance.now();
  await revenueByClassForMonths(db, "2024-12", "2026-11");
  await db.selectFrom("payments").select((eb) => ["payment_month", eb.fn.sum<number>("amount").as("r"), eb.fn.countAll().as("n")]).where("deleted_at", "is", null).where("payment_month", ">=", "2024-12").where("payment_month", "<=", "2026-11").groupBy("payment_month").execute();
  B.push(performance.now() - t0);
  t0 = performance.now();
  await sql`select payment_month, class_id, is_late_payment, sum(amount), count(*) from payments not indexed where deleted_at is null and payment_month >= ${"2024-12"} and payment_month <= ${"2026-11"} group by 1,2,3`.execute(db);
  C.push(performance.now() - t0);
}
const med = (x: number[]) => x.sort((a, b) => a - b)[7]?.toFixed(1);
console.log("combined", med(A), "two", med(B), "combined not indexed", med(C));
await db.destroy();
