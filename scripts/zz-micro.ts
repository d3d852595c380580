// Times the money reads in-process over a bench studio: owingOnly off vs on, same minute.
import path from "node:path";
import { createDatabase } from "../apps/server/src/db/database.ts";
import { createBenchStudio } from "../scripts/bench/studio.ts";
import { debtsReport, outstandingReport } from "../apps/server/src/modules/reports/reports.service.ts";
import { loadMonthLedger } from "../apps/server/src/records/ledger-facts.ts";
import { loadStudio } from "../apps/server/src/records/settings.ts";
import { ledgerItems, lastNMonths } from "@nova/domain";

const engine = (process.env.ENGINE ?? "sqlite") as "sqlite" | "postgres";
const studio = await createBenchStudio(engine, 2000);
let queries = 0;
const db = createDatabase({ databaseUrl: studio.databaseUrl, sqliteFile: path.join(studio.dataDir, "nova.sqlite"), onQuery: () => { queries++; } } as never);
const now = new Date();
const ctx = { db, now: () => now } as never;
async function time(label: string, f: () => Promise<unknown>) {
  const t: number[] = [];
  let q = 0;
  for (let i = 0; i < 7; i++) { queries = 0; const s = performance.now(); await f(); t.push(performance.now() - s); q = queries; }
  t.sort((a, b) => a - b);
  console.log(`${label.padEnd(40)} median ${t[3].toFixed(1)} ms  min ${t[0].toFixed(1)}  queries ${q}`);
}
const st = await loadStudio(db, now);
const months = lastNMonths(st.month, 12);
for (const owingOnly of [false, true]) {
  await time(`12 month ledgers owingOnly=${owingOnly}`, async () => {
    let n = 0; let rows = 0;
    for (const m of months) { const f = await loadMonthLedger(db, m, st.rules, undefined, { owingOnly }); rows += f.enrollments.length; n += ledgerItems({ months: [m], asOf: st.today, rules: st.rules, ...f }).filter((i) => i.remainingAmount > 0).length; }
    if (process.env.VERBOSE) console.log(n, rows);
  });
  await time(`sql only owingOnly=${owingOnly}`, async () => { for (const m of months) await loadMonthLedger(db, m, st.rules, undefined, { owingOnly }); });
}
await time("debtsReport", () => debtsReport(ctx));
await time("outstandingReport", () => outstandingReport(db, st.month, now));
await db.destroy();
await studio.remove();
