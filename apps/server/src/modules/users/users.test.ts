import { expect, it } from "vitest";
import { expectProblem } from "../../../test/support/problem.ts";
import { ADMIN, describeEachDatabase } from "../../../test/support/test-app.ts";

describeEachDatabase("users and roles", (t) => {
  const login = (username: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });

  it("adds an account whose generated password, shown once, signs in; the list shows it", async () => {
    const admin = await t.authHeader();
    const res = await t.injectAs(admin, "POST", "/api/users", {
      username: "camila",
      name: "Camila Rojas",
      email: "camila@nova.cl",
      role: "staff",
    });
    expect(res.statusCode).toBe(201);
    const { user, password } = res.json();
    expect(user).toMatchObject({
      username: "camila",
      role: "staff",
      active: true,
      lastLoginAt: null,
    });
    expect(password).toMatch(/^[\w-]{16}$/);
    expect((await login("camila", password)).statusCode).toBe(200);

    const list = await t.injectAs(admin, "GET", "/api/users");
    const camila = list.json().find((u: { username: string }) => u.username === "camila");
    expect(camila.lastLoginAt).toBe(t.clock.now().toISOString());
    expect(JSON.stringify(list.json())).not.toMatch(/password|hash/i);

    const audit = await t.auditRowsOf("user", user.id);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(password);

    const again = await t.injectAs(admin, "POST", "/api/users", {
      username: "camila",
      name: "Otra",
      role: "staff",
    });
    expectProblem(again, 409, "DUPLICATE_USERNAME");
  });

  it("refuses a disabled account's token at once and accepts it again after re-enabling with a new login", async () => {
    const admin = await t.authHeader();
    const staff = await t.loginStaff("recep-1", "clave-recep-1");
    const me = await t.injectAs(staff, "GET", "/api/auth/me");
    const id = me.json().id;
    const off = await t.injectAs(admin, "PUT", `/api/users/${id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    const refused = await t.injectAs(staff, "GET", "/api/students");
    expect(refused.statusCode).toBe(401);
    expect((await login("recep-1", "clave-recep-1")).statusCode).toBe(401);

    const on = await t.injectAs(admin, "PUT", `/api/users/${id}`, { active: true });
    expect(on.statusCode).toBe(200);
    // The old session stays closed; a new login works.
    expect((await t.injectAs(staff, "GET", "/api/students")).statusCode).toBe(401);
    expect((await login("recep-1", "clave-recep-1")).statusCode).toBe(200);
  });

  it("never demotes or disables the last active admin, but does once another admin exists", async () => {
    const admin = await t.authHeader();
    const me = (await t.injectAs(admin, "GET", "/api/auth/me")).json();
    for (const payload of [{ role: "staff" }, { active: false }]) {
      const res = await t.injectAs(admin, "PUT", `/api/users/${me.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().details.errorType).toBe("LAST_ADMIN");
    }
    const second = await t.injectAs(admin, "POST", "/api/users", {
      username: "duena-2",
      name: "Segunda Dueña",
      role: "admin",
    });
    const demote = await t.injectAs(admin, "PUT", `/api/users/${second.json().user.id}`, {
      role: "staff",
    });
    expect(demote.statusCode).toBe(200);
    expect(demote.json().role).toBe("staff");
    const audit = await t.auditRowsOf("user", second.json().user.id);
    expect(audit.at(-1)).toMatchObject({
      action: "update",
      before: { role: "admin" },
      after: { role: "staff" },
    });
  });

  it("enforces maxUsers when adding or re-enabling an account", async () => {
    const admin = await t.authHeader();
    const list = (await t.injectAs(admin, "GET", "/api/users")).json();
    const active = list.filter((u: { active: boolean }) => u.active).length;
    await t.seed.settings("security", { maxUsers: active });
    const res = await t.injectAs(admin, "POST", "/api/users", {
      username: "sobra",
      name: "Una de más",
      role: "staff",
    });
    expectProblem(res, 409, "USER_LIMIT_REACHED");
    expect(res.json().message).toMatch(/máximo de usuarios/);
    await t.seed.settings("security", { maxUsers: 5 });
  });

  it("resets a password: the old one and the open sessions stop working, the shown one signs in", async () => {
    const admin = await t.authHeader();
    const staff = await t.loginStaff("recep-2", "clave-recep-2");
    const id = (await t.injectAs(staff, "GET", "/api/auth/me")).json().id;
    const res = await t.injectAs(admin, "POST", `/api/users/${id}/reset-password`);
    expect(res.statusCode).toBe(200);
    expect((await t.injectAs(staff, "GET", "/api/auth/me")).statusCode).toBe(401);
    expect((await login("recep-2", "clave-recep-2")).statusCode).toBe(401);
    expect((await login("recep-2", res.json().password)).statusCode).toBe(200);
  });

  it("lets every user change their own password under the strong-password rule", async () => {
    const staff = await t.loginStaff("recep-3", "clave-recep-3");
    const change = (currentPassword: string, newPassword: string) =>
      t.injectAs(staff, "PUT", "/api/auth/password", { currentPassword, newPassword });
    const wrong = await change("no-es-esta", "Girasol-de-marzo");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toMatchObject({
      errorType: "WRONG_PASSWORD",
      field: "currentPassword",
    });
    const short = await change("clave-recep-3", "Corta-1");
    expect(short.json()).toMatchObject({
      message: "La contraseña debe tener al menos 10 caracteres",
      details: { errorType: "WEAK_PASSWORD", field: "newPassword" },
    });
    const common = await change("clave-recep-3", "Contraseña2026");
    expect(common.json().details.errorType).toBe("WEAK_PASSWORD");
    expect((await change("clave-recep-3", "Girasol-de-marzo")).statusCode).toBe(204);
    // This session stays open; the new password signs in and the old one no longer does.
    expect((await t.injectAs(staff, "GET", "/api/auth/me")).statusCode).toBe(200);
    expect((await login("recep-3", "Girasol-de-marzo")).statusCode).toBe(200);
    expect((await login("recep-3", "clave-recep-3")).statusCode).toBe(401);
    expect((await login(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });
});
