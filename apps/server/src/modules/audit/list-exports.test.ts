import { LIST_EXPORTS, type ListExportInput } from "@nova/domain";
import { expect, it } from "vitest";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Every CSV/Excel export of a list with personal data writes one audit row (issue 29): the
// web app's one export helper (apps/web/src/lib/list-export.ts) posts here before each file.

const CASES: Record<(typeof LIST_EXPORTS)[number], ListExportInput> = {
  "class-students": {
    list: "class-students",
    format: "csv",
    rows: 12,
    filters: { classId: 3, month: "2026-08" },
  },
  "attendance-report": {
    list: "attendance-report",
    format: "xlsx",
    rows: 40,
    filters: { month: "2026-08" },
  },
  "outstanding-payments": {
    list: "outstanding-payments",
    format: "csv",
    rows: 7,
    filters: { month: "2026-08", search: "soto" },
  },
  "trial-conversion": {
    list: "trial-conversion",
    format: "csv",
    rows: 6,
    filters: { from: "2026-03", to: "2026-08" },
  },
  "teacher-compensation": {
    list: "teacher-compensation",
    format: "xlsx",
    rows: 4,
    filters: { month: "2026-08" },
  },
  "financial-report": {
    list: "financial-report",
    format: "xlsx",
    rows: 12,
    filters: { from: "2026-01", to: "2026-12" },
  },
  "teacher-honorarios": {
    list: "teacher-honorarios",
    format: "csv",
    rows: 3,
    filters: { year: 2026 },
  },
};

describeEachDatabase("list exports are audited", (t) => {
  const api = adminApi(t);

  it.each(LIST_EXPORTS)("%s: who, which list, how many rows and the filters", async (list) => {
    const input = CASES[list];
    const res = await api("POST", "/api/audit/list-exports", input);
    expect(res.statusCode).toBe(204);
    const rows = (await t.auditRowsOf("list-export", list)).slice(-1);
    expect(rows).toEqual([
      expect.objectContaining({
        action: "export",
        userId: 1,
        after: { list, format: input.format, rows: input.rows, filters: input.filters },
      }),
    ]);
    // The audit viewer filters them.
    const viewer = (await api("GET", "/api/audit?entity=list-export&action=export")).json();
    expect(viewer.map((e: { entityId: string }) => e.entityId)).toContain(list);
    expect((await api("GET", "/api/audit/check")).json().intact).toBe(true);
  });

  it("records reception's exports under her name and refuses an unknown list", async () => {
    const staff = await t.loginStaff("recepcion1", "clave-recepcion-1");
    const ok = await t.injectAs(staff, "POST", "/api/audit/list-exports", CASES["class-students"]);
    expect(ok.statusCode).toBe(204);
    const row = (await t.auditRowsOf("list-export", "class-students")).at(-1);
    expect(row?.userId).not.toBe(1);
    const unknown = await api("POST", "/api/audit/list-exports", {
      ...CASES["class-students"],
      list: "everyone",
    });
    expect(unknown.statusCode).toBe(400);
  });
});
