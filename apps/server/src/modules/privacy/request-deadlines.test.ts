import { PRIVACY_REQUESTS_DUE_ALERT } from "@nova/domain";
import { expect, it } from "vitest";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 29 item 4: a request's deadline in business days skips Chile's public holidays, and
// the dashboard warns of open requests due within a few business days or overdue.

describeEachDatabase("data-rights deadlines", (t) => {
  const api = adminApi(t);
  const request = (receivedOn: string) =>
    api("POST", "/api/privacy/requests", {
      type: "access",
      requesterName: "Persona Pide",
      channel: "email",
      receivedOn,
    });

  it("counts business days past weekends and the 8 December holiday", async () => {
    await api("PUT", "/api/settings", {
      privacy: { requestDeadlineDays: 5, requestDeadlineCount: "business" },
    });
    // Friday 4 December 2026: Mon 7, (Tue 8 is a holiday), 9, 10, 11, Mon 14.
    const created = await request("2026-12-04");
    expect(created.json()).toMatchObject({ deadline: "2026-12-14" });
    await api("PUT", `/api/privacy/requests/${created.json().id}`, { status: "answered" });
    await api("PUT", "/api/settings", {
      privacy: { requestDeadlineDays: 30, requestDeadlineCount: "calendar" },
    });
  });

  it("warns on the dashboard of requests overdue or due within five business days", async () => {
    t.clock.set("2026-08-14T15:00:00.000Z"); // Friday
    const alert = async () =>
      (await api("GET", "/api/dashboard"))
        .json()
        .alerts.find((a: { message: string }) => a.message === PRIVACY_REQUESTS_DUE_ALERT);
    expect(await alert()).toBeUndefined();
    // Deadline 31 July: overdue.
    const overdue = await request("2026-07-01");
    // Deadline Thursday 20 August: four business days ahead (Mon 17 … Thu 20).
    await request("2026-07-21");
    // Deadline Monday 14 September: not yet.
    await request("2026-08-14");
    expect(await alert()).toMatchObject({ type: "warning", count: 2 });
    // Staff cannot open the requests (an admin's page): their dashboard does not warn of them.
    const staff = await t.loginStaff("recepcion-plazos", "clave-recepcion-9");
    const staffDashboard = await t.injectAs(staff, "GET", "/api/dashboard");
    expect(
      staffDashboard
        .json()
        .alerts.find((a: { message: string }) => a.message === PRIVACY_REQUESTS_DUE_ALERT),
    ).toBeUndefined();
    await api("PUT", `/api/privacy/requests/${overdue.json().id}`, { status: "answered" });
    expect(await alert()).toMatchObject({ count: 1 });
  });
});
