import { type LedgerItem, ledgerItems, type YearMonth } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { memoOnStamp, readMonthsVersions } from "../../db/records-memo.ts";
import type { loadStudio } from "../system/settings.ts";
import { type BilledStudent, loadMonthsLedger } from "./month-ledger.ts";

// What remains owed in a month, as the outstanding report, the debts report and the dashboard
// show it: one computation per month, kept until the records or that month's money move (or the
// day changes). After a payment of this month, the first of the three to be asked computes this
// month once and the others reuse it; the debts report's eleven earlier months stay kept.

/** A month's owed ledger items (something remaining) and the students billed in it. */
export type OwedMonth = { month: YearMonth; students: BilledStudent[]; owed: LedgerItem[] };

type Studio = Awaited<ReturnType<typeof loadStudio>>;

/**
 * Each of `months`' owed items, in the order given. The versions are read first, so a kept
 * value is never older than its stamp; the months that changed are read together, in one query.
 */
export async function loadOwedMonths(
  db: Database,
  studio: Studio,
  months: readonly YearMonth[],
): Promise<OwedMonth[]> {
  const versions = await readMonthsVersions(db, months);
  // The rules and the family settings are records: a change moves the records version.
  const stale: { month: YearMonth; done: (value: Promise<OwedMonth>) => void }[] = [];
  const kept = months.map((month) =>
    memoOnStamp(
      db,
      `owed-month:${month}`,
      `${versions.records}|${versions.months.get(month) ?? 0}|${studio.today}`,
      () => new Promise<OwedMonth>((resolve) => stale.push({ month, done: resolve })),
    ),
  );
  if (stale.length > 0) {
    const facts = loadMonthsLedger(
      db,
      stale.map((s) => s.month),
      studio.rules,
      { owingOnly: true, families: studio.settings.families },
    );
    stale.forEach(({ month, done }, index) => {
      done(
        facts.then((all) => {
          const monthFacts = all[index];
          if (!monthFacts) return { month, students: [], owed: [] };
          const items = ledgerItems({
            months: [month],
            asOf: studio.today,
            rules: studio.rules,
            ...monthFacts,
          });
          return {
            month,
            students: monthFacts.students,
            owed: items.filter((item) => item.remainingAmount > 0),
          };
        }),
      );
    });
  }
  return Promise.all(kept);
}
