import { expect, it } from "vitest";
import { expectInvalidField } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// The clock is 2026-08-15T15:00Z: 11:00 of 2026-08-15 in the studio's calendar (Santiago).
// Reception closes the day it worked; an admin may also close a past day left open; nobody
// closes a day that has not come, which would block its payments until someone reopened it.
describeEachDatabase("which days a cash close may be", (t) => {
  it("staff close today only; an admin today or a past day; nobody a future day", async () => {
    const admin = adminApi(t);
    const staff = await t.loginStaff("caja-d", "clave-caja-d1");
    const asStaff = (day: string) =>
      t.injectAs(staff, "POST", `/api/cash-close/${day}`, { countedCash: 0 });
    const asAdmin = (day: string) => admin("POST", `/api/cash-close/${day}`, { countedCash: 0 });

    for (const day of ["2026-08-16", "2027-06-01", "2100-12-31"]) {
      for (const res of [await asStaff(day), await asAdmin(day)]) {
        expect(res.statusCode, day).toBe(422);
        expect(res.json().details).toMatchObject({ errorType: "DAY_IN_FUTURE", field: "date" });
        expect(res.json().message).toMatch(/todavía no/);
      }
    }
    // Past the range any date the API takes (issue 35): not a day a close can be for.
    const far = await asAdmin("9999-12-31");
    expectInvalidField(far, "date");
    for (const day of ["2026-08-14", "1900-01-01"]) {
      const res = await asStaff(day);
      expect(res.statusCode, day).toBe(403);
      expect(res.json().details.errorType).toBe("INSUFFICIENT_PERMISSIONS");
      expect(res.json().message).toMatch(/administrador/);
    }
    const closes = await t.db.selectFrom("cash_closes").select("day").execute();
    expect(closes).toEqual([]);

    expect((await asStaff("2026-08-15")).statusCode).toBe(201);
    expect((await asAdmin("2026-08-14")).statusCode).toBe(201);
    const again = await asAdmin("2026-08-14");
    expectProblem(again, 409, "DAY_CLOSED");
  });
});
