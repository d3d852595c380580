import { expect, it } from "vitest";
import { expectAnswer, expectExactAnswer } from "../test/support/answer.ts";
import { expectExactProblem } from "../test/support/problem.ts";
import { describeEachDatabase } from "../test/support/test-app.ts";

// Every protected route of the API; each later module adds its own routes to its own tests,
// this list guards the ones that exist from the start.
const PROTECTED = [
  ["GET", "/api/auth/me"],
  ["GET", "/auth/me"],
  ["POST", "/api/auth/logout"],
] as const;

describeEachDatabase("app", (t) => {
  it("answers the health check without a token, checking the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expectExactAnswer(res, 200, { status: "ok", database: "ok" });
  });

  it("refuses every protected route without a token", async () => {
    for (const [method, url] of PROTECTED) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toMatch(/token/);
    }
  });

  it("answers an unknown /api path with a 404 without a token too (no route, no handler)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-existe" });
    expectAnswer(res, 404, { details: { errorType: "NOT_FOUND" } });
  });

  it("answers an unknown /api path with a JSON 404 in the error format", async () => {
    const res = await t.injectAs(await t.authHeader(), "GET", "/api/no-existe");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ details: { errorType: "NOT_FOUND" } });
  });

  it("answers malformed JSON with a 400 in the error format", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"username": "admin", ',
    });
    expectExactProblem(res, 400, {
      message: "El cuerpo de la solicitud no es un JSON válido",
      details: { errorType: "INVALID_JSON" },
    });
  });

  it("sends security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("serves the OpenAPI description", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain("/api/auth/login");
  });
});
