import { expect, it } from "vitest";
import { useFakeFlow } from "../../../test/support/fake-flow.ts";
import { familyOwingWithFlow, openLink, portalLink } from "../../../test/support/portal.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase, type TestContext } from "../../../test/support/test-app.ts";
import { createPortalLink } from "../../records/accounts/portal-access.ts";

// Issue 35, finding 8: the request's Host became the studio's address. Without PUBLIC_URL,
// Flow received `urlConfirmation=http://evil.example/...` and a staff-made portal link read
// `http://evil.example/portal/acceso/<token>`. Absolute links come from PUBLIC_URL only.

const flow = useFakeFlow();

const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example" };

/** A staff request whose Host and X-Forwarded-Host name another site. */
async function asStaffFromForgedHost(t: TestContext, method: "GET" | "POST", url: string) {
  return t.app.inject({ method, url, headers: { authorization: await t.authHeader(), ...FORGED } });
}

/** The family asks to pay online, its request naming another site as Host. */
function payFromForgedHost(t: TestContext, cookie: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/portal/payments",
    headers: { cookie, ...FORGED },
    payload: {},
  });
}

describeEachDatabase(
  "absolute links with PUBLIC_URL and a forged Host",
  (t) => {
    it("builds the portal link and Flow's callbacks from PUBLIC_URL, never from Host", async () => {
      const guardian = await familyOwingWithFlow(t, flow);
      const res = await asStaffFromForgedHost(t, "POST", `/api/guardians/${guardian}/portal-link`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().url).toMatch(/^https:\/\/portal\.nova\.cl\/portal\/acceso\/[\w-]{43}$/);

      const { token } = await portalLink(t, guardian);
      const cookie = String((await openLink(t, token)).headers["set-cookie"]).split(";")[0];
      const pay = await payFromForgedHost(t, cookie ?? "");
      expect(pay.statusCode, pay.body).toBe(201);
      const order = [...flow.orders.values()].at(-1);
      expect(order?.urlConfirmation).toBe(
        "https://portal.nova.cl/api/public/payments/flow/confirmation",
      );
      expect(order?.urlReturn).toBe("https://portal.nova.cl/api/public/payments/flow/return");

      const setup = await asStaffFromForgedHost(t, "GET", "/api/online-payments/setup");
      expect(setup.json().confirmationUrl).toBe(
        "https://portal.nova.cl/api/public/payments/flow/confirmation",
      );
    });
  },
  { publicUrl: "https://portal.nova.cl/" },
);

describeEachDatabase("absolute links without PUBLIC_URL", (t) => {
  it("refuses a family's portal link, saying to set PUBLIC_URL, and writes nothing", async () => {
    const guardian = await familyOwingWithFlow(t, flow);
    const res = await asStaffFromForgedHost(t, "POST", `/api/guardians/${guardian}/portal-link`);
    expectProblem(res, 422, "PUBLIC_URL_REQUIRED");
    expect(res.json().message).toContain("PUBLIC_URL");
    expect(res.body).not.toContain("evil.example");
    expect(await t.db.selectFrom("portal_links").selectAll().execute()).toEqual([]);
    const audit = await t.db
      .selectFrom("audit_log")
      .select("entity")
      .where("entity", "=", "portal-link")
      .execute();
    expect(audit).toEqual([]);
  });

  it("refuses an adult student's link before making her payer record", async () => {
    const adult = await t.seed.student({
      firstName: "Ana",
      lastName: "Adulta",
      birthDate: "1990-05-01",
      phone: "987654321",
    });
    const before = await t.db.selectFrom("guardians").select("id").execute();
    const res = await asStaffFromForgedHost(t, "POST", `/api/students/${adult}/portal-link`);
    expectProblem(res, 422, "PUBLIC_URL_REQUIRED");
    expect(await t.db.selectFrom("guardians").select("id").execute()).toEqual(before);
  });

  it("refuses an online payment: no order, nothing sent to Flow, and the portal offers none", async () => {
    const [guardian] = await t.db.selectFrom("guardians").select("id").execute();
    // A session from a link made while PUBLIC_URL was still set.
    const { token } = await createPortalLink(t.db, guardian?.id ?? 0, 1, t.clock.now());
    const cookie = String((await openLink(t, token)).headers["set-cookie"]).split(";")[0] ?? "";
    const flowOrders = flow.orders.size;
    const pay = await payFromForgedHost(t, cookie);
    expectProblem(pay, 422, "PUBLIC_URL_REQUIRED");
    expect(pay.json().message).toMatch(/puedes transferir/);
    expect(flow.orders.size).toBe(flowOrders);
    expect(await t.db.selectFrom("online_orders").selectAll().execute()).toEqual([]);
    const family = await t.app.inject({ url: "/api/portal/family", headers: { cookie } });
    expect(family.json().payments.online).toBe(false);

    const setup = await asStaffFromForgedHost(t, "GET", "/api/online-payments/setup");
    expect(setup.json()).toMatchObject({ publicUrl: null, confirmationUrl: null });
  });
});
