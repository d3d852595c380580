// The reports' ledger reads only the pairs that may still owe (records/ledger/ledger-facts.ts
// `owingOnly`): the database leaves out a month already settled, the domain decides the rest.
// Students on both sides of that line, checked against the whole month's ledger and the API,
// on both engines.
import { ledgerItems } from "@nova/domain";
import { beforeAll, expect, it } from "vitest";
import { loadMonthLedger } from "../src/records/ledger/month-ledger.ts";
import { loadStudio } from "../src/records/system/settings.ts";
import { adminApi } from "./support/fixtures.ts";
import { describeEachDatabase } from "./support/test-app.ts";

/*
 * Today 2026-08-15; July is due 07-10, late fee 15 %. Jazz $30.000 (no schedule), every
 * student enrolled since 06-01 except Fiona (07-12: first month, due 10 days later):
 *   Ana     30.000 on 07-05                  settled by the due date: left out, owes 0
 *   Berta   30.000 on 07-20                  late: owes the 4.500 surcharge
 *   Carla   34.500 on 07-20                  late, surcharge paid: owes 0 (kept: the rounding
 *                                            margin, half the largest roundTo plus a peso)
 *   Carmen  34.600 on 07-20                  over it: left out
 *   Dora    34.499 on 07-20                  owes 1
 *   Elena   20.000 on 07-05 + 10.000 on 07-09  settled by two lines: left out
 *   Fiona   30.000 on 07-20 (first month)    on time for her: owes 0 (kept, the domain decides)
 *   Hilda   nothing                          owes 34.500
 *   Inés    30.000 on 07-05, voided          owes 34.500
 */
describeEachDatabase("the reports read only the months that may still owe", (t) => {
  const api = adminApi(t);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const jazz = await t.seed.class({ name: "Jazz", price: 30_000 });
    const student = async (name: string, since = "2026-06-01") => {
      ids[name] = await t.seed.student({ firstName: name, lastName: "Prueba" });
      await t.seed.enroll(ids[name] as number, jazz, since);
      return ids[name] as number;
    };
    const pay = (studentId: number, amount: number, date: string, deleted = false) =>
      t.seed.payment({ studentId, classId: jazz, amount, month: "2026-07", date, deleted });
    await pay(await student("Ana"), 30_000, "2026-07-05");
    await pay(await student("Berta"), 30_000, "2026-07-20");
    await pay(await student("Carla"), 34_500, "2026-07-20");
    await pay(await student("Carmen"), 34_600, "2026-07-20");
    await pay(await student("Dora"), 34_499, "2026-07-20");
    const elena = await student("Elena");
    await pay(elena, 20_000, "2026-07-05");
    await pay(elena, 10_000, "2026-07-09");
    await pay(await student("Fiona", "2026-07-12"), 30_000, "2026-07-20");
    await student("Hilda");
    await pay(await student("Inés"), 30_000, "2026-07-05", true);
  });

  it("leaves out exactly the settled months and owes what the whole ledger owes", async () => {
    const studio = await loadStudio(t.db, t.clock.now());
    const owing = (facts: Awaited<ReturnType<typeof loadMonthLedger>>) =>
      ledgerItems({ months: ["2026-07"], asOf: studio.today, rules: studio.rules, ...facts })
        .filter((i) => i.remainingAmount > 0)
        .map((i) => [i.studentId, i.remainingAmount, i.status])
        .sort((a, b) => Number(a[0]) - Number(b[0]));
    const all = await loadMonthLedger(t.db, "2026-07", studio.rules);
    const narrowed = await loadMonthLedger(t.db, "2026-07", studio.rules, undefined, {
      owingOnly: true,
    });
    expect(all.students).toHaveLength(9);
    expect(narrowed.students.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      [ids.Berta, ids.Carla, ids.Dora, ids.Fiona, ids.Hilda, ids.Inés].sort(
        (a, b) => Number(a) - Number(b),
      ),
    );
    expect(owing(narrowed)).toEqual(owing(all));
    expect(owing(all)).toEqual(
      [
        [ids.Berta, 4_500, "PARTIAL"],
        [ids.Dora, 1, "PARTIAL"],
        [ids.Hilda, 34_500, "PENDING"],
        [ids.Inés, 34_500, "PENDING"],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  it("the outstanding report and the debts report owe the same", async () => {
    const outstanding = (await api("GET", "/api/reports/outstanding-payments/2026-07")).json();
    expect(outstanding.totalOutstandingAmount).toBe(4_500 + 1 + 34_500 + 34_500);
    const debts = (await api("GET", "/api/reports/debts")).json();
    const july = debts.students.flatMap((s: { months: { paymentMonth: string }[] }) =>
      s.months.filter((m) => m.paymentMonth === "2026-07"),
    );
    expect(
      july.reduce((sum: number, m: { remainingAmount: number }) => sum + m.remainingAmount, 0),
    ).toBe(4_500 + 1 + 34_500 + 34_500);
  });
});
