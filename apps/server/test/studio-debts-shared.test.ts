// The studio's debts (the debts report, the dashboard's total owed, the reminders of 'Toda la
// deuda') are computed once per ledger position (records/ledger/debts.ts): a request at a
// position already computed reads only the position, not the months and the fees again, and
// requests arriving together share the one computation (issue 37: at 20,000 students each
// request computing its own made PostgreSQL fall behind). Counted in SQL statements.
import { beforeAll, expect, it } from "vitest";
import { bumpDataVersion } from "../src/db/data-version.ts";
import { describeEachDatabase } from "./support/test-app.ts";

describeEachDatabase("the studio's debts, once per ledger position", (t) => {
  beforeAll(async () => {
    const jazz = await t.seed.class({ name: "Jazz", price: 30_000 });
    for (const name of ["Ana", "Bea", "Carla", "Dora"]) {
      await t.seed.enrolledStudent(jazz, { firstName: name, lastName: "Rojas" }, "2026-06-01");
    }
  });

  const queriesOf = async (urls: readonly string[]) => {
    const authorization = await t.authHeader();
    t.resetQueryCount();
    const answers = await Promise.all(urls.map((url) => t.injectAs(authorization, "GET", url)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    return { queries: t.queryCount(), bodies: answers.map((res) => res.json()) };
  };
  const page = (n: number) => `/api/reports/debts?page=${n}&size=1`;

  it("reads the months and the fees once for the requests of one position", async () => {
    await bumpDataVersion(t.db);
    const cold = await queriesOf([page(1)]);
    // Another page at the same position: the first one's computation, not a second.
    const warm = await queriesOf([page(2)]);
    // The session with the cache's versions, the ledger's position and who pays for the page's
    // student (two): no month, no fee read again (each kept month was already shared; the fees
    // were read by every request before), and no settings (kept at the records version the
    // session read).
    expect(cold.queries).toBe(8);
    expect(warm.queries).toBe(4);
    // Four pages asked at once after a write: one computation among them, so each of the
    // other three costs what a page at a computed position costs.
    await bumpDataVersion(t.db);
    const together = await queriesOf([page(1), page(2), page(3), page(4)]);
    expect(together.queries).toBe(cold.queries + 3 * warm.queries);
    // The same figures whichever request computed them.
    const totals = together.bodies.map((b) => (b as { totalOwed: number }).totalOwed);
    expect(new Set(totals).size).toBe(1);
    expect(totals[0]).toBe((cold.bodies[0] as { totalOwed: number }).totalOwed);
  });

  it("gives the dashboard and a page asked together the same total owed", async () => {
    const before = await queriesOf([page(1), "/api/dashboard?period=month"]);
    const [report, dashboard] = before.bodies as [
      { totalOwed: number },
      { alerts?: unknown; totalOwed?: number; debts?: { totalOwed: number } },
    ];
    expect(report.totalOwed).toBeGreaterThan(0);
    expect(JSON.stringify(dashboard)).toContain(`"totalOwed":${report.totalOwed}`);
  });
});
