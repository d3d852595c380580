import { beforeAll, expect, it } from "vitest";
import { useFakeFlow } from "../../test/support/fake-flow.ts";
import { familyOwingWithFlow, openLink } from "../../test/support/portal.ts";
import { expectProblem } from "../../test/support/problem.ts";
import { ADMIN, describeEachDatabase, type TestContext } from "../../test/support/test-app.ts";
import { createPortalLink } from "../records/accounts/portal-access.ts";

// Issue 35, defence in depth: portal writes were protected by SameSite=Lax alone, and a
// form-encoded cross-site POST created an order. Writes whose Origin (or Referer) is another
// site are refused (403), and JSON routes read JSON only (415 for forms and text/plain).

const flow = useFakeFlow();

/** A family owing Ballet since July, Flow set up, and the family's portal cookie. */
async function familyWithPortal(t: TestContext): Promise<string> {
  const guardian = await familyOwingWithFlow(t, flow);
  const { token } = await createPortalLink(t.db, guardian, 1, t.clock.now());
  return String((await openLink(t, token)).headers["set-cookie"]).split(";")[0] ?? "";
}

/** The admin's login as a browser at `host` sends it from a page of `origin`. */
const adminLoginFrom = (t: TestContext, host: string, origin: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { host, origin },
    payload: ADMIN,
  });

const orders = (t: TestContext) => t.db.selectFrom("online_orders").select("id").execute();

function sameOriginSuite(label: string, publicUrl: string | undefined) {
  describeEachDatabase(
    label,
    (t) => {
      let cookie = "";
      const host = "estudio.lan:3000";
      beforeAll(async () => {
        cookie = await familyWithPortal(t);
      });

      it("refuses another site's form posted to a portal write: 403, no order, nothing sent to Flow", async () => {
        const flowOrders = flow.orders.size;
        const res = await t.app.inject({
          method: "POST",
          url: "/api/portal/payments",
          headers: {
            host,
            cookie,
            origin: "https://evil.example",
            "content-type": "application/x-www-form-urlencoded",
          },
          payload: "lines=",
        });
        expectProblem(res, 403, "CROSS_SITE_REQUEST");
        expect(res.json().message).toMatch(/no es la del estudio/);
        expect(await orders(t)).toEqual([]);
        expect(flow.orders.size).toBe(flowOrders);
      });

      it("reads JSON only on JSON routes: a form or text/plain body is a 415 in Spanish", async () => {
        // No Origin at all (an old browser, a script): the body type alone keeps the form out.
        const form = await t.app.inject({
          method: "POST",
          url: "/api/portal/payments",
          headers: { host, cookie, "content-type": "application/x-www-form-urlencoded" },
          payload: "",
        });
        expectProblem(form, 415, "UNSUPPORTED_MEDIA_TYPE");
        expect(form.json().message).toMatch(/envíe JSON/);
        expect(await orders(t)).toEqual([]);
        for (const url of ["/api/portal/transfer-notices", "/api/portal/correction-requests"]) {
          const text = await t.app.inject({
            method: "POST",
            url,
            headers: { host, cookie, "content-type": "text/plain" },
            payload: '{"message":"Cambien mi teléfono al 987654321"}',
          });
          expect(text.statusCode, url).toBe(415);
          expect(text.json().details.errorType, url).toBe("UNSUPPORTED_MEDIA_TYPE");
        }
        // A route without a body takes none of another type either.
        const login = await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          headers: { host, "content-type": "text/plain" },
          payload: JSON.stringify(ADMIN),
        });
        expect(login.statusCode).toBe(415);
        expect(await t.db.selectFrom("correction_requests").select("id").execute()).toEqual([]);
      });

      it("takes the studio's own pages: Origin of the request's own address, or no Origin", async () => {
        const ownPage = await t.app.inject({
          method: "POST",
          url: "/api/portal/correction-requests",
          headers: { host, cookie, origin: `http://${host}` },
          payload: { message: "Mi correo cambió a carla@correo.cl" },
        });
        expect(ownPage.statusCode, ownPage.body).toBe(204);
        // The reception PC at its LAN address, also when PUBLIC_URL is the public one.
        const lan = await adminLoginFrom(t, "192.168.1.20:3000", "http://192.168.1.20:3000");
        expect(lan.statusCode, lan.body).toBe(200);
        const noOrigin = await t.app.inject({
          method: "POST",
          url: "/api/portal/correction-requests",
          headers: { cookie },
          payload: { message: "Y mi dirección: Los Aromos 123" },
        });
        expect(noOrigin.statusCode, noOrigin.body).toBe(204);
        // Reading is never refused: only state-changing methods are checked.
        const read = await t.app.inject({
          method: "GET",
          url: "/api/portal/family",
          headers: { cookie, origin: "https://evil.example" },
        });
        expect(read.statusCode).toBe(200);
      });

      it("refuses every state-changing method from a foreign Origin, Referer or 'null'", async () => {
        const authorization = await t.authHeader();
        const attempts = [
          { method: "POST", url: "/api/auth/login", headers: { origin: "http://evil.example" } },
          { method: "PUT", url: "/api/settings", headers: { origin: "null", authorization } },
          {
            method: "DELETE",
            url: "/api/portal/session",
            headers: { referer: "https://evil.example/pagina", cookie },
          },
          {
            method: "PATCH",
            url: "/api/students/1",
            // The same name on another port is another site.
            headers: { origin: "http://estudio.lan:8080", authorization },
          },
        ] as const;
        for (const a of attempts) {
          const res = await t.app.inject({
            method: a.method,
            url: a.url,
            headers: { host, ...a.headers },
            payload: {},
          });
          expect(res.statusCode, `${a.method} ${a.url}`).toBe(403);
          expect(res.json().details.errorType).toBe("CROSS_SITE_REQUEST");
        }
        // The portal session survived the refused logout.
        const still = await t.app.inject({ url: "/api/portal/family", headers: { cookie } });
        expect(still.statusCode).toBe(200);
      });

      it("keeps Flow's form callbacks working: the confirmation from Flow's server, the return from Flow's page", async () => {
        const confirmation = await t.app.inject({
          method: "POST",
          url: "/api/public/payments/flow/confirmation",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "token=desconocido",
        });
        // Read as a form and looked up (an unknown token: 404), neither 415 nor 403;
        // online-payments.test.ts records real payments through this same route.
        expectProblem(confirmation, 404, "ONLINE_ORDER_NOT_FOUND");
        const back = await t.app.inject({
          method: "POST",
          url: "/api/public/payments/flow/return",
          headers: {
            host,
            origin: "https://www.flow.cl",
            "content-type": "application/x-www-form-urlencoded",
          },
          payload: "token=desconocido",
        });
        expect(back.statusCode).toBe(303);
        expect(back.headers.location).toBe("/portal");
      });
    },
    publicUrl ? { publicUrl } : {},
  );
}

sameOriginSuite("same-origin writes without PUBLIC_URL", undefined);
sameOriginSuite("same-origin writes behind PUBLIC_URL", "https://portal.nova.cl");

describeEachDatabase(
  "the studio's public address as Origin",
  (t) => {
    it("takes PUBLIC_URL's Origin whatever Host the proxy passes on, and nothing else", async () => {
      const fromPublic = await adminLoginFrom(t, "127.0.0.1:3000", "https://portal.nova.cl");
      expect(fromPublic.statusCode, fromPublic.body).toBe(200);
      const lookalike = await adminLoginFrom(
        t,
        "127.0.0.1:3000",
        "https://portal.nova.cl.evil.example",
      );
      expect(lookalike.statusCode).toBe(403);
    });
  },
  { publicUrl: "https://portal.nova.cl/" },
);
