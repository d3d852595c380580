import { discountRulesForMonth } from "@nova/domain";
import { expect, it } from "vitest";
import { ADMIN, describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 26: the family rules are settings; the months before a change of the discount rules
// keep the rules they were charged with. Issue 36: a change applies from the next month (the
// current month's charges were already made) unless the admin names this month.
describeEachDatabase("family settings", (t) => {
  // A login of its own: the tests move the clock past the shared session's expiry.
  let token = "";
  const api = async (method: "GET" | "PUT", url: string, payload?: object) => {
    if (!token) {
      const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
      token = login.json().token;
    }
    return t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  };

  it("starts with no discounts, every month billed and no enrollment fee", async () => {
    const { families } = (await api("GET", "/api/settings")).json();
    expect(families).toEqual({
      siblingSecondPercent: 0,
      siblingThirdPlusPercent: 0,
      multiClassPercent: 0,
      discountOrder: "sibling-first",
      discountsStack: true,
      billedMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      enrollmentFee: 0,
      enrollmentFeePer: "student",
      discountHistory: [],
    });
  });

  it("keeps each month's discount rules when they change later, and refuses a percent over 100", async () => {
    t.clock.set("2026-08-15T15:00:00.000Z");
    const march = await api("PUT", "/api/settings", {
      families: { siblingSecondPercent: 10, billedMonths: [12, 3, 4, 5, 6, 7, 8, 9, 10, 11, 3] },
    });
    expect(march.statusCode, march.body).toBe(200);
    expect(march.json().families.billedMonths).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // A second change in the same month replaces that month's rules.
    await api("PUT", "/api/settings", { families: { siblingSecondPercent: 15 } });
    t.clock.set("2026-10-02T15:00:00.000Z");
    token = "";
    await api("PUT", "/api/settings", {
      families: { siblingSecondPercent: 20, discountsStack: false },
    });
    // A change of the season or the fee alone adds nothing to the discount history.
    await api("PUT", "/api/settings", {
      families: { enrollmentFee: 35_000, enrollmentFeePer: "family" },
    });
    const { families } = (await api("GET", "/api/settings")).json();
    expect(families.discountHistory.map((e: { from: string }) => e.from)).toEqual([
      "2026-09",
      "2026-11",
    ]);
    expect(discountRulesForMonth(families.discountHistory, "2026-07").siblingSecondPercent).toBe(0);
    // August was charged before the change made in August.
    expect(discountRulesForMonth(families.discountHistory, "2026-08").siblingSecondPercent).toBe(0);
    expect(discountRulesForMonth(families.discountHistory, "2026-09").siblingSecondPercent).toBe(
      15,
    );
    expect(discountRulesForMonth(families.discountHistory, "2026-10").siblingSecondPercent).toBe(
      15,
    );
    expect(discountRulesForMonth(families.discountHistory, "2026-11")).toMatchObject({
      siblingSecondPercent: 20,
      stack: false,
    });
    expect(families).toMatchObject({ enrollmentFee: 35_000, enrollmentFeePer: "family" });

    const refused = await api("PUT", "/api/settings", { families: { multiClassPercent: 120 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("entre 0 y 100");
    // The history is the server's: one sent is ignored.
    await api("PUT", "/api/settings", { families: { discountHistory: [] } });
    expect((await api("GET", "/api/settings")).json().families.discountHistory).toHaveLength(2);
    // On purpose from this month (October): the admin names it; a month already past is refused.
    const past = await api("PUT", "/api/settings", {
      families: { multiClassPercent: 5, discountsFrom: "2026-09" },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain("este mes o uno posterior");
    const now = await api("PUT", "/api/settings", {
      families: { multiClassPercent: 5, discountsFrom: "2026-10" },
    });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().families.discountHistory.map((e: { from: string }) => e.from)).toEqual([
      "2026-09",
      "2026-10",
    ]);
    expect(now.json().families).not.toHaveProperty("discountsFrom");
  });
});
