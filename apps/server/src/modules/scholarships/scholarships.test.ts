import type { ScholarshipResponse, StudentUnpaidMonthsResponse } from "@nova/domain";
import { beforeAll, expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { tallyStatuses } from "../../../test/support/concurrency.ts";
import { createdId, getOk } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 26 item 4: a scholarship or one-off discount per student, admin only, applied by the
// ledger as its own discount line, never below 0. The clock is 2026-08-15; late fee 15 %.
describeEachDatabase("scholarships (issue 26)", (t) => {
  const api = adminApi(t);
  const ids = { ballet: 0, ana: 0 };
  let staff = "";

  const owedOf = () =>
    getOk<StudentUnpaidMonthsResponse>(api, `/api/students/${ids.ana}/outstanding-payments`);
  const august = async () =>
    (await owedOf()).months.find((m) => m.month === "2026-08")?.outstandingPayments[0];

  beforeAll(async () => {
    ids.ballet = await t.seed.class({ name: "Ballet", price: 30_000 });
    ids.ana = await t.seed.enrolledStudent(
      ids.ballet,
      { firstName: "Ana", lastName: "Becada" },
      "2026-06-01",
    );
    staff = await t.loginAs({ username: "recepcion", password: "recepcion-123", role: "staff" });
  });

  it("applies a percent scholarship in its months as its own discount line", async () => {
    const res = await api("POST", `/api/students/${ids.ana}/scholarships`, {
      kind: "percent",
      value: 50,
      fromMonth: "2026-08",
      toMonth: "2026-12",
      reason: "Beca deportiva",
    });
    expectAnswer(res, 201, { kind: "percent", value: 50, endedAt: null });
    const item = await august();
    expect(item?.charge).toBe(15_000);
    expect(item?.discounts).toEqual([
      { kind: "SCHOLARSHIP", label: "Beca 50 %", percent: 50, amount: 15_000 },
    ]);
    // July is before it: charged in full (and late).
    const july = (await owedOf()).months.find((m) => m.month === "2026-07");
    expect(july?.outstandingPayments[0]?.charge).toBe(30_000);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action"])
      .where("entity", "=", "scholarship")
      .execute();
    expect(audit).toEqual([{ action: "create" }]);
  });

  it("never makes a charge negative: an amount above the month takes it to 0", async () => {
    const res = await api("POST", `/api/students/${ids.ana}/scholarships`, {
      kind: "amount",
      value: 50_000,
      fromMonth: "2026-08",
      toMonth: null,
      reason: "Descuento puntual por lesión",
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = await august();
    // No item left to owe in August: its charge is 0.
    expect(item?.charge ?? 0).toBe(0);
    const all = (await owedOf()).months.flatMap((m) => m.outstandingPayments);
    for (const i of all) expect(i.charge).toBeGreaterThanOrEqual(0);
  });

  it("refuses a write to staff (403) and lets staff read them", async () => {
    const post = await t.injectAs(staff, "POST", `/api/students/${ids.ana}/scholarships`, {
      kind: "percent",
      value: 10,
      fromMonth: "2026-08",
      reason: "x",
    });
    expect(post.statusCode).toBe(403);
    const list = await t.injectAs(staff, "GET", `/api/students/${ids.ana}/scholarships`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as ScholarshipResponse[]).map((s) => s.reason)).toEqual([
      "Descuento puntual por lesión",
      "Beca deportiva",
    ]);
    const [first] = list.json() as ScholarshipResponse[];
    const end = await t.injectAs(
      staff,
      "DELETE",
      `/api/students/${ids.ana}/scholarships/${first?.id}`,
      { reason: "x" },
    );
    expect(end.statusCode).toBe(403);
  });

  it("voids one entered by mistake (no month), ends another from next month, never erases", async () => {
    const list = (
      await api("GET", `/api/students/${ids.ana}/scholarships`)
    ).json() as ScholarshipResponse[];
    const amount = list.find((s) => s.kind === "amount");
    const percent = list.find((s) => s.kind === "percent");
    const noReason = await api("DELETE", `/api/students/${ids.ana}/scholarships/${amount?.id}`, {});
    expect(noReason.statusCode).toBe(400);
    const voided = await api("DELETE", `/api/students/${ids.ana}/scholarships/${amount?.id}`, {
      reason: "Ingresada por error",
      voidAll: true,
    });
    expectAnswer(voided, 200, { endReason: "Ingresada por error", endMonth: null });
    expect(voided.json().endedAt).not.toBeNull();
    expect((await august())?.charge).toBe(15_000);

    const ended = await api("DELETE", `/api/students/${ids.ana}/scholarships/${percent?.id}`, {
      reason: "Terminó la temporada de competencias",
    });
    expectAnswer(ended, 200, { endMonth: "2026-08" });
    // August (already charged with it) keeps it; September no longer has it.
    expect((await august())?.charge).toBe(15_000);
    const september = await api("GET", `/api/students/${ids.ana}/outstanding-payments/2026-09`);
    expect(september.json().outstandingPayments[0]).toMatchObject({ charge: 30_000 });

    const twice = await api("DELETE", `/api/students/${ids.ana}/scholarships/${amount?.id}`, {
      reason: "otra vez",
    });
    expectProblem(twice, 409, "SCHOLARSHIP_ALREADY_ENDED");
    const unknown = await api("DELETE", `/api/students/${ids.ana}/scholarships/999999`, {
      reason: "x",
    });
    expect(unknown.statusCode).toBe(404);
    const rows = await t.db.selectFrom("student_scholarships").select("id").execute();
    expect(rows).toHaveLength(2);

    for (const bad of [
      { kind: "percent", value: 150, fromMonth: "2026-08", reason: "x" },
      { kind: "amount", value: 0, fromMonth: "2026-08", reason: "x" },
      { kind: "percent", value: 10, fromMonth: "2026-08", toMonth: "2026-07", reason: "x" },
      { kind: "percent", value: 10, fromMonth: "2026-08", reason: "" },
    ]) {
      const res = await api("POST", `/api/students/${ids.ana}/scholarships`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("ends a scholarship once when two ends race (one 200, the others 409)", async () => {
    const id = await createdId(api, `/api/students/${ids.ana}/scholarships`, {
      kind: "amount",
      value: 5_000,
      fromMonth: "2026-09",
      reason: "Descuento de prueba",
    });
    const ends = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        api("DELETE", `/api/students/${ids.ana}/scholarships/${id}`, { reason: `fin ${i}` }),
      ),
    );
    expect(tallyStatuses(ends)).toEqual({ 200: 1, 409: 3 });
  });
});
