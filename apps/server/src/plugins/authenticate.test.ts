import { expect, it } from "vitest";
import { encodeChar } from "../../test/support/fuzz-requests.ts";
import { concretePath, operationsOf } from "../../test/support/openapi-operations.ts";
import { describeEachDatabase } from "../../test/support/test-app.ts";

// Routes the OpenAPI document hides but the app serves (the web client's legacy alias).
const HIDDEN_PROTECTED = [{ method: "GET", path: "/auth/me" }] as const;

/** Spellings of `path` that a lenient router sends to the same route. */
function variantsOf(path: string): Record<string, string> {
  const [, first = "", ...rest] = path.split("/");
  const tail = rest.length > 0 ? `/${rest.join("/")}` : "";
  const last = rest.at(-1) ?? "";
  const lastLiteral = /^[a-z]/.test(last) ? last : undefined;
  const variants: Record<string, string> = {
    "first letter percent-encoded": `/${encodeChar(first[0] ?? "")}${first.slice(1)}${tail}`,
    "first segment percent-encoded, upper-case hex": `/${[...first].map((c) => encodeChar(c).toUpperCase()).join("")}${tail}`,
    "leading double slash": `/${path}`,
    "inner double slash": path.replace(`/${first}/`, `/${first}//`),
    "upper case": path.toUpperCase(),
    "mixed case": `/${first.charAt(0).toUpperCase()}${first.slice(1)}${tail}`,
    "trailing slash": `${path}/`,
  };
  if (lastLiteral) {
    variants["last segment percent-encoded"] =
      `${path.slice(0, -last.length)}${encodeChar(lastLiteral[0] ?? "")}${lastLiteral.slice(1)}`;
  }
  return variants;
}

describeEachDatabase("authentication by route", (t) => {
  const protectedRoutes = () => [
    ...operationsOf(t.app)
      .filter((op) => !op.isPublic)
      .map((op) => ({ method: op.method, path: concretePath(op.path) })),
    ...HIDDEN_PROTECTED,
  ];

  it("covers every protected operation of the OpenAPI document", () => {
    const routes = protectedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: "GET", path: "/api/students" });
    expect(routes).toContainEqual({ method: "GET", path: "/api/settings" });
  });

  it("answers 401 to every protected route under every spelling of its path, without a token", async () => {
    let checked = 0;
    for (const { method, path } of protectedRoutes()) {
      for (const [name, url] of Object.entries({ plain: path, ...variantsOf(path) })) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url} (${name})`).toBe(401);
        expect(res.json().message, `${method} ${url}`).toMatch(/token/);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("serves only the exact spelling of a path: with a token the variants are a 404", async () => {
    const authorization = await t.authHeader();
    for (const { method, path } of protectedRoutes()) {
      // A staff token opens no portal route: those are checked with the family's cookie
      // (modules/portal/portal.test.ts).
      if (path.startsWith("/api/portal/")) continue;
      for (const [name, url] of Object.entries(variantsOf(path))) {
        const res = await t.app.inject({ method, url, headers: { authorization } });
        expect(res.statusCode, `${method} ${url} (${name})`).toBe(404);
        expect(res.json().details.errorType).toBe("NOT_FOUND");
      }
      // The exact spelling reaches the route (logging out or resetting user 1's password would
      // end this test's session).
      if (path === "/api/auth/logout" || path.endsWith("/reset-password")) continue;
      const exact = await t.app.inject({ method, url: path, headers: { authorization } });
      expect(exact.statusCode, `${method} ${path}`).not.toBe(401);
      expect(exact.json()?.details?.errorType, `${method} ${path}`).not.toBe("NOT_FOUND");
    }
  });

  it("answers the public operations without a token, under their exact path only", async () => {
    const publicOps = operationsOf(t.app).filter((op) => op.isPublic);
    expect(publicOps.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      "GET /api/health",
      "GET /api/public/classes",
      "GET /api/public/photos/{hash}",
      "GET /api/public/privacy-notice",
      "GET /api/public/site",
      "GET /api/public/studio",
      "POST /api/auth/login",
      "POST /api/portal/session",
      "POST /api/public/payments/flow/confirmation",
      "POST /api/public/payments/flow/return",
      "POST /api/public/trial-requests",
    ]);
    for (const op of publicOps) {
      const exact = await t.app.inject({ method: op.method, url: op.path });
      expect(exact.statusCode, `${op.method} ${op.path}`).not.toBe(401);
      for (const [name, url] of Object.entries(variantsOf(op.path))) {
        const res = await t.app.inject({ method: op.method, url });
        expect(res.statusCode, `${op.method} ${url} (${name})`).toBe(404);
      }
    }
  });
});
