import { expect } from "vitest";
import type { FakeFlow } from "./fake-flow.ts";
import { sendingHeader } from "./fixtures.ts";
import type { TestContext } from "./test-app.ts";

/** Sends the family a portal link as staff would; returns the link's token and its answer. */
export async function portalLink(t: TestContext, guardianId: number) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/guardians/${guardianId}/portal-link`,
    headers: { authorization: await t.authHeader() },
  });
  if (res.statusCode !== 201) throw new Error(`portal link: ${res.statusCode} ${res.body}`);
  const body = res.json<{ url: string; expiresAt: string }>();
  const token = body.url.split("/portal/acceso/")[1] ?? "";
  return { ...body, token };
}

/** Opens the link's token as the family's phone would; returns the response. */
export function openLink(t: TestContext, token: string) {
  return t.app.inject({ method: "POST", url: "/api/portal/session", payload: { token } });
}

/** A portal session for the guardian: the Cookie header a family's requests carry. */
export async function portalCookie(t: TestContext, guardianId: number): Promise<string> {
  const { token } = await portalLink(t, guardianId);
  const res = await openLink(t, token);
  if (res.statusCode !== 200) throw new Error(`portal session: ${res.statusCode} ${res.body}`);
  const setCookie = String(res.headers["set-cookie"] ?? "");
  return setCookie.split(";")[0] ?? "";
}

/** The guardian's portal links or sessions still in force (none revoked them): their ids. */
export function unrevoked(
  t: TestContext,
  table: "portal_links" | "portal_sessions",
  guardianId: number,
) {
  return t.db
    .selectFrom(table)
    .select("id")
    .where("guardian_id", "=", guardianId)
    .where("revoked_at", "is", null)
    .execute();
}

/** One request from a family's phone: its portal session's cookie, and a JSON body if any. */
export const asFamily = sendingHeader("cookie");

/**
 * Online payments pointed at the fake Flow, and a family owing Ballet since July: Sofía,
 * enrolled, and Carla, her guardian, whose id is returned.
 */
export async function familyOwingWithFlow(t: TestContext, flow: FakeFlow) {
  const settings = await t.injectAs(
    await t.authHeader(),
    "PUT",
    "/api/settings",
    flow.studioSettings(),
  );
  expect(settings.statusCode, settings.body).toBe(200);
  const ballet = await t.seed.class({ name: "Ballet", price: 30000 });
  const sofia = await t.seed.student({ firstName: "Sofía", lastName: "Rojas" });
  await t.seed.enroll(sofia, ballet, "2026-07-01");
  return t.seed.guardian({ fullName: "Carla Rojas" }, [{ studentId: sofia }]);
}
