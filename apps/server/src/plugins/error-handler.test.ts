import { expect, it } from "vitest";
import { expectExactProblem, expectProblem } from "../../test/support/problem.ts";
import { describeEachDatabase } from "../../test/support/test-app.ts";

// The findings of issue 9 about input and errors, one case each, on both engines. The fuzz
// suite (api-fuzz.test.ts) covers the same ground at random; these name the behaviour.

describeEachDatabase("error contract", (t) => {
  it("refuses a NUL or other control character in text, search, month and login with a 400", async () => {
    const authorization = await t.authHeader();
    const studentId = await t.seed.student({ firstName: "Ana", lastName: "Pérez" });
    const classId = await t.seed.class({ name: "Ballet", price: 30_000 });
    const cases = [
      {
        method: "POST",
        url: "/api/students",
        payload: { firstName: "Ana\u0000", lastName: "Pérez", birthDate: "2010-01-01" },
        field: "firstName",
      },
      { method: "GET", url: "/api/students?search=an%00a", field: "search" },
      {
        method: "POST",
        url: "/api/payments",
        payload: {
          studentId,
          classId,
          amount: 30_000,
          paymentMonth: "2026-08\u0000",
          paymentDate: "2026-08-05",
          paymentMethod: "EFECTIVO",
        },
        field: "paymentMonth",
      },
      { method: "PUT", url: "/api/settings", payload: { studio: { name: "NOVA\u001b" } } },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { authorization },
        ...("payload" in c ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json().message).toBe("El texto contiene caracteres de control no permitidos");
      expect(res.json().details.errorType).toBe("VALIDATION_ERROR");
      if ("field" in c) expect(res.json().details.field).toBe(c.field);
    }
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "ad\u0000min", password: "clave-de-prueba-123" },
    });
    expect(login.statusCode).toBe(400);
    const rows = await t.db.selectFrom("students").select("id").execute();
    expect(rows).toHaveLength(1);
  });

  it("answers an impossible financial range with a Spanish 400, not a 500", async () => {
    const authorization = await t.authHeader();
    for (const query of [
      "from=2026-1&to=2026-11",
      "from=abc&to=2026-11",
      "from=2026-13&to=2026-11",
      "from=2024-02-30&to=2026-11",
      "from=2026-01&to=2026-13",
    ]) {
      const res = await t.injectAs(authorization, "GET", `/api/reports/financial?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details).toMatchObject({ errorType: "VALIDATION_ERROR" });
      expect(["from", "to"]).toContain(res.json().details.field);
    }
  });

  it("gives zod's wrong-type and too-many errors in Spanish", async () => {
    const authorization = await t.authHeader();
    const settings = await t.injectAs(authorization, "PUT", "/api/settings", { studio: "texto" });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().details.field).toBe("studio");
    expect(settings.json().message).toMatch(/^Entrada inválida: se esperaba objeto/);

    const items = await t.app.inject({
      method: "POST",
      url: "/api/payments/multi-class",
      headers: { authorization },
      payload: {
        studentId: 1,
        paymentDate: "2026-08-05",
        paymentMethod: "EFECTIVO",
        items: Array.from({ length: 101 }, (_, i) => ({ classId: i + 1, amount: 1_000 })),
      },
    });
    expect(items.statusCode).toBe(400);
    expect(items.json().details.field).toBe("items");
    expect(items.json().message).toMatch(/^Demasiado grande/);
  });

  it("answers a malformed URL, an over-long parameter and a deeply nested body in the contract", async () => {
    const authorization = await t.authHeader();
    const badUrl = await t.app.inject({ method: "GET", url: "/api/students/%zz" });
    expectExactProblem(badUrl, 400, {
      message: "La dirección de la solicitud no es válida",
      details: { errorType: "BAD_URL" },
    });
    const longParam = await t.injectAs(authorization, "GET", `/api/students/${"1".repeat(200)}`);
    expectProblem(longParam, 414, "URI_TOO_LONG");
    const deep = await t.app.inject({
      method: "POST",
      url: "/api/students",
      headers: { authorization, "content-type": "application/json" },
      payload: `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
    });
    expectExactProblem(deep, 400, {
      message: "El cuerpo de la solicitud debe ser un objeto JSON",
      details: { errorType: "VALIDATION_ERROR" },
    });
  });

  it("echoes a long value cut short and never a password", async () => {
    const authorization = await t.authHeader();
    const huge = await t.injectAs(authorization, "POST", "/api/students", {
      firstName: "x".repeat(900_000),
      lastName: "Pérez",
      birthDate: "2010-01-01",
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details.field).toBe("firstName");
    expect(huge.json().details.rejectedValue).toBe(`${"x".repeat(100)}…`);
    expect(huge.body.length).toBeLessThan(1_000);

    const password = "p".repeat(201);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().details).toEqual({ errorType: "VALIDATION_ERROR", field: "password" });
    expect(login.body).not.toContain("ppppp");

    const structure = await t.injectAs(authorization, "PUT", "/api/settings", {
      payments: { dueDay: { a: [1, 2, 3] } },
    });
    expect(structure.statusCode).toBe(400);
    expect(structure.json().details).not.toHaveProperty("rejectedValue");
  });
});
